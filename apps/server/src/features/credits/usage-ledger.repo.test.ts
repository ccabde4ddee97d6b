import { randomUUID } from 'node:crypto';
import { billingPeriodOf } from '@rehearse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../platform/db/migrate';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../test/test-database';
import { insertTestUser } from '../../test/test-users';
import { createUsageLedgerRepo, type UsageEntry } from './usage-ledger.repo';

describe(`usage ledger (${testDatabaseKind})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => t.drop());

  const entry = (userId: string, overrides: Partial<UsageEntry> = {}): UsageEntry => ({
    userId,
    callId: randomUUID(),
    startedAt: new Date('2026-01-10T09:00:00Z'),
    endedAt: new Date('2026-01-10T09:01:00Z'),
    billedSeconds: 60,
    ...overrides,
  });
  const record = (userId: string, overrides: Partial<UsageEntry> = {}) =>
    t.db.asUser(userId, (tx) => createUsageLedgerRepo(tx).insertUsage(entry(userId, overrides)));

  it('shows a user only their own rows, even without a WHERE', async () => {
    const ann = await insertTestUser(t.db);
    const bob = await insertTestUser(t.db);
    await record(ann.id);
    await record(bob.id, { billedSeconds: 600 });
    const seen = await t.db.asUser(ann.id, (tx) => tx.query<{ user_id: string }>('SELECT user_id FROM usage_ledger'));
    expect(seen.map((row) => row.user_id)).toEqual([ann.id]);
    const period = billingPeriodOf(new Date('2026-01-15T00:00:00Z'));
    // Asking for another user's sum under one's own scope finds nothing.
    expect(await t.db.asUser(ann.id, (tx) => createUsageLedgerRepo(tx).sumBilledSeconds(bob.id, period))).toBe(0);
    expect(await t.db.asUser(bob.id, (tx) => createUsageLedgerRepo(tx).sumBilledSeconds(bob.id, period))).toBe(600);
  });

  it('refuses a row for another user under row-level security', async () => {
    const ann = await insertTestUser(t.db);
    const bob = await insertTestUser(t.db);
    await expect(t.db.asUser(ann.id, (tx) => createUsageLedgerRepo(tx).insertUsage(entry(bob.id)))).rejects.toThrow(/row-level security/);
  });

  it("cannot rebill or take over another user's call id", async () => {
    const ann = await insertTestUser(t.db);
    const bob = await insertTestUser(t.db);
    const callId = randomUUID();
    expect(await record(bob.id, { callId })).toBe(true);
    expect(await record(ann.id, { callId, billedSeconds: 1 })).toBe(false);
    const rows = await t.db.query<{ user_id: string; billed_seconds: number }>(
      'SELECT user_id, billed_seconds FROM usage_ledger WHERE call_id = $1',
      [callId],
    );
    expect(rows).toEqual([{ user_id: bob.id, billed_seconds: 60 }]);
  });

  it('is append-only for the app role: no UPDATE, DELETE or TRUNCATE', async () => {
    const ann = await insertTestUser(t.db);
    await record(ann.id);
    for (const sql of ['UPDATE usage_ledger SET billed_seconds = 0', 'DELETE FROM usage_ledger', 'TRUNCATE usage_ledger']) {
      await expect(
        t.db.asUser(ann.id, (tx) => tx.query(sql)),
        sql,
      ).rejects.toThrow(/permission denied/);
    }
  });

  it('is append-only for the owner too, except when its user is deleted', async () => {
    const ann = await insertTestUser(t.db);
    await record(ann.id);
    await expect(t.db.query('UPDATE usage_ledger SET billed_seconds = 0 WHERE user_id = $1', [ann.id])).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM usage_ledger WHERE user_id = $1', [ann.id])).rejects.toThrow(/append-only/);
    await t.db.query('DELETE FROM users WHERE id = $1', [ann.id]);
    expect(await t.db.query('SELECT 1 FROM usage_ledger WHERE user_id = $1', [ann.id])).toEqual([]);
  });

  it('refuses negative seconds, an end before the start and an empty call id', async () => {
    const ann = await insertTestUser(t.db);
    await expect(record(ann.id, { billedSeconds: -1 })).rejects.toThrow(/check constraint/);
    await expect(record(ann.id, { endedAt: new Date('2026-01-10T08:00:00Z') })).rejects.toThrow(/check constraint/);
    await expect(record(ann.id, { callId: '' })).rejects.toThrow(/check constraint/);
  });

  it('keeps these restrictions after migrations run again (the blanket grant would restore them)', async () => {
    await migrate(t.db);
    const ann = await insertTestUser(t.db);
    await expect(t.db.asUser(ann.id, (tx) => tx.query('DELETE FROM usage_ledger'))).rejects.toThrow(/permission denied/);
    await expect(
      t.db.asUser(ann.id, (tx) => tx.query("UPDATE plans SET monthly_quota_minutes = 99999 WHERE name = 'free'")),
    ).rejects.toThrow(/permission denied/);
    await expect(
      t.db.asUser(ann.id, (tx) => tx.query("INSERT INTO plans (name, monthly_quota_minutes) VALUES ('mine', 99999)")),
    ).rejects.toThrow(/permission denied/);
  });

  it('lets a user read plans and change their password, but not their own plan or quota', async () => {
    const ann = await insertTestUser(t.db);
    const plans = await t.db.asUser(ann.id, (tx) => tx.query<{ name: string }>('SELECT name FROM plans ORDER BY name'));
    expect(plans.map((plan) => plan.name)).toEqual(expect.arrayContaining(['free', 'pro', 'team']));
    await t.db.asUser(ann.id, (tx) => tx.query("UPDATE users SET password_hash = 'new' WHERE id = $1", [ann.id]));
    await expect(t.db.asUser(ann.id, (tx) => tx.query("UPDATE users SET plan = 'team' WHERE id = $1", [ann.id]))).rejects.toThrow(
      /operator only/,
    );
    await expect(
      t.db.asUser(ann.id, (tx) => tx.query('UPDATE users SET quota_minutes_override = 99999 WHERE id = $1', [ann.id])),
    ).rejects.toThrow(/operator only/);
    const [row] = await t.db.query<{ plan: string; password_hash: string }>('SELECT plan, password_hash FROM users WHERE id = $1', [
      ann.id,
    ]);
    expect(row).toEqual({ plan: 'free', password_hash: 'new' });
  });

  it('refuses a plan that does not exist', async () => {
    const ann = await insertTestUser(t.db);
    await expect(t.db.query("UPDATE users SET plan = 'gold' WHERE id = $1", [ann.id])).rejects.toThrow(/foreign key/);
  });
});
