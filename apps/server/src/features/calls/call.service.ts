import { createHash, randomBytes } from 'node:crypto';
import {
  AppError,
  CALL_START_ESTIMATE_SECONDS,
  type EndedReason,
  type Scenario,
  type StartCallResponse,
  type TranscriptEntry,
} from '@rehearse/domain';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import { requireWithinLimit, type RateLimiter, type RateLimitRule } from '../../platform/rate-limit/rate-limiter';
import type { RecordingStore } from '../../platform/storage/recording-store';
import type { CreditsService } from '../credits';
import { createScenarioRepo } from '../scenarios';
import { snapshotScorecard } from '../scorecards';
import type { AssessmentQueue } from './assessment-queue';
import type { CallProviderNames } from '@rehearse/voice/ports';
import { buildAssistantConfiguration, callEnginesOf } from './assistant-config.builder';
import {
  appendTranscriptEntry,
  deleteUnstartedCall,
  findCoachingSession,
  findOpenCall,
  insertRequestedCall,
  markCallEnded,
  markCallLive,
  touchLiveCall,
  type CoachingSessionRow,
} from '../sessions';
import { createCallStreamTokenRepo } from './call-stream-token.repo';

export const STREAM_TOKEN_TTL_MS = 60_000;
export const CALL_IN_PROGRESS_MESSAGE = 'A practice call is already in progress. End it before starting another.';
const SCENARIO_NOT_FOUND = 'Scenario not found';
/** Call starts a user may make: plenty for start, end and start again; a script hammering the route is stopped. */
export const CALL_START_LIMIT: RateLimitRule = { limit: 10, windowSeconds: 60 };

export interface CallServiceDeps {
  db: Database;
  clock: Clock;
  credits: CreditsService;
  recordings: RecordingStore;
  assessments: AssessmentQueue;
  providers: CallProviderNames;
  rateLimiter: RateLimiter;
  startLimit: RateLimitRule;
  /** This server instance: live calls are marked with it. */
  instanceId: string;
  /** Whether this process runs that call now; an open call nobody runs is an orphan to finalise. */
  isRunningHere: (callId: string) => boolean;
  /** Whether another instance sharing the database still runs (its calls are not orphans). */
  isInstanceAlive: (instanceId: string) => Promise<boolean>;
}

export interface CallFinish {
  userId: string;
  callId: string;
  startedAt: Date;
  endedAt: Date;
  reason: EndedReason;
  recordingBytes: number | null;
  /** The credit left when the call started (its time limit): the bill never goes past it. */
  maxDurationSeconds: number;
}

export const hashStreamToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Call sessions from request to bill: the checks before a call (scenario ownership, credit, one
 * call at a time), the single-use token that opens its audio socket, and the one way a call is
 * finalised (session row, usage ledger, assessment), also for calls a crash left open.
 */
