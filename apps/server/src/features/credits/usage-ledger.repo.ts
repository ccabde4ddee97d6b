import type { BillingPeriod } from '@rehearse/domain';
import type { Queryable } from '../../platform/db/database';

export interface UsageEntry {
  userId: string;
  /** Unique per call: the ledger bills a call id once, however often its end is reported. */
  callId: string;
  startedAt: Date;
  endedAt: Date;
  billedSeconds: number;
  note?: string;
}

/** The append-only usage ledger; used inside `db.asUser`, and every query also filters on the user. */
export function createUsageLedgerRepo(tx: Queryable) {
  return {
    /** True when this insert billed the call; false when that call id was billed before (by anyone). */
    async insertUsage(entry: UsageEntry): Promise<boolean> {
      const rows = await tx.query(
        `INSERT INTO usage_ledger (user_id, call_id, started_at, ended_at, billed_seconds, note)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (call_id) DO NOTHING
         RETURNING id`,
        [entry.userId, entry.callId, entry.startedAt, entry.endedAt, entry.billedSeconds, entry.note ?? null],
      );
      return rows.length === 1;
    },

    /** Seconds billed to the user for calls that started within the period. */
    async sumBilledSeconds(userId: string, period: BillingPeriod): Promise<number> {
      const [row] = await tx.query<{ used: number | string | bigint }>(
        `SELECT COALESCE(SUM(billed_seconds), 0)::bigint AS used FROM usage_ledger
         WHERE user_id = $1 AND started_at >= $2 AND started_at < $3`,
        [userId, period.start, period.end],
      );
      // PGlite and pg hand a bigint back differently (bigint, string or number): all fit a number here.
      return Number(row?.used ?? 0);
    },
  };
}
