import type { Topic } from './buyer-topics';

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
  /** Caller words that deal with it (on normalised text). */
  answeredBy: RegExp;
  /** Brush-offs are best met with a relevant question: any question then deals with it. */
  answeredByQuestion?: boolean;
  /** Caller words that make the buyer raise it now rather than later (price talk: cost). */
  triggeredBy?: RegExp;
  /** The profile topic behind it: what the buyer says when asked to tell more. */
  topic?: Topic;
}

export const PRICE_TALK = /\b(price|pricing|costs?|per (month|year|seat|user)|dollars|discount|budget|expensive|fee|subscription|licen[cs]e)\b/;
export const EFFORT_TALK = /\b(weeks?|days|quick(ly)?|fast|minimal|hours|onboard\w*|we (handle|do|take care of)|done for you|turnkey|set ?up|implementation|up and running|migrat\w*|support|dedicated|help you)\b/;
export const EVIDENCE_TALK = /\b(customers?|clients?|case stud(y|ies)|references?|for (example|instance)|companies like (yours|you)|similar|we work with|results|percent|data)\b/;
export const VALUE_TALK = /\b(value|save|saving|savings|return|roi|pays? for itself|payback|revenue|results|worth|cost of (doing nothing|waiting|not)|outcome|impact|benefit)\b/;
