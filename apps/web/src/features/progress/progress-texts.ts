import { PROFICIENCY_HALF_LIFE_CALLS } from '@rehearse/domain';

/** The progress section's texts. */
export const progressTexts = {
  title: 'Your Progress',
  loading: 'Loading your progress...',
  failed: "We couldn't load your progress. Reload the page to try again.",
  emptyTitle: 'No Progress Yet',
  emptyDescription: 'Your scores, skills and habits over time appear here once your first call has been analysed.',
  weighting: `Proficiency weighs recent calls more: each score counts half as much as the one ${PROFICIENCY_HALF_LIFE_CALLS} calls later.`,
  showTable: 'Show as table',
} as const;
