import { chmod, mkdir, mkdtemp, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { describeProtection, protectDataDir } from './data-dir-permissions';
import { openPgliteDatabase } from './pglite.database';

/** Every path under `dir` with its permission bits, as `ls -l` would show them. */
async function modesUnder(dir: string): Promise<Record<string, string>> {
  const modes: Record<string, string> = {};
  const walk = async (target: string) => {
    const stats = await stat(target);
    modes[path.relative(dir, target) || '.'] = (stats.mode & 0o777).toString(8);
    if (stats.isDirectory()) for (const entry of await readdir(target)) await walk(path.join(target, entry));
  };
  await walk(dir);
  return modes;
}

/** Issue 16, item 1: another account on the machine cannot read the database or the mails. */
describe('the data directory is private to the server', () => {
  let parent: string;
  const umask = process.umask();
  beforeAll(async () => {
    parent = await mkdtemp(path.join(os.tmpdir(), 'rehearse-modes-'));
    await chmod(parent, 0o755);
  });
  afterEach(() => void process.umask(umask));
  afterAll(async () => rm(parent, { recursive: true, force: true }));

  it('creates a fresh one 0700 and the embedded database inside it 0600/0700, under the usual umask 022', async () => {
    process.umask(0o022);
    const dataDir = path.join(parent, 'fresh');
    expect(describeProtection(await protectDataDir(dataDir))).toBeUndefined();
    const db = await openPgliteDatabase(path.join(dataDir, 'db'));
    // New tables and their files after the start, and a checkpoint's write-ahead log, too.
    await db.exec('CREATE TABLE secrets (hash text); INSERT INTO secrets VALUES ($$argon2id$$); CHECKPOINT');
    await db.close();

    const modes = await modesUnder(dataDir);
    expect(Object.keys(modes).length).toBeGreaterThan(50);
    const readableByOthers = Object.entries(modes).filter(([, mode]) => !['700', '600'].includes(mode));
    expect(readableByOthers).toEqual([]);
    expect(modes['.']).toBe('700');
    expect(modes['db']).toBe('700');
    expect(modes[path.join('db', 'global', 'pg_control')]).toBe('600');
  });

  it("takes group and other access away from an existing one, keeping the owner's bits, and says what it changed", async () => {
    process.umask(0o022);
    const dataDir = path.join(parent, 'existing');
    await mkdir(path.join(dataDir, 'db', 'pg_wal'), { recursive: true });
    await mkdir(path.join(dataDir, 'outbox'), { mode: 0o700 });
    await writeFile(path.join(dataDir, 'db', 'pg_wal', '000000010000000000000001'), 'argon2id hashes', { mode: 0o666 });
    await writeFile(path.join(dataDir, 'db', 'PG_VERSION'), '17', { mode: 0o644 });
    await writeFile(path.join(dataDir, 'outbox', 'mail.eml'), 'a reset link', { mode: 0o600 });
    await writeFile(path.join(dataDir, 'helper'), '#!/bin/sh', { mode: 0o755 });
    await chmod(path.join(dataDir, 'db'), 0o755);
    await chmod(path.join(dataDir, 'db', 'pg_wal'), 0o777);
    const outside = path.join(parent, 'outside.txt');
    await writeFile(outside, 'not ours', { mode: 0o644 });
    await symlink(outside, path.join(dataDir, 'link'));

    const change = await protectDataDir(dataDir);
    expect(describeProtection(change)).toBe(
      `Data directory ${dataDir} was readable by other accounts: made 3 file(s) 0600 and 3 folder(s) 0700 (owner only).`,
    );
    const modes = await modesUnder(dataDir);
    expect(modes).toMatchObject({
      '.': '700',
      db: '700',
      [path.join('db', 'pg_wal')]: '700',
      [path.join('db', 'pg_wal', '000000010000000000000001')]: '600',
      [path.join('db', 'PG_VERSION')]: '600',
      outbox: '700',
      [path.join('outbox', 'mail.eml')]: '600',
      helper: '700',
    });
    // A link is not followed: what it points to outside is not ours to change.
    expect(((await stat(outside)).mode & 0o777).toString(8)).toBe('644');
    expect(describeProtection(await protectDataDir(dataDir))).toBeUndefined();
  });
});
