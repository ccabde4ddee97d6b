import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { processExists } from '../process-identity';

/** Another live process holds the embedded database. */
export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
}

export interface DataDirLock {
  release(): void;
}

interface LockOwner {
  pid: number;
  hostname: string;
  since: string;
}

/**
 * Claims an embedded database directory for this process, or throws DataDirLockedError naming the
 * holder. PGlite has no lock of its own: a second process opening the same directory reads stale
 * data, and the directory no longer opens afterwards (tried with 0.5.16). The lock is a file made
 * beside the directory (`<dir>.lock`, holding the pid); one left by a process that died is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const lockPath = `${dataDir}.lock`;
  const owner: LockOwner = { pid: process.pid, hostname: os.hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    // Written aside, then linked into place: the lock appears whole or not at all.
    const draft = `${lockPath}.${process.pid}`;
    writeFileSync(draft, JSON.stringify(owner));
    try {
      linkSync(draft, lockPath);
      return holdLock(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(draft, { force: true });
    }
    const holder = readOwner(lockPath);
    if (holder && isAlive(holder)) {
      throw new DataDirLockedError(
        `The embedded database in ${dataDir} is in use by another Rehearse process (pid ${holder.pid}, since ${holder.since}). ` +
          'Only one process can open it at a time: stop the server first, or use a PostgreSQL server (DATABASE_URL), ' +
          `which several processes can share. If no such process runs, delete ${lockPath}.`,
      );
    }
    rmSync(lockPath, { force: true });
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}: another process keeps claiming it. Try again.`);
}

function holdLock(lockPath: string): DataDirLock {
  let held = true;
  // A process that exits without closing the database (an error path) must not leave it locked.
  const onExit = () => release();
  function release(): void {
    if (!held) return;
    held = false;
    process.off('exit', onExit);
    if (readOwner(lockPath)?.pid === process.pid) rmSync(lockPath, { force: true });
  }
  process.on('exit', onExit);
  return { release };
}

function readOwner(lockPath: string): LockOwner | undefined {
  try {
    const value = JSON.parse(readFileSync(lockPath, 'utf8')) as Partial<LockOwner>;
    if (typeof value.pid !== 'number') return undefined;
    return { pid: value.pid, hostname: String(value.hostname ?? ''), since: String(value.since ?? '') };
  } catch {
    // Unreadable: treated as left behind by a crash.
    return undefined;
  }
}

function isAlive(owner: LockOwner): boolean {
  // A lock from another machine (a shared disk) cannot be checked, so it is respected.
  if (owner.hostname !== os.hostname()) return true;
  if (owner.pid === process.pid) return true;
  return processExists(owner.pid);
}
