import type { Difficulty, Gender, Persona, SalesStage, Scenario } from '@rehearse/domain';
import type { Queryable } from '../../platform/db/database';

/** The stored columns a scenario is written with (the API's snake_case names). */
export interface ScenarioRow {
  title: string;
  product: string;
  scenario_details: string;
  sales_stage: SalesStage | null;
  persona: Persona | null;
  gender: Gender;
  difficulty: Difficulty;
  scorecard_id: string;
  company_url: string | null;
  optimized_prompt: string;
}

type StoredRow = ScenarioRow & { id: string; duplicated_from_id: string | null; created_at: Date };

/** The whitelisted shape of the API: user_id and updated_at never leave the server. */
const toScenario = (row: StoredRow): Scenario => ({
  id: row.id,
  title: row.title,
  product: row.product,
  scenario_details: row.scenario_details,
  sales_stage: row.sales_stage,
  persona: row.persona,
  gender: row.gender ?? 'Male',
  difficulty: row.difficulty,
  scorecard_id: row.scorecard_id,
  company_url: row.company_url,
  optimized_prompt: row.optimized_prompt,
  duplicated_from_id: row.duplicated_from_id,
  created_at: row.created_at.toISOString(),
});

const COLUMNS =
  'id, title, product, scenario_details, sales_stage, persona, gender, difficulty, scorecard_id, company_url, optimized_prompt, duplicated_from_id, created_at';

/**
 * Scenario rows. Run it inside `db.asUser(userId, ...)`: row-level security then limits every
 * statement to that user, and each statement also filters on user_id itself.
 */
export function createScenarioRepo(tx: Queryable) {
  return {
    async listByUser(userId: string): Promise<Scenario[]> {
      const rows = await tx.query<StoredRow>(`SELECT ${COLUMNS} FROM scenarios WHERE user_id = $1 ORDER BY created_at DESC, id DESC`, [
        userId,
      ]);
      return rows.map(toScenario);
    },

    async findById(userId: string, id: string): Promise<Scenario | undefined> {
      const rows = await tx.query<StoredRow>(`SELECT ${COLUMNS} FROM scenarios WHERE id = $1 AND user_id = $2`, [id, userId]);
      return rows[0] && toScenario(rows[0]);
    },

    /** Holds the row until the transaction ends, so it cannot be deleted in between (a copy's source). */
    async lockById(userId: string, id: string): Promise<boolean> {
      const rows = await tx.query(`SELECT id FROM scenarios WHERE id = $1 AND user_id = $2 FOR SHARE`, [id, userId]);
      return rows.length === 1;
    },

    async insert(userId: string, row: ScenarioRow, duplicatedFromId: string | null = null): Promise<Scenario> {
      const rows = await tx.query<StoredRow>(
        `INSERT INTO scenarios (user_id, title, product, scenario_details, sales_stage, persona, gender, difficulty, company_url, optimized_prompt, duplicated_from_id, scorecard_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${COLUMNS}`,
        [
          userId,
          row.title,
          row.product,
          row.scenario_details,
          row.sales_stage,
          row.persona,
          row.gender,
          row.difficulty,
          row.company_url,
          row.optimized_prompt,
          duplicatedFromId,
          row.scorecard_id,
        ],
      );
      return toScenario(rows[0]!);
    },

    async update(userId: string, id: string, row: ScenarioRow): Promise<Scenario | undefined> {
      const rows = await tx.query<StoredRow>(
        `UPDATE scenarios SET title = $3, product = $4, scenario_details = $5, sales_stage = $6, persona = $7, gender = $8,
           difficulty = $9, company_url = $10, optimized_prompt = $11, scorecard_id = $12, updated_at = now()
         WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
        [
          id,
          userId,
          row.title,
          row.product,
          row.scenario_details,
          row.sales_stage,
          row.persona,
          row.gender,
          row.difficulty,
          row.company_url,
          row.optimized_prompt,
          row.scorecard_id,
        ],
      );
      return rows[0] && toScenario(rows[0]);
    },

    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await tx.query('DELETE FROM scenarios WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId]);
      return rows.length === 1;
    },

    /** Puts the scenarios that used a scorecard on another (a deleted scorecard's go back to the stage rubric). */
    async replaceScorecard(userId: string, scorecardId: string, replacement: string): Promise<void> {
      await tx.query('UPDATE scenarios SET scorecard_id = $3, updated_at = now() WHERE user_id = $1 AND scorecard_id = $2', [
        userId,
        scorecardId,
        replacement,
      ]);
    },

    /** Titles starting with `prefix`: the candidates a copy's name must not collide with. */
    async titlesStartingWith(userId: string, prefix: string): Promise<string[]> {
      const rows = await tx.query<{ title: string }>('SELECT title FROM scenarios WHERE user_id = $1 AND starts_with(title, $2)', [
        userId,
        prefix,
      ]);
      return rows.map((row) => row.title);
    },

    /** Serialises copy naming per user, so two copies made at once do not take the same title. */
    /** Holds the user's new scenarios until the transaction ends, so that a cap is counted exactly. */
    async lockNewScenarios(userId: string): Promise<void> {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('scenario-new:' || $1))`, [userId]);
    },

    async countByUser(userId: string): Promise<number> {
      const [row] = await tx.query<{ count: number | string | bigint }>('SELECT count(*) AS count FROM scenarios WHERE user_id = $1', [
        userId,
      ]);
      return Number(row?.count ?? 0);
    },

    async lockCopyNaming(userId: string): Promise<void> {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('scenario-copy:' || $1))`, [userId]);
    },
  };
}
