import type { AnalysedCall } from '@rehearse/domain';
import type { Queryable } from '../../platform/db/database';

/** What migration 0012 keeps of an analysed call's assessment: the numbers, not the texts. */
interface ProgressFacts {
  scores: Record<string, number>;
  metrics: AnalysedCall['metrics'];
  criteria: { key: string; name: string; weight: number }[] | null;
}

interface AnalysedCallRow {
  id: string;
  created_at: Date;
  scenario_id: string | null;
  scenario_title: string;
  progress_facts: ProgressFacts;
}

/**
 * The user's analysed calls as the progress report reads them: the progress_facts column (migration
 * 0012) the database keeps beside each assessment, so justifications, hints and transcripts are
 * never read, and a partial index gives the calls in order.
 */
export function createProgressRepo(tx: Queryable) {
  return {
    async listAnalysedCalls(userId: string): Promise<AnalysedCall[]> {
      const rows = await tx.query<AnalysedCallRow>(
        `SELECT id, created_at, scenario_id, scenario_title, progress_facts
           FROM coaching_sessions
          WHERE user_id = $1 AND progress_facts IS NOT NULL AND status = 'ended'
          ORDER BY created_at, id`,
        [userId],
      );
      return rows.map(({ id, created_at, scenario_id, scenario_title, progress_facts: facts }) => ({
        id,
        createdAt: created_at,
        scenarioId: scenario_id,
        scenarioTitle: scenario_title,
        scores: facts.scores,
        criteria: facts.criteria && facts.criteria.length > 0 ? facts.criteria : null,
        metrics: facts.metrics,
      }));
    },
  };
}
