import { FIRST_MESSAGE } from '@rehearse/domain';
import type { BuyerScenario, DialogueTurn } from '../dialogue.port';
import { OfflineBuyerConversation } from './buyer-conversation';
import { readCustomerProfile } from './buyer-play';
import { textOf } from './reply-plan';

/**
 * What a caller commonly says first, as the recogniser gives it (lower case, no punctuation): an
 * opening, a question about the buyer's situation, an offer with a figure, a day and a next step.
 * General on purpose: what they warm is the planner's code, not an answer to a line.
 */
const REHEARSAL_LINES = [
  'hi this is alex from northwind is now a good time to talk',
  'how do you handle that today and what does it cost you',
  'we could start at 12000 a year could we meet next tuesday at ten to go through it',
];

const REHEARSAL_SEED = 1;

/** Lets the event loop run (a live call's audio frames) between two steps of the rehearsal. */
const nextTurnOfTheLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Reads the scenario's profile (kept, shared by its calls) and plays the opening of a call on it
 * that nobody hears, its replies thrown away. The first reply of a process, or of one whose buyer
 * has not run for a few garbage collections (V8 then drops the compiled regular expressions and
 * code), took 45-60 ms of the event loop against 2-8 ms warm (decision 116); run shortly before a
 * call needs its first reply, the call's replies are all warm ones. The conversation is a fresh
 * one of its own: what it plans reaches no other (the caches it fills hold readings of a text,
 * which depend on the text alone).
 */
export async function rehearseScenario(scenario: BuyerScenario): Promise<void> {
  readCustomerProfile(scenario.customerProfile);
  const conversation = new OfflineBuyerConversation(
    { systemPrompt: '', scenario, temperature: 0, firstMessage: FIRST_MESSAGE },
    REHEARSAL_SEED,
  );
  const turns: DialogueTurn[] = [{ role: 'buyer', text: FIRST_MESSAGE }];
  for (const line of REHEARSAL_LINES) {
    await nextTurnOfTheLoop();
    turns.push({ role: 'caller', text: line });
    const plan = conversation.plan(turns);
    if (plan.endCall) return;
    turns.push({ role: 'buyer', text: textOf(plan.parts) });
  }
}
