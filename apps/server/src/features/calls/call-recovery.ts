import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../platform/db/database';
import { INSTANCE_HEARTBEAT_MS, type InstanceRegistry } from '../../platform/instances/instance-registry';
import type { RecordingStore } from '../../platform/storage/recording-store';
import type { CallService } from './call.service';
import { STREAM_TOKEN_TTL_MS } from './call.service';
import { claimOrphanedCalls, findRecordingCallStatus } from '../sessions';

/** A request whose socket has not opened this long after its token expired never will. */
const ABANDONED_REQUEST_SECONDS = (2 * STREAM_TOKEN_TTL_MS) / 1000;

export interface CallRecoveryDeps {
  db: Queryable;
  calls: CallService;
  instances: InstanceRegistry;
  /** Its leftovers (an S3 store's spool of a killed process) are stored once their call has ended. */
  recordings: RecordingStore;
  /** The calls this process runs now. */
  runningHere: () => string[];
  /** The only process on its database (the embedded one): no other can hold a request. */
  exclusive: boolean;
  logger: FastifyBaseLogger;
}

/**
 * Finalises the calls no process runs any more: those of a stopped or dead instance (billed up to
 * their last received audio, transcript and recording kept as written, queued for assessment),
 * this instance's own calls whose end could not be stored, and requests whose socket never opened
 * (removed). Then the recordings a killed process left half-way are stored, those of calls since
 * deleted dropped (decision 30). Runs at start and then with every heartbeat, on every instance
 * (decision 18).
 */
export function createCallRecovery(deps: CallRecoveryDeps) {
  let timer: ReturnType<typeof setInterval> | undefined;
  let sweeping = false;

  /** `atStart` on the embedded database: requests of the last run are not waited for. */
  async function sweep(options: { atStart: boolean }): Promise<void> {
    const dead = await deps.instances.reapDeadInstances();
    if (dead.length > 0) deps.logger.warn(`Server instance(s) ${dead.join(', ')} stopped without ending their calls`);
    const orphans = await claimOrphanedCalls(deps.db, {
      instanceId: deps.instances.id,
      runningHere: deps.runningHere(),
      requestedAgeSeconds: options.atStart && deps.exclusive ? 0 : ABANDONED_REQUEST_SECONDS,
    });
    for (const row of orphans) {
      // Its own call whose end could not be stored lost its connection as far as billing knows.
      const reason = !row.started_at
        ? 'customer-ended-call'
        : row.previous_instance_id === deps.instances.id
          ? 'connection-lost'
          : 'server-restarted';
      await deps.calls.finaliseOrphan(row, reason);
    }
    const finalised = orphans.filter((row) => row.started_at).length;
    if (finalised > 0) deps.logger.warn(`Finalised ${finalised} call(s) left open by a stopped server`);
    await storeLeftoverRecordings();
  }

  /** A leftover waits while its call is open (still recording here or elsewhere, or not finalised yet). */
  async function storeLeftoverRecordings(): Promise<void> {
    const { stored, failed } = await deps.recordings.finishLeftovers(async (key) => {
      const status = await findRecordingCallStatus(deps.db, key);
      return status === undefined ? 'discard' : status === 'ended' ? 'store' : 'wait';
    });
    if (stored.length > 0) deps.logger.warn(`Stored ${stored.length} recording(s) left by a stopped server`);
    for (const { key, error } of failed)
      deps.logger.warn({ err: error, recording: key }, 'a recording left by a stopped server could not be stored; retrying');
  }

  return {
    /** Sweeps now, then again every interval (a failed sweep, e.g. in a database outage, is retried then). */
    async start(): Promise<void> {
      await sweep({ atStart: true });
      timer = setInterval(() => {
        if (sweeping) return;
        sweeping = true;
        sweep({ atStart: false })
          .catch((error: unknown) => deps.logger.warn({ err: error }, 'recovery of orphaned calls failed; retrying'))
          .finally(() => (sweeping = false));
      }, INSTANCE_HEARTBEAT_MS);
      timer.unref();
    },
    stop(): void {
      clearInterval(timer);
    },
  };
}
