/**
 * The calls e2e/progress.e2e.ts seeds, and what the progress section must then show. The figures
 * were worked out by hand from the rule of decision 0027 (weights 2^(-k/3), newest k = 0:
 * 0.5, 0.63, 0.794, 1 for four calls).
 */
export const PROGRESS_SEED = [
  { weeksAgo: 3, rapport: 4, discovery: 3, talkRatio: 72 },
  { weeksAgo: 2, rapport: 5, discovery: 4, talkRatio: 66 },
  { weeksAgo: 1, rapport: 6, discovery: 6, talkRatio: 55 },
  { weeksAgo: 0, rapport: 8, discovery: 5, talkRatio: 50 },
] as const;

export const SEEDED_QUOTE = { text: 'What made fuel costs a priority this quarter?', atSeconds: 12 } as const;

export const PROGRESS_EXPECTED = {
  overallPerCall: ['3.5', '4.5', '6.0', '6.5'],
  latest: '6.5',
  latestChange: '+0.5 on the call before',
  strongest: { name: 'Rapport Building', proficiency: '6.1', change: '+0.9' },
  weakest: { name: 'Needs Discovery', proficiency: '4.7', change: '+0.1' },
  talkRatioOnTarget: 'On target in 2 of 4 calls',
  attempt: { scenario: 'Fleet renewal', scores: '6.0 → 6.5 (+0.5) · attempt 4' },
} as const;
