import { richTextToPlainText } from '../scenarios/rich-text.sanitiser';

/**
 * What the briefing before a call says (issue 15): the goal of the call, which is the next step a
 * salesperson must win at the scenario's stage, and the facts of the customer profile that a
 * salesperson would know before dialling (company, role, size, tools), without the buyer's
 * concerns and objections, which the call is there to uncover.
 */

export interface CallGoal {
  /** The next step to win, one line. */
  nextStep: string;
  /** How to earn it, one line. */
  howTo: string;
}

const GOALS: Record<string, CallGoal> = {
  general: {
    nextStep: 'End with a concrete next step the buyer agrees to.',
    howTo: 'Open with why you are calling, learn what matters to them, tie your product to it.',
  },
  prospecting: {
    nextStep: 'Book a 20-30 minute discovery meeting with a date and time.',
    howTo: 'Earn 30 seconds with a reason to listen, handle the brush-off, ask one or two qualifying questions.',
  },
  discovery: {
    nextStep: 'Agree a demo or follow-up meeting with a date.',
    howTo: 'Set an agenda, explore their process and pains with open questions, put a number on the pain.',
  },
  solution: {
    nextStep: 'Agree a trial, proposal or meeting with the decision makers.',
    howTo: 'Recap their needs, show only what solves them, check in after each point and answer their questions.',
  },
  negotiation: {
    nextStep: 'Agree the terms and a commitment: a revised proposal or a signature date.',
    howTo: 'Defend value before price, learn what matters most, trade every concession for something back.',
  },
  closing: {
    nextStep: 'Get the decision: a signed agreement and a kickoff date.',
    howTo: 'Recap the value in their words, settle the last hesitations, ask for the business and plan onboarding.',
  },
};

/** The goal of a call at a stage ('Discovery', 'discovery'; missing or 'none' is the general one). */
export function callGoalFor(stage: string | null | undefined): CallGoal {
  return GOALS[(stage ?? '').trim().toLowerCase()] ?? GOALS.general!;
}

// A sentence that tells the buyer's stance, worries or what would make them say no: for the call to reveal.
const HIDDEN =
  /\b(objections?|object|concerns?|concerned|worr(?:y|ies|ied)|sceptic\w*|skeptic\w*|hesita\w*|reluctan\w*|doubts?|fears?|afraid|push(?:es)? back|pushback|resist\w*|won'?t|will not|wouldn'?t|refuses?|unless|only if|deal.?breaker|hidden|secret(?:ly)?|privately|(?:does|do)(?:n'?t| not) (?:want|believe|trust|like)|distrust\w*|burned|burnt|annoyed|frustrat\w*|complain\w*|tired of|hates?|dislikes?|suspicious|wary)\b/i;

export interface BriefingFacts {
  /** The profile's sentences a salesperson would know before the call. */
  known: string[];
  /** How many sentences were held back as the buyer's own concerns. */
  heldBack: number;
}

/** The profile (stored HTML or plain text) split into sentences, the buyer's concerns held back. */
export function briefingFacts(customerProfile: string): BriefingFacts {
  const text = richTextToPlainText(customerProfile);
  const sentences = text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 1);
  const known = sentences.filter((sentence) => !HIDDEN.test(sentence));
  return { known, heldBack: sentences.length - known.length };
}
