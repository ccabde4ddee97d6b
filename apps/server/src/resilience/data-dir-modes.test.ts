import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../test/server-process';
import { ApiUser } from './api-user.test-support';

/** Every path under `dir` that another account could read, write or enter, with its mode. */
async function openToOthers(dir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (target: string) => {
    const stats = await stat(target);
    if ((stats.mode & 0o077) !== 0) found.push(`${path.relative(dir, target) || '.'} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const entry of await readdir(target)) await walk(path.join(target, entry));
  };
  await walk(dir);
  return found;
}

/**
 * Issue 16, item 1, as `npm run serve` starts: under the usual umask 022, a fresh DATA_DIR and an
 * existing one with the modes an older version left end up readable by the server's account only,
 * and the log says what was changed.
 */
describe('the data directory of a real server process', () => {
  const dirs: string[] = [];
  // The server inherits the test's umask: the usual one, which lets everyone read new files.
  const umask = process.umask(0o022);
  afterAll(async () => {
    process.umask(umask);
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('is private from the first start: database, outbox mail and all', async () => {
    const dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'rehearse-fresh-')), 'data');
    dirs.push(path.dirname(dataDir));
    const server = await startServerProcess({ dataDir, environment: process.env });
    try {
      await ApiUser.signUp(server.url, 'private-data@example.com');
      const recover = await fetch(`${server.url}/api/auth/recover`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ email: 'private-data@example.com' }),
      });
      expect(recover.status).toBe(200);
    } finally {
      await server.stop('SIGTERM');
    }
    expect((await readdir(path.join(dataDir, 'outbox'))).length).toBe(1);
    expect(await openToOthers(dataDir)).toEqual([]);
    expect(server.output()).not.toContain('was readable by other accounts');
  }, 120_000);

  it("takes other accounts' access away from an existing one at start, and says so", async () => {
    const dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'rehearse-existing-')), 'data');
    dirs.push(path.dirname(dataDir));
    // What an older version left under umask 022: a readable database, a world-writable control file.
    const first = await startServerProcess({ dataDir, environment: process.env });
    await first.stop('SIGTERM');
    await chmod(dataDir, 0o755);
    await chmod(path.join(dataDir, 'db'), 0o755);
    await chmod(path.join(dataDir, 'db', 'global', 'pg_control'), 0o666);
    await mkdir(path.join(dataDir, 'outbox'), { mode: 0o755 });
    await writeFile(path.join(dataDir, 'outbox', 'old.eml'), 'a reset link', { mode: 0o644 });
    await chmod(path.join(dataDir, 'outbox'), 0o755);

    const again = await startServerProcess({ dataDir, environment: process.env });
    await again.stop('SIGTERM');
    expect(again.output()).toContain(
      `Data directory ${dataDir} was readable by other accounts: made 2 file(s) 0600 and 3 folder(s) 0700 (owner only).`,
    );
    expect(await openToOthers(dataDir)).toEqual([]);
    expect(((await stat(path.join(dataDir, 'db', 'global', 'pg_control'))).mode & 0o777).toString(8)).toBe('600');
  }, 120_000);
});
