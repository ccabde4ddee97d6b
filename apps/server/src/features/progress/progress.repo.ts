import { PROGRESS_METRIC_KEYS, type AnalysedCall, type ScorecardSnapshot } from '@rehearse/domain';
import type { Queryable } from '../../platform/db/database';

interface AnalysedCallRow {
  id: string;
  created_at: Date;
  scenario_id: string | null;
  scenario_title: string;
  scorecard: ScorecardSnapshot | null;
  scores: Record<string, number> | null;
  metrics: AnalysedCall['metrics'] | null;
}

/**
 * The user's analysed calls (a text overall_summary, spec section 3) as the progress report reads
 * them. The database takes the numbers out of the stored JSON, so justifications, hints and the
 * transcript never leave it: a thousand calls are a few hundred kilobytes, not megabytes.
 */
export function createProgressRepo(tx: Queryable) {
  return {
    async listAnalysedCalls(userId: string): Promise<AnalysedCall[]> {
      const rows = await tx.query<AnalysedCallRow>(
        `SELECT id, created_at, scenario_id, scenario_title, scorecard,
           (SELECT jsonb_object_agg(category.key, category.value -> 'score')
              FROM jsonb_each(assessment_feedback) AS category
             WHERE jsonb_typeof(category.value) = 'object' AND jsonb_typeof(category.value -> 'score') = 'number') AS scores,
           (SELECT jsonb_agg(jsonb_build_object('key', metric -> 'key', 'label', metric -> 'label', 'value', metric -> 'value',
                     'display', metric -> 'display', 'target', metric -> 'target', 'inRange', metric -> 'inRange'))
              FROM jsonb_array_elements(CASE WHEN jsonb_typeof(metrics) = 'array' THEN metrics ELSE '[]'::jsonb END) AS metric
             WHERE metric ->> 'key' = ANY($2::text[])) AS metrics
         FROM coaching_sessions
        WHERE user_id = $1 AND status = 'ended' AND jsonb_typeof(assessment_feedback -> 'overall_summary') = 'string'
        ORDER BY created_at, id`,
        [userId, [...PROGRESS_METRIC_KEYS]],
      );
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.created_at,
        scenarioId: row.scenario_id,
        scenarioTitle: row.scenario_title,
        scores: row.scores ?? {},
        criteria: row.scorecard?.criteria ?? null,
        metrics: row.metrics ?? [],
      }));
    },
  };
}