export function createCallService(deps: CallServiceDeps) {
  /** Bills and queues a finished call; safe to repeat (the ledger and the row each change once). */
  async function finishCall(finish: CallFinish): Promise<void> {
    // A call cut off at its limit ends a moment after it (the last reply's words, the socket): that
    // moment is not billed, so a call never costs more than the credit that was left.
    const limit = finish.startedAt.getTime() + finish.maxDurationSeconds * 1000;
    const endedAt = finish.endedAt.getTime() > limit ? new Date(limit) : finish.endedAt;
    const durationSeconds = Math.max(0, Math.round((endedAt.getTime() - finish.startedAt.getTime()) / 1000));
    // Billed before the row says ended: a crash in between leaves the call open, and recovery bills
    // it again, which the ledger ignores (one row per call id). The other order could lose the bill.
    await deps.credits.recordCallUsage({ userId: finish.userId, callId: finish.callId, startedAt: finish.startedAt, endedAt });
    await deps.db.asUser(finish.userId, (tx) =>
      markCallEnded(tx, finish.userId, finish.callId, {
        endedAt,
        reason: finish.reason,
        durationSeconds,
        recordingBytes: finish.recordingBytes,
      }),
    );
    await deps.assessments.enqueue({ sessionId: finish.callId, userId: finish.userId });
  }

  /**
   * Finalises a call no process runs any more: billed up to its last received audio, its transcript
   * and recording kept as written. A call that never started is removed.
   */
  async function finaliseOrphan(row: CoachingSessionRow, reason: EndedReason): Promise<void> {
    if (!row.started_at) {
      // Never connected: not a practice session at all (nothing to list, bill or assess).
      await deps.db.asUser(row.user_id, (tx) => deleteUnstartedCall(tx, row.user_id, row.id));
      return;
    }
    const endedAt = row.last_activity_at ?? row.started_at;
    const recordingBytes = row.recording_key ? ((await deps.recordings.size(row.recording_key)) ?? null) : null;
    await finishCall({
      userId: row.user_id,
      callId: row.id,
      startedAt: row.started_at,
      endedAt,
      reason,
      recordingBytes,
      maxDurationSeconds: row.max_duration_seconds,
    });
  }

  return {
    finishCall,
    finaliseOrphan,

    async requestCall(userId: string, scenarioId: string): Promise<StartCallResponse> {
      await requireWithinLimit(deps.rateLimiter, `call:user:${userId}`, deps.startLimit);
      const scenario: Scenario | undefined = await deps.db.asUser(userId, (tx) => createScenarioRepo(tx).findById(userId, scenarioId));
      if (!scenario) throw new AppError('not_found', SCENARIO_NOT_FOUND);
      await deps.credits.requireCredit(userId, CALL_START_ESTIMATE_SECONDS);
      const maxDurationSeconds = await deps.credits.maxCallSeconds(userId);

      const open = await deps.db.asUser(userId, (tx) => findOpenCall(tx, userId));
      const waitingForSocket = open?.status === 'requested' && open.created_at.getTime() > Date.now() - STREAM_TOKEN_TTL_MS;
      if (open && !waitingForSocket && !deps.isRunningHere(open.id)) {
        // A live call of another instance that still runs is in progress; of a dead one, an orphan.
        const elsewhere = open.status === 'live' && open.instance_id !== null && open.instance_id !== deps.instanceId;
        if (!elsewhere) await finaliseOrphan(open, open.started_at ? 'connection-lost' : 'customer-ended-call');
        else if (!(await deps.isInstanceAlive(open.instance_id!))) await finaliseOrphan(open, 'server-restarted');
      }
      const token = randomBytes(32).toString('base64url');
      const now = deps.clock.now();
      const session = await deps.db.asUser(userId, async (tx) => {
        const inserted = await insertRequestedCall(tx, {
          userId,
          scenarioId,
          scenarioTitle: scenario.title,
          salesStage: scenario.sales_stage,
          persona: scenario.persona,
          // Copied now, so editing the scorecard later does not change this call's assessment.
          scorecard: await snapshotScorecard(tx, userId, scenario.scorecard_id),
          engines: callEnginesOf(deps.providers, scenario.gender),
          maxDurationSeconds,
        });
        if (inserted)
          await createCallStreamTokenRepo(tx).insertStreamToken(
            userId,
            inserted.id,
            hashStreamToken(token),
            new Date(now.getTime() + STREAM_TOKEN_TTL_MS),
          );
        return inserted;
      });
      if (!session) throw new AppError('call_in_progress', CALL_IN_PROGRESS_MESSAGE);
      return {
        id: session.id,
        webCallUrl: `/api/calls/${session.id}/stream?token=${token}`,
        maxDurationSeconds,
        assistant: buildAssistantConfiguration(scenario, userId, deps.providers),
      };
    },

    /** Spends the stream token and returns the call and its scenario, or undefined when refused. */
    async openStream(
      userId: string,
      callId: string,
      token: string,
    ): Promise<{ session: CoachingSessionRow; scenario: Scenario } | undefined> {
      const now = deps.clock.now();
      return deps.db.asUser(userId, async (tx) => {
        if (!(await createCallStreamTokenRepo(tx).consumeStreamToken(userId, callId, hashStreamToken(token), now))) return undefined;
        const session = await findCoachingSession(tx, userId, callId);
        if (!session || session.status !== 'requested' || !session.scenario_id) return undefined;
        const scenario = await createScenarioRepo(tx).findById(userId, session.scenario_id);
        return scenario ? { session, scenario } : undefined;
      });
    },

    async markLive(userId: string, callId: string, startedAt: Date, recordingKey: string, mimeType: string): Promise<boolean> {
      return deps.db.asUser(userId, (tx) =>
        markCallLive(tx, userId, callId, { startedAt, recordingKey, recordingMimeType: mimeType, instanceId: deps.instanceId }),
      );
    },

    async appendTranscript(userId: string, callId: string, entry: TranscriptEntry) {
      await deps.db.asUser(userId, (tx) => appendTranscriptEntry(tx, userId, callId, entry, deps.clock.now()));
    },

    async touch(userId: string, callId: string): Promise<void> {
      await deps.db.asUser(userId, (tx) => touchLiveCall(tx, userId, callId, deps.clock.now()));
    },
  };
}
export type CallService = ReturnType<typeof createCallService>;
