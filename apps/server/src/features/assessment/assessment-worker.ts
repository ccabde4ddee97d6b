import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { AssessmentFeedback, ConversationMetric, Persona, SalesStage, ScorecardSnapshot, TranscriptEntry } from '@rehearse/domain';
import type { Database, Unlisten } from '../../platform/db/database';
import {
  claimAssessmentJob,
  completeAssessmentJob,
  extendAssessmentLease,
  failAbandonedAssessmentJobs,
  failAssessmentAttempt,
  loadSessionToAssess,
  queueMissedAssessments,
  releaseAssessmentJob,
  type ClaimedJob,
  type SessionToAssess,
} from './assessment-job.repo';

/** What the assessor is given of a finished call. */
export interface AssessmentInput {
  transcript: TranscriptEntry[];
  salesStage: SalesStage | null;
  scenario: { title: string; product: string; customerProfile: string; persona: Persona | null };
  /** The scorecard copied onto the session at call start; null for the stage rubric. */
  scorecard: ScorecardSnapshot | null;
}

export interface AssessmentResult {
  feedback: AssessmentFeedback;
  metrics: ConversationMetric[];
}

/**
 * The assessor as the queue sees it; the assessment service fits it. `signal` aborts when the
 * worker gives the job up (lost lease, shutdown). An error whose `retryable` is false (a rubric
 * that does not exist) fails the job at once instead of trying again.
 */
export interface SessionAssessor {
  assess(input: AssessmentInput, signal?: AbortSignal): Promise<AssessmentResult>;
}

/** The NOTIFY channel the jobs table's trigger wakes workers on (migration 0005). */
export const ASSESSMENT_JOBS_CHANNEL = 'assessment_jobs_queued';

export interface AssessmentWorkerSettings {
  /** How often the queue is looked at when nothing woke the worker; default 1 s. */
  pollIntervalMs: number;
  /** How long a claimed job is this worker's; renewed while it runs. A dead worker's job waits this long. */
  leaseMs: number;
  /** The wait before attempt n + 1 after attempt n failed. */
  retryDelayMs: (attempt: number) => number;
  /** Jobs run at once by this worker. */
  concurrency: number;
  /** How long shutdown waits for running jobs before handing them back to the queue. */
  stopGraceMs: number;
  /** How often to look for ended calls that were never queued, and how old they must be. */
  missedSweepMs: number;
}

/** 5 s, then 20 s (attempts: 3, the jobs table's default). */
export const exponentialBackoff =
  (baseMs: number, factor = 4) =>
  (attempt: number) =>
    baseMs * factor ** Math.max(0, attempt - 1);

export const DEFAULT_WORKER_SETTINGS: AssessmentWorkerSettings = {
  pollIntervalMs: 1000,
  leaseMs: 120_000,
  retryDelayMs: exponentialBackoff(5000),
  concurrency: 2,
  stopGraceMs: 10_000,
  missedSweepMs: 60_000,
};

interface WorkerLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface AssessmentWorkerDeps {
  db: Database;
  assessor: SessionAssessor;
  logger: WorkerLogger;
  settings?: Partial<AssessmentWorkerSettings>;
  /** Names this worker in `locked_by`; unique per process by default. */
  workerId?: string;
}

export interface AssessmentWorker {
  readonly id: string;
  /** Listens for new jobs and polls; runs what is due now. */
  start(): Promise<void>;
  /** Looks for due jobs now (after an enqueue in this process). */
  kick(): void;
  /** Takes no more jobs, waits for running ones up to the grace period, hands the rest back. */
  stop(): Promise<void>;
}

function toInput(session: SessionToAssess): AssessmentInput {
  return {
    transcript: session.transcript,
    salesStage: session.sales_stage,
    scenario: {
      title: session.scenario_title,
      product: session.product ?? '',
      customerProfile: session.scenario_details ?? '',
      persona: session.persona,
    },
    scorecard: session.scorecard ?? null,
  };
}

const isRetryable = (error: unknown) =>
  !(typeof error === 'object' && error !== null && (error as { retryable?: unknown }).retryable === false);
const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * Runs queued assessments: woken by the jobs table's NOTIFY (any instance's enqueue) or a local
 * kick, and by a poll that also catches retries coming due and jobs of dead workers. Each job runs
 * under a lease it renews; its result is written only while it still holds the job.
 */
