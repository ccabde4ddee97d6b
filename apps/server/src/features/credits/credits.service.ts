import { randomUUID } from 'node:crypto';
import {
  AppError,
  billedSecondsOf,
  billingPeriodOf,
  CALL_CREDIT_ESTIMATE_SECONDS,
  CREDIT_UPGRADE_MESSAGE,
  creditCheckOf,
  creditsFromUsage,
  creditTexts,
  formatRemainingSeconds,
  type CreditCheckResult,
  type Credits,
} from '@rehearse/domain';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import { createPlanRepo } from './plan.repo';
import { createUsageLedgerRepo } from './usage-ledger.repo';

export interface CreditsDeps {
  db: Database;
  clock: Clock;
}

/** A finished call to bill. `callId` must be the server's own id for the call (never the client's). */
export interface CallUsage {
  userId: string;
  callId: string;
  startedAt: Date;
  endedAt: Date;
}

export interface RecordedUsage {
  /** True when this write billed the call; false when the call had been billed already. */
  billed: boolean;
  /** What this call costs (even when an earlier write billed it). */
  billedSeconds: number;
}

/**
 * Call credit: the monthly quota of the user's plan minus the seconds in the usage ledger for the
 * current period (the calendar month in UTC). Every read and write runs under `db.asUser`, so a
 * user's credit is computed from their own ledger rows only.
 *
 * The seam for the call issue: before a call, `requireCredit(userId)` (or `checkCredits`) and
 * `maxCallSeconds(userId)` (end the call when it is reached); after it, `recordCallUsage` with the
 * real start and end, which is safe to repeat (a retried or duplicated call-ended report bills once).
 */
export function createCreditsService(deps: CreditsDeps) {
  async function getCredits(userId: string, now: Date = deps.clock.now()): Promise<Credits> {
    return deps.db.asUser(userId, async (tx) => {
      const plan = await createPlanRepo(tx).findUserPlan(userId);
      if (!plan) throw new AppError('not_found', creditTexts.noInformationFound);
      const period = billingPeriodOf(now);
      const usedSeconds = await createUsageLedgerRepo(tx).sumBilledSeconds(userId, period);
      return creditsFromUsage({ planType: plan.plan, quotaMinutes: plan.quotaMinutes, usedSeconds, period });
    });
  }

  async function checkCredits(
    userId: string,
    estimatedSeconds: number = CALL_CREDIT_ESTIMATE_SECONDS,
    now: Date = deps.clock.now(),
  ): Promise<CreditCheckResult> {
    return creditCheckOf(await getCredits(userId, now), estimatedSeconds);
  }

  return {
    getCredits,
    checkCredits,

    /**
     * Bills a finished call once: its real duration rounded up to whole seconds, in the period it
     * started in. Concurrent or repeated reports of the same call id bill it exactly once (the
     * ledger's unique call_id decides, not a read before the write).
     */
    async recordCallUsage(usage: CallUsage): Promise<RecordedUsage> {
      const billedSeconds = billedSecondsOf(usage.startedAt, usage.endedAt);
      // A clock that stepped back must not make an end before the start (the ledger refuses it).
      const endedAt = usage.endedAt < usage.startedAt ? usage.startedAt : usage.endedAt;
      const billed = await deps.db.asUser(usage.userId, (tx) =>
        createUsageLedgerRepo(tx).insertUsage({
          userId: usage.userId,
          callId: usage.callId,
          startedAt: usage.startedAt,
          endedAt,
          billedSeconds,
        }),
      );
      return { billed, billedSeconds };
    },

    /**
     * The longest a call starting now may last: the remaining credit in seconds. The call gateway
     * ends the call when it is reached, so credit is enforced on the server, not only checked at
     * start. One live call per user keeps this exact; concurrent calls would each get the whole rest.
     */
    async maxCallSeconds(userId: string, now: Date = deps.clock.now()): Promise<number> {
      return (await getCredits(userId, now)).remaining_seconds;
    },

    /** Refuses (402 insufficient_credits) unless the user has credit for the estimate; a call start's guard. */
    async requireCredit(
      userId: string,
      estimatedSeconds: number = CALL_CREDIT_ESTIMATE_SECONDS,
      now: Date = deps.clock.now(),
    ): Promise<CreditCheckResult> {
      const result = await checkCredits(userId, estimatedSeconds, now);
      if (!result.has_credits) {
        throw new AppError(
          'insufficient_credits',
          `You have ${formatRemainingSeconds(result.remaining_seconds)} remaining. ${CREDIT_UPGRADE_MESSAGE}`,
        );
      }
      return result;
    },

    /**
     * An operator's adjustment: bills `seconds` now, under a generated call id, noted as a manual
     * adjustment. It counts in the current period whatever its size (start and end are both now).
     */
    async recordManualUsage(userId: string, seconds: number, now: Date = deps.clock.now()): Promise<string> {
      if (!Number.isInteger(seconds) || seconds < 0) throw new RangeError('seconds must be a whole number, 0 or more');
      const callId = `manual-${randomUUID()}`;
      await deps.db.asUser(userId, (tx) =>
        createUsageLedgerRepo(tx).insertUsage({
          userId,
          callId,
          startedAt: now,
          endedAt: now,
          billedSeconds: seconds,
          note: 'manual adjustment',
        }),
      );
      return callId;
    },
  };
}
export type CreditsService = ReturnType<typeof createCreditsService>;
