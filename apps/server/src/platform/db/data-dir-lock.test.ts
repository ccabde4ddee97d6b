import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';
import { openPgliteDatabase } from './pglite.database';

describe('embedded database directory lock', () => {
  let root: string;
  let dataDir: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'rehearse-lock-'));
    dataDir = path.join(root, 'db');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const writeLock = (owner: object | string) => writeFileSync(`${dataDir}.lock`, typeof owner === 'string' ? owner : JSON.stringify(owner));

  it('is held while open and gone once released', () => {
    const lock = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8'))).toMatchObject({ pid: process.pid, hostname: os.hostname() });
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    lock.release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    lockDataDir(dataDir).release();
  });

  it('names the holder and the ways out', () => {
    const lock = lockDataDir(dataDir);
    try {
      expect(() => lockDataDir(dataDir)).toThrow(
        new RegExp(
          `in use by another Rehearse process \\(pid ${process.pid}, .*stop the server first, or use a PostgreSQL server \\(DATABASE_URL\\)`,
        ),
      );
    } finally {
      lock.release();
    }
  });

  it('takes over a lock left by a process that died, or an unreadable one', () => {
    const finished = spawnSync(process.execPath, ['-e', '0']);
    writeLock({ pid: finished.pid, hostname: os.hostname(), since: '2026-01-01T00:00:00Z' });
    lockDataDir(dataDir).release();
    writeLock('{"pid":');
    lockDataDir(dataDir).release();
  });

  it('respects a lock from another machine, whose process it cannot check', () => {
    writeLock({ pid: 1, hostname: 'some-other-host', since: '2026-01-01T00:00:00Z' });
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
  });

  it('keeps a second PGlite off an open directory and lets it in after close', async () => {
    const first = await openPgliteDatabase(dataDir);
    await expect(openPgliteDatabase(dataDir)).rejects.toThrow(DataDirLockedError);
    await first.close();
    const second = await openPgliteDatabase(dataDir);
    expect(await second.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await second.close();
  });
});
