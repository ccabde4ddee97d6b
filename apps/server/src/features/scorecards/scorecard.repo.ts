import type { Scorecard, ScorecardCriterion, ScorecardInput } from '@rehearse/domain';
import type { Queryable } from '../../platform/db/database';

interface StoredRow {
  id: string;
  name: string;
  criteria: ScorecardCriterion[];
  created_at: Date;
}

/** The whitelisted shape of the API: user_id, duplicated_from and updated_at never leave the server. */
const toScorecard = (row: StoredRow): Scorecard => ({
  id: row.id,
  name: row.name,
  description: '',
  built_in: false,
  criteria: row.criteria.map(({ key, name, good_looks_like, weight, scale }) => ({ key, name, good_looks_like, weight, scale })),
  created_at: row.created_at.toISOString(),
});

const COLUMNS = 'id, name, criteria, created_at';

/**
 * A user's own scorecards. Run it inside `db.asUser(userId, ...)`: row-level security then limits
 * every statement to that user, and each statement also filters on user_id itself.
 */
export function createScorecardRepo(tx: Queryable) {
  return {
    async listByUser(userId: string): Promise<Scorecard[]> {
      const rows = await tx.query<StoredRow>(`SELECT ${COLUMNS} FROM scorecards WHERE user_id = $1 ORDER BY created_at DESC, id DESC`, [
        userId,
      ]);
      return rows.map(toScorecard);
    },

    async findById(userId: string, id: string): Promise<Scorecard | undefined> {
      const rows = await tx.query<StoredRow>(`SELECT ${COLUMNS} FROM scorecards WHERE id = $1 AND user_id = $2`, [id, userId]);
      return rows[0] && toScorecard(rows[0]);
    },

    async insert(userId: string, input: ScorecardInput, duplicatedFrom: string | null = null): Promise<Scorecard> {
      const rows = await tx.query<StoredRow>(
        `INSERT INTO scorecards (user_id, name, criteria, duplicated_from) VALUES ($1, $2, $3::jsonb, $4) RETURNING ${COLUMNS}`,
        [userId, input.name, JSON.stringify(input.criteria), duplicatedFrom],
      );
      return toScorecard(rows[0]!);
    },

    async update(userId: string, id: string, input: ScorecardInput): Promise<Scorecard | undefined> {
      const rows = await tx.query<StoredRow>(
        `UPDATE scorecards SET name = $3, criteria = $4::jsonb, updated_at = now() WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
        [id, userId, input.name, JSON.stringify(input.criteria)],
      );
      return rows[0] && toScorecard(rows[0]);
    },

    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await tx.query('DELETE FROM scorecards WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId]);
      return rows.length === 1;
    },

    /** The user's scorecard names: the candidates a copy's name must not collide with. */
    async names(userId: string): Promise<string[]> {
      const rows = await tx.query<{ name: string }>('SELECT name FROM scorecards WHERE user_id = $1', [userId]);
      return rows.map((row) => row.name);
    },

    /** Serialises copy naming per user, so two copies made at once do not take the same name. */
    async lockCopyNaming(userId: string): Promise<void> {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('scorecard-copy:' || $1))`, [userId]);
    },
  };
}
