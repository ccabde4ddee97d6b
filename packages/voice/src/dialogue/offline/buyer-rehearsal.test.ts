import { describe, expect, it } from 'vitest';
import { PINECREST, startPracticeCall } from './conversation.test-support';
import { readCustomerProfile } from './buyer-play';
import { rehearseScenario } from './buyer-rehearsal';

/** A call on Pinecrest as the recogniser hears it, touching what the rehearsal's own lines touch. */
const CALL = [
  'hi priya this is jordan from chairside have you got a minute',
  'how do your front desk team handle recall calls today',
  'what does that cost the practices each month',
  'we could do 200 pounds per practice per month',
  'could we meet next thursday at two to walk through it',
];

const playCall = async () => (await startPracticeCall(PINECREST, 3).play(CALL)).map((reply) => reply.text);

describe("the buyer's rehearsal of a scenario", () => {
  it('leaves no trace: a call says the same word for word after it, and the shared profile reading is unchanged', async () => {
    const before = await playCall();
    const reading = readCustomerProfile(PINECREST.customerProfile);
    const readingBefore = structuredClone(reading);
    await rehearseScenario({ ...PINECREST, companyUrl: null });
    expect(readCustomerProfile(PINECREST.customerProfile)).toBe(reading);
    expect(structuredClone(reading)).toEqual(readingBefore);
    expect(await playCall()).toEqual(before);
  });
});
