import type { Queryable } from '../../platform/db/database';

export interface UserPlan {
  plan: string;
  /** The user's override when set, else the plan's monthly quota. */
  quotaMinutes: number;
  quotaOverrideMinutes: number | null;
}

export interface PlanRow {
  name: string;
  monthlyQuotaMinutes: number;
  users: number;
}

export interface PlanHolder extends UserPlan {
  id: string;
  email: string;
}

/** Plans and the users' choice of them. Reading a user's plan runs under `db.asUser`; the rest is operator work. */
export function createPlanRepo(db: Queryable) {
  return {
    async findUserPlan(userId: string): Promise<UserPlan | undefined> {
      const [row] = await db.query<{ plan: string; quota_minutes: number; quota_minutes_override: number | null }>(
        `SELECT u.plan, COALESCE(u.quota_minutes_override, p.monthly_quota_minutes) AS quota_minutes, u.quota_minutes_override
         FROM users u JOIN plans p ON p.name = u.plan
         WHERE u.id = $1`,
        [userId],
      );
      return row && { plan: row.plan, quotaMinutes: row.quota_minutes, quotaOverrideMinutes: row.quota_minutes_override };
    },

    async findPlanHolderByEmail(email: string): Promise<PlanHolder | undefined> {
      const [row] = await db.query<{
        id: string;
        email: string;
        plan: string;
        quota_minutes: number;
        quota_minutes_override: number | null;
      }>(
        `SELECT u.id, u.email, u.plan, COALESCE(u.quota_minutes_override, p.monthly_quota_minutes) AS quota_minutes, u.quota_minutes_override
         FROM users u JOIN plans p ON p.name = u.plan
         WHERE lower(u.email) = lower($1)`,
        [email],
      );
      return (
        row && {
          id: row.id,
          email: row.email,
          plan: row.plan,
          quotaMinutes: row.quota_minutes,
          quotaOverrideMinutes: row.quota_minutes_override,
        }
      );
    },

    async listPlans(): Promise<PlanRow[]> {
      const rows = await db.query<{ name: string; monthly_quota_minutes: number; users: number | string | bigint }>(
        `SELECT p.name, p.monthly_quota_minutes, count(u.id) AS users
         FROM plans p LEFT JOIN users u ON u.plan = p.name
         GROUP BY p.name, p.monthly_quota_minutes
         ORDER BY p.monthly_quota_minutes, p.name`,
      );
      return rows.map((row) => ({ name: row.name, monthlyQuotaMinutes: row.monthly_quota_minutes, users: Number(row.users) }));
    },

    /** Moves the user to a plan; a null override means the plan's own quota applies. */
    async setUserPlan(userId: string, plan: string, quotaOverrideMinutes: number | null): Promise<void> {
      await db.query('UPDATE users SET plan = $2, quota_minutes_override = $3 WHERE id = $1', [userId, plan, quotaOverrideMinutes]);
    },

    /** Creates the plan, or sets its quota when it exists. */
    async upsertPlan(name: string, monthlyQuotaMinutes: number): Promise<void> {
      await db.query(
        `INSERT INTO plans (name, monthly_quota_minutes) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET monthly_quota_minutes = EXCLUDED.monthly_quota_minutes`,
        [name, monthlyQuotaMinutes],
      );
    },
  };
}

/** The free plan's quota comes from configuration (FREE_PLAN_QUOTA_MINUTES); written at start. */
export async function applyFreePlanQuota(db: Queryable, minutes: number): Promise<void> {
  await createPlanRepo(db).upsertPlan('free', minutes);
}
