import type { Dialogue } from '../dialogue.port';
import { OfflineBuyerConversation } from './buyer-conversation';
import { rehearseScenario } from './buyer-rehearsal';

export interface OfflineBuyerOptions {
  /** Where a call without `context.seed` gets its seed (real calls): varied wording call to call. */
  newSeed?: () => number;
}

const randomSeed = () => Math.floor(Math.random() * 2 ** 32);

/**
 * The offline buyer: a rule-based dialogue engine (intent classifier, profile facts, persona and
 * stage knowledge, mood and memory), no model and no network. See docs/decisions/0010.
 */
export function createOfflineBuyer(options: OfflineBuyerOptions = {}): Dialogue {
  const newSeed = options.newSeed ?? randomSeed;
  return {
    name: 'offline-buyer',
    startConversation: (context) => new OfflineBuyerConversation(context, context.seed ?? newSeed()),
    // The profile's facts and their index, read once: 100-300 ms of tagging a call need not wait for (decision 56);
    // then a call's opening nobody hears, so that the planner's code is warm for the call's first reply (decision 116).
    prepareScenario: (scenario) => rehearseScenario(scenario),
  };
}
