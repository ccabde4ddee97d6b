import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { hostIdentity, processExists } from '../process-identity';

/** How often an instance says it is alive, and how long a silence means it is gone. */
export const INSTANCE_HEARTBEAT_MS = 5000;
export const INSTANCE_STALE_SECONDS = 30;

export interface InstanceRegistryOptions {
  /**
   * The only process on its database (the embedded one, locked to one process): every other
   * registered instance is a previous run, dead by definition.
   */
  exclusive: boolean;
  heartbeatMs?: number;
  /** Logs a heartbeat that failed (a database outage); the next beat tries again. */
  onError?: (error: unknown) => void;
}

/**
 * The server instances sharing one database. Each registers at start and beats a heartbeat; one
 * that stopped beating for `INSTANCE_STALE_SECONDS`, or whose process is gone from this same host,
 * is dead, and the work it held (live calls) may be taken over by any other instance.
 */
export interface InstanceRegistry {
  readonly id: string;
  start(): Promise<void>;
  /** Stops the heartbeat and removes this instance's row (its calls have ended by then). */
  stop(): Promise<void>;
  /** Removes the rows of dead instances and returns their ids. */
  reapDeadInstances(): Promise<string[]>;
  /** Whether that instance still runs (for this instance: always). */
  isAlive(instanceId: string): Promise<boolean>;
}

interface InstanceRow {
  id: string;
  host_identity: string;
  pid: number;
  stale: boolean;
}

export function createInstanceRegistry(db: Queryable, options: InstanceRegistryOptions): InstanceRegistry {
  const id = randomUUID();
  const identity = hostIdentity();
  let timer: ReturnType<typeof setInterval> | undefined;

  const register = () =>
    db.query(
      `INSERT INTO server_instances (id, host_identity, pid) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET heartbeat_at = now()`,
      [id, identity, process.pid],
    );

  /** Dead: stale, or its process is gone from this host (same PID namespace, so the pid means the same). */
  const isDead = (row: InstanceRow) => options.exclusive || row.stale || (row.host_identity === identity && !processExists(row.pid));

  return {
    id,

    async start() {
      await register();
      timer = setInterval(() => {
        // Re-registers when the row is gone (another instance took this one for dead in an outage).
        register().catch((error: unknown) => options.onError?.(error));
      }, options.heartbeatMs ?? INSTANCE_HEARTBEAT_MS);
      timer.unref();
    },

    async stop() {
      clearInterval(timer);
      await db.query('DELETE FROM server_instances WHERE id = $1', [id]);
    },

    async reapDeadInstances() {
      const others = await db.query<InstanceRow>(
        `SELECT id, host_identity, pid, heartbeat_at < now() - make_interval(secs => $2) AS stale
         FROM server_instances WHERE id <> $1`,
        [id, INSTANCE_STALE_SECONDS],
      );
      const dead = others.filter(isDead).map((row) => row.id);
      if (dead.length === 0) return [];
      // Only the instance whose DELETE removed a row reports it: two reapers never both take it.
      const removed = await db.query<{ id: string }>('DELETE FROM server_instances WHERE id = ANY($1::uuid[]) RETURNING id', [dead]);
      return removed.map((row) => row.id);
    },

    async isAlive(instanceId) {
      if (instanceId === id) return true;
      const [row] = await db.query<InstanceRow>(
        `SELECT id, host_identity, pid, heartbeat_at < now() - make_interval(secs => $2) AS stale FROM server_instances WHERE id = $1`,
        [instanceId, INSTANCE_STALE_SECONDS],
      );
      return row !== undefined && !isDead(row);
    },
  };
}
