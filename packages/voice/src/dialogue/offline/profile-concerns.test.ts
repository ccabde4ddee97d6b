import { describe, expect, it } from 'vitest';
import { extractCustomerFacts } from './customer-profile.facts';
import { contradictedByProfile, profileSettles, profileWorries, quotedPriceOf } from './profile-concerns';
import { STAGE_PLAYS } from './stage.knowledge';

const HARBOUR =
  'Harbour Vets runs six clinics in Bristol. No-shows cost them about 40 appointments a week. The quote is $14,000 a year; she can sign anything up to $15,000 herself. She worries the front desk staff will not use a new system, and wants it live before the spring vaccination rush in March.';

describe('profile concerns (decision 68)', () => {
  it('makes the profile’s worry a concern in the buyer’s words, answered by the worry’s own words', () => {
    const [worry, ...others] = profileWorries(extractCustomerFacts(HARBOUR).facts);
    expect(others).toEqual([]);
    expect(worry!.raise).toEqual(["I worry the front desk staff won't use a new system."]);
    expect(worry!.remind[0]).toBe("I'm still worried that the front desk staff won't use a new system.");
    expect(worry!.accept[0]).toBe('Okay, that eases my mind about the front desk staff.');
  });

  it('reads the quoted price apart from the signing limit in the same sentence', () => {
    expect(quotedPriceOf(extractCustomerFacts(HARBOUR).facts)).toBe(14000);
    expect(quotedPriceOf(extractCustomerFacts('We quoted $1,100/mo for all 9 gyms.').facts)).toBe(13200);
    expect(quotedPriceOf(extractCustomerFacts('She can sign anything up to $15,000 herself.').facts)).toBeUndefined();
    // What the problem costs them is no price; the quote is, wherever it comes.
    const notes = 'Spoke to Rachel Okafor. No-shows about 11%, she reckons it costs them ~£4k a month. Our quote was £13,800/yr.';
    expect(quotedPriceOf(extractCustomerFacts(notes).facts)).toBe(13800);
  });

  it('drops a sign-off, budget or timing doubt the profile contradicts, and keeps it when someone else must approve', () => {
    const byId = (id: string) => STAGE_PLAYS.Closing.objections.find((objection) => objection.id === id)!;
    const [signOff, timing] = [byId('closing-sign-off'), byId('closing-timing')];
    const harbour = profileSettles(extractCustomerFacts(HARBOUR).facts, 15000);
    expect(harbour).toEqual({ signsAlone: true, wantsItSoon: true });
    expect(contradictedByProfile(signOff, harbour, 'Closing')).toBe(true);
    expect(contradictedByProfile(timing, harbour, 'Closing')).toBe(true);
    const withLegal = profileSettles(
      extractCustomerFacts(`${HARBOUR} Our legal team has to review the contract before she signs.`).facts,
      15000,
    );
    expect(withLegal.signsAlone).toBe(false);
    expect(contradictedByProfile(signOff, withLegal, 'Closing')).toBe(false);
    const overLimit = profileSettles(extractCustomerFacts(HARBOUR.replace('$14,000', '$18,000')).facts, 15000);
    expect(contradictedByProfile(signOff, overLimit, 'Closing')).toBe(false);
  });

  it('says what would put a worry that something will not happen to rest, and turns another kind back (decision 70)', () => {
    const [worry] = profileWorries(extractCustomerFacts(HARBOUR).facts);
    expect(worry!.explain![0]).toBe("Mostly, I'd want to see that the front desk staff will actually use a new system.");
    const [price] = profileWorries(extractCustomerFacts('My main worry is the price going up after year one.').facts);
    expect(price!.explain![0]).toBe("Honestly, that's what I'd want you to show me.");
  });
});
