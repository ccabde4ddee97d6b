import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../test/test-database';
import { migrate } from './migrate';
import { LISTENER_APPLICATION_NAME } from './postgres-listener';
import { waitUntil } from '../../test/wait-until';

describe(`database (${testDatabaseKind})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    // From initdb up, not the run's migrated copy: the first test checks the migration runner.
    t = await createTestDatabase({ fromScratch: true });
  });
  afterAll(async () => t.drop());

  async function insertUser(email: string): Promise<string> {
    const [row] = await t.db.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, email_confirmed_at) VALUES ($1, 'x', now()) RETURNING id`,
      [email],
    );
    return row!.id;
  }

  it('applies migrations once: a second run changes nothing', async () => {
    expect((await migrate(t.db)).applied).toEqual([]);
    const versions = await t.db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(versions.map((row) => row.version)).toContain('0001_accounts');
  });

  it('rolls a failed transaction back whole', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query(`INSERT INTO users (email, password_hash) VALUES ('rollback@example.com', 'x')`);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await t.db.query(`SELECT 1 FROM users WHERE email = 'rollback@example.com'`)).toEqual([]);
  });

  it("keeps a user's transaction to their own rows by row-level security, even without a WHERE", async () => {
    const ann = await insertUser('ann-rls@example.com');
    const bob = await insertUser('bob-rls@example.com');
    const seen = await t.db.asUser(ann, (tx) => tx.query<{ id: string }>('SELECT id FROM users'));
    expect(seen.map((row) => row.id)).toEqual([ann]);
    const changed = await t.db.asUser(ann, (tx) => tx.query(`UPDATE users SET password_hash = 'hacked' WHERE id = $1 RETURNING id`, [bob]));
    expect(changed).toEqual([]);
    const deleted = await t.db.asUser(ann, (tx) => tx.query('DELETE FROM users WHERE id = $1 RETURNING id', [bob]));
    expect(deleted).toEqual([]);
    const [bobRow] = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [bob]);
    expect(bobRow?.password_hash).toBe('x');
  });

  it('refuses to insert rows for another user under row-level security', async () => {
    const ann = await insertUser('ann-insert@example.com');
    const bob = await insertUser('bob-insert@example.com');
    await expect(
      t.db.asUser(ann, (tx) =>
        tx.query(`INSERT INTO auth_sessions (user_id, token_hash, expires_at) VALUES ($1, 'h-bob', now() + interval '1 day')`, [bob]),
      ),
    ).rejects.toThrow(/row-level security/);
  });

  it('delivers NOTIFY payloads to listeners once the sending transaction commits, until they unlisten', async () => {
    const heard: string[] = [];
    const unlisten = await t.db.listen('test_channel', (payload) => heard.push(payload));
    await t.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_notify('test_channel', 'one')`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard).toEqual([]);
    });
    await waitUntil(() => heard.length === 1);
    await t.db.query(`SELECT pg_notify('other_channel', 'not for us')`);
    await t.db.query(`SELECT pg_notify('test_channel', 'two')`);
    await waitUntil(() => heard.length === 2);
    expect(heard).toEqual(['one', 'two']);
    await unlisten();
    await t.db.query(`SELECT pg_notify('test_channel', 'three')`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual(['one', 'two']);
    await expect(t.db.listen('Robert"; DROP TABLE users', () => undefined)).rejects.toThrow(/Invalid notification channel/);
  });

  it.runIf(testDatabaseKind === 'postgres')('listens again after its connection was lost', async () => {
    const heard: string[] = [];
    const unlisten = await t.db.listen('test_reconnect', (payload) => heard.push(payload));
    const killed = await t.db.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`,
      [LISTENER_APPLICATION_NAME],
    );
    expect(killed).toHaveLength(1);
    await waitUntil(() => heard.length > 0, { timeoutMs: 10_000, poke: () => t.db.query(`SELECT pg_notify('test_reconnect', 'after')`) });
    expect(heard[0]).toBe('after');
    await unlisten();
  });
});
