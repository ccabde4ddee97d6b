import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../test/test-database';
import { hostIdentity } from '../process-identity';
import { createInstanceRegistry, type InstanceRegistry } from './instance-registry';

/** The pid of a process that has exited (reused only after the whole pid range wraps). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe(`server instances (${testDatabaseKind})`, () => {
  let t: TestDatabase;
  const started: InstanceRegistry[] = [];
  const start = async (exclusive = false) => {
    const registry = createInstanceRegistry(t.db, { exclusive });
    await registry.start();
    started.push(registry);
    return registry;
  };
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    for (const registry of started) await registry.stop();
    await t.drop();
  });

  it('sees each other alive while their heartbeats are fresh', async () => {
    const [a, b] = [await start(), await start()];
    expect(await a.isAlive(b.id)).toBe(true);
    expect(await b.isAlive(a.id)).toBe(true);
    expect(await a.reapDeadInstances()).toEqual([]);
  });

  it('takes an instance whose heartbeat stopped for 30 s for dead, and only one reaper removes it', async () => {
    const [a, b, silent] = [await start(), await start(), await start()];
    await t.db.query(`UPDATE server_instances SET heartbeat_at = now() - interval '31 seconds' WHERE id = $1`, [silent.id]);
    expect(await a.isAlive(silent.id)).toBe(false);
    const reaped = await Promise.all([a.reapDeadInstances(), b.reapDeadInstances()]);
    expect(reaped.flat()).toEqual([silent.id]);
    expect(await a.isAlive(silent.id)).toBe(false);
  });

  it('knows at once that an instance of this host whose process is gone is dead', async () => {
    const a = await start();
    await t.db.query(`INSERT INTO server_instances (id, host_identity, pid) VALUES ('00000000-0000-4000-8000-000000000001', $1, $2)`, [
      hostIdentity(),
      deadPid(),
    ]);
    await t.db.query(
      `INSERT INTO server_instances (id, host_identity, pid) VALUES ('00000000-0000-4000-8000-000000000002', 'another-host', $1)`,
      [deadPid()],
    );
    expect(await a.isAlive('00000000-0000-4000-8000-000000000001')).toBe(false);
    // Another host's process ids mean nothing here: it lives until its heartbeat goes stale.
    expect(await a.isAlive('00000000-0000-4000-8000-000000000002')).toBe(true);
    expect(await a.reapDeadInstances()).toEqual(['00000000-0000-4000-8000-000000000001']);
    await t.db.query(`DELETE FROM server_instances WHERE id = '00000000-0000-4000-8000-000000000002'`);
  });

  it('on the embedded database, the one process there is takes every other registration for a previous run', async () => {
    const previous = await start();
    const only = await start(true);
    expect(await only.reapDeadInstances()).toContain(previous.id);
  });

  it('registers again after another instance took it for dead (an outage longer than the staleness)', async () => {
    const registry = createInstanceRegistry(t.db, { exclusive: false, heartbeatMs: 20 });
    await registry.start();
    started.push(registry);
    await t.db.query('DELETE FROM server_instances WHERE id = $1', [registry.id]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await t.db.query('SELECT id FROM server_instances WHERE id = $1', [registry.id])).toEqual([{ id: registry.id }]);
  });

  it('removes its row when it stops', async () => {
    const registry = createInstanceRegistry(t.db, { exclusive: false });
    await registry.start();
    await registry.stop();
    expect(await t.db.query('SELECT id FROM server_instances WHERE id = $1', [registry.id])).toEqual([]);
  });
});
