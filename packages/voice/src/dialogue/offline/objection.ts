import type { SpeechAct, Topic } from '@rehearse/conversation';

/**
 * A concern the buyer raises and keeps until the salesperson deals with it. Lines are templates:
 * `{tools}` (the tools the profile names), `{budget}` / `{decision}` (a profile sentence on that
 * topic) make a variant usable only when the profile has it, so no line invents a fact; `{name}`
 * (the caller's name) is dropped with its comma when unknown.
 */
export interface Objection {
  id: string;
  raise: readonly string[];
  /** Said when the salesperson talks past it. */
  remind: readonly string[];
  /** Said when the salesperson has dealt with it. */
  accept: readonly string[];
  /** What is behind it, when the salesperson asks (and the profile has nothing on its topic). */
  explain?: readonly string[];
  /**
   * What deals with it, by meaning: a turn doing one of these acts about one of these topics (any
   * topic when empty), or one that takes up the concern's own words. `needsNumbers`: a hard buyer
   * wants figures (money, a percentage, a duration), not adjectives.
   */
  answeredBy: { acts: readonly SpeechAct[]; topics: readonly Topic[]; needsNumbers?: boolean };
  /** Topics of the salesperson's turn that make the buyer raise it now rather than later (price talk: cost). */
  triggeredBy?: readonly Topic[];
  /** The profile topic behind it: what the buyer says when asked to tell more. */
  topic?: Topic;
  /**
   * A brush-off of the call's opening ("I'm in the middle of something. What's this about?") said as it is said
   * once the call is under way ("I've only got a couple more minutes, so get to the point."): the opening's words
   * at the sixth turn started the call over.
   */
  later?: { raise: readonly string[]; remind: readonly string[] };
  /** The profile fact it comes from, for a worry the profile gives the buyer: telling that fact raises it. */
  factId?: number;
}