export function createAssessmentWorker(deps: AssessmentWorkerDeps): AssessmentWorker {
  const settings = { ...DEFAULT_WORKER_SETTINGS, ...deps.settings };
  const id = deps.workerId ?? `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const { db, logger } = deps;
  const running = new Map<number, { done: Promise<void>; abort: AbortController }>();
  let pollTimer: NodeJS.Timeout | undefined;
  let unlisten: Unlisten | undefined;
  let started = false;
  let stopping = false;
  let filling: Promise<void> | undefined;
  let fillAgain = false;
  let lastMissedSweep = 0;
  let polling: Promise<void> | undefined;

  async function runJob(job: ClaimedJob, abort: AbortController): Promise<void> {
    const renew = setInterval(
      () => {
        extendAssessmentLease(db, job.id, id, settings.leaseMs)
          .then((held) => held || abort.abort(new Error('The assessment job was taken over')))
          .catch((error: unknown) => logger.warn({ err: error, jobId: job.id }, 'Could not renew an assessment lease'));
      },
      Math.max(10, Math.floor(settings.leaseMs / 3)),
    );
    try {
      const session = await loadSessionToAssess(db, job.session_id);
      if (!session) return; // deleted meanwhile: its job went with it
      if (session.assessment_status === 'completed') {
        await completeAssessmentJob(db, job.id, id, undefined);
        return;
      }
      const result = await deps.assessor.assess(toInput(session), abort.signal);
      if (abort.signal.aborted || !(await completeAssessmentJob(db, job.id, id, result))) {
        logger.warn({ jobId: job.id, sessionId: job.session_id }, 'Assessment finished after its job was taken over: result dropped');
      }
    } catch (error) {
      // Given up by this worker: the job is someone else's now, or handed back at shutdown.
      if (abort.signal.aborted) return;
      const retry = isRetryable(error) && job.attempts < job.max_attempts;
      const retryInMs = retry ? settings.retryDelayMs(job.attempts) : undefined;
      logger.warn(
        { err: error, jobId: job.id, sessionId: job.session_id, attempt: job.attempts, retryInMs },
        retry ? 'Assessment attempt failed; it will be retried' : 'Assessment failed',
      );
      await failAssessmentAttempt(db, job.id, id, errorText(error), retryInMs);
    } finally {
      clearInterval(renew);
    }
  }

  /** Claims due jobs until the slots are full or nothing is due; re-runs when kicked meanwhile. */
  function fillSlots(): Promise<void> {
    if (filling) {
      fillAgain = true;
      return filling;
    }
    filling = claimWhileFree().finally(() => (filling = undefined));
    return filling;
  }

  async function claimWhileFree(): Promise<void> {
    do {
      fillAgain = false;
      while (!stopping && running.size < settings.concurrency) {
        const job = await claimAssessmentJob(db, id, settings.leaseMs);
        if (!job) break;
        if (stopping) {
          await releaseAssessmentJob(db, job.id, id);
          break;
        }
        const abort = new AbortController();
        const done = runJob(job, abort)
          .catch((error: unknown) => logger.error({ err: error, jobId: job.id }, 'Assessment job could not be recorded'))
          .finally(() => {
            running.delete(job.id);
            kick();
          });
        running.set(job.id, { done, abort });
      }
    } while (fillAgain && !stopping);
  }

  function kick(): void {
    if (!started || stopping) return;
    fillSlots().catch((error: unknown) => logger.warn({ err: error }, 'Could not look for assessment jobs'));
  }

  async function poll(): Promise<void> {
    if (Date.now() - lastMissedSweep >= settings.missedSweepMs) {
      lastMissedSweep = Date.now();
      const missed = await queueMissedAssessments(db, settings.missedSweepMs);
      if (missed > 0) logger.warn({ count: missed }, 'Queued ended calls that had missed their assessment');
    }
    await failAbandonedAssessmentJobs(db);
    await fillSlots();
  }

  return {
    id,
    async start() {
      if (started) return;
      started = true;
      unlisten = await db.listen(ASSESSMENT_JOBS_CHANNEL, kick);
      pollTimer = setInterval(() => {
        if (stopping || polling) return;
        polling = poll()
          .catch((error: unknown) => logger.warn({ err: error }, 'Could not look for assessment jobs'))
          .finally(() => (polling = undefined));
      }, settings.pollIntervalMs);
      pollTimer.unref();
      kick();
    },

    kick,

    async stop() {
      if (!started || stopping) return;
      stopping = true;
      clearInterval(pollTimer);
      await unlisten?.().catch(() => undefined);
      await Promise.allSettled([filling, polling]);
      let graceTimer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => (graceTimer = setTimeout(resolve, settings.stopGraceMs)));
      await Promise.race([Promise.allSettled([...running.values()].map((job) => job.done)), grace]);
      clearTimeout(graceTimer);
      // Still running: handed back, so the next start takes them at once instead of after the lease.
      const unfinished = [...running.entries()];
      await Promise.allSettled(unfinished.map(([jobId]) => releaseAssessmentJob(db, jobId, id)));
      for (const [, job] of unfinished) job.abort.abort(new Error('The assessment worker is stopping'));
    },
  };
}
