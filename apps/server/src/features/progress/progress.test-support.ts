import type { Queryable } from '../../platform/db/database';
import { markAssessmentCompleted } from '../sessions';
import { insertSessionRow } from '../sessions/coaching-session.test-support';

export interface AnalysedSessionOverrides {
  createdAt?: Date;
  scenarioId?: string | null;
  scores?: Record<string, number>;
  /** The talk-to-listen ratio stored among the metrics (in range from 40 to 60). */
  talkRatio?: number;
  /** false: an ended call still waiting for its assessment. */
  analysed?: boolean;
}

/** An ended call of the user with a stored assessment and metrics, straight in the database; for progress tests and the bench. */
export async function insertAnalysedSession(
  db: Queryable,
  userId: string,
  overrides: AnalysedSessionOverrides = {},
): Promise<{ id: string }> {
  const row = await insertSessionRow(db, userId, { createdAt: overrides.createdAt, scenarioId: overrides.scenarioId });
  if (overrides.analysed === false) return { id: row.id };
  const scores = overrides.scores ?? { rapport_building: 7, needs_discovery: 5 };
  const feedback = {
    overall_summary: 'A steady call.',
    ...Object.fromEntries(
      Object.entries(scores).map(([key, score]) => [key, { score, justification: 'Warm. "What made fuel costs a priority" (0:01).' }]),
    ),
  };
  const talkRatio = overrides.talkRatio ?? 55;
  const metrics = [
    {
      key: 'talk_ratio',
      label: 'Talk-to-listen ratio',
      value: talkRatio,
      display: `${talkRatio} %`,
      target: '40-60 %',
      inRange: talkRatio >= 40 && talkRatio <= 60,
      hint: 'Listen.',
    },
  ];
  await markAssessmentCompleted(db, row.id, { feedback, metrics });
  return { id: row.id };
}
