import type { Difficulty } from '@rehearse/domain';

/** How each difficulty is named on the form, the card and the briefing. */
export const DIFFICULTY_LABELS: Record<Difficulty, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };

/** What the AI customer does at each difficulty, shown under the choice and in the briefing. */
export const DIFFICULTY_HINTS: Record<Difficulty, string> = {
  easy: 'Patient and open: shares freely, raises one mild objection at most and agrees readily to a sensible next step.',
  medium: 'Shares when asked, raises the usual objections of the role and stage, and agrees when your questions and answers earn it.',
  hard: 'Guarded: raises more and harder objections, wants proof and numbers, hangs up after a couple of pitches or pushes.',
};
