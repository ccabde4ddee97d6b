import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseRealtimeMessage } from '@rehearse/domain';
import type { FastifyInstance } from 'fastify';
import type WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppDeps } from '../../app';
import { manualClock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import { openDatabase } from '../../platform/db/open-database';
import { createDatabaseRateLimiter } from '../../platform/rate-limit/rate-limiter';
import { createFileRecordingStore } from '../../platform/storage/recording-store';
import { createMemoryMailer, createTestApp, signUpUser, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { argon2idHasher } from '../auth/password-hasher';
import { insertSessionRow } from '../sessions/coaching-session.test-support';
import type { RealtimeMessage } from './realtime-hub';
import { waitUntil } from '../../test/wait-until';

let t: TestApp;
let recordingsDir: string;

/** Another instance of the app, on `db`. */
function buildAppOn(db: Database, extra: Partial<AppDeps> = {}) {
  const clock = manualClock(new Date());
  return buildApp({
    config: { publicUrl: TEST_PUBLIC_URL, logLevel: 'silent', trustProxy: false, webDistDir: '/nonexistent' },
    db,
    mailer: createMemoryMailer(),
    clock,
    rateLimiter: createDatabaseRateLimiter(db, clock),
    passwords: argon2idHasher,
    recordings: createFileRecordingStore(recordingsDir),
    ...extra,
  });
}

beforeAll(async () => {
  recordingsDir = await mkdtemp(path.join(os.tmpdir(), 'rehearse-realtime-'));
  t = await createTestApp({ recordings: createFileRecordingStore(recordingsDir) });
});

afterAll(async () => {
  await t.close();
  await rm(recordingsDir, { recursive: true, force: true });
});

/** Opens the feed as the user of `cookie` and collects what it says (checked against the wire schema), once it is subscribed. */
async function subscribe(cookie: string, app: FastifyInstance = t.app) {
  const messages: RealtimeMessage[] = [];
  const closed = { code: 0 };
  await app.ready(); // injectWS does not wait for it
  const socket = await app.injectWS(
    '/api/realtime',
    { headers: { cookie } },
    {
      onInit: (ws: WebSocket) => {
        ws.on('message', (data: Buffer) => {
          // Kept as sent (nothing stripped), and marked when it is not a message of the domain's schema.
          const parsed = parseRealtimeMessage(data.toString());
          messages.push(
            parsed.ok ? (JSON.parse(data.toString()) as RealtimeMessage) : ({ type: 'NOT A FEED MESSAGE', error: parsed.error } as never),
          );
        });
        ws.on('close', (code: number) => (closed.code = code));
      },
    },
  );
  await waitUntil(() => messages.length > 0);
  expect(messages.shift()).toEqual({ type: 'SUBSCRIBED' });
  return { socket, messages, closed };
}

describe(`realtime feed (${testDatabaseKind})`, () => {
  it("sends a user their own sessions' inserts, updates and deletes, and never another user's", async () => {
    const ann = await signUpUser(t.app);
    const bob = await signUpUser(t.app);
    const annFeed = await subscribe(ann.cookie);
    const annSecondTab = await subscribe(ann.cookie);
    const bobFeed = await subscribe(bob.cookie);

    const row = await insertSessionRow(t.database.db, ann.user.id);
    await waitUntil(() => annFeed.messages.length === 1);
    expect(annFeed.messages[0]).toMatchObject({ type: 'INSERT', new: { id: row.id, status: 'ended', assessment_status: 'pending' } });
    expect(JSON.stringify(annFeed.messages[0])).not.toContain(ann.user.id);

    await t.database.db.query(
      `UPDATE coaching_sessions SET assessment_status = 'completed', assessment_feedback = '{"overall_summary":"Well done."}'::jsonb WHERE id = $1`,
      [row.id],
    );
    await waitUntil(() => annFeed.messages.length === 2);
    expect(annFeed.messages[1]).toMatchObject({
      type: 'UPDATE',
      new: { id: row.id, assessment_status: 'completed', assessment_feedback: { overall_summary: 'Well done.' } },
    });

    expect((await t.app.inject({ method: 'DELETE', url: `/api/sessions/${row.id}`, headers: { cookie: ann.cookie } })).statusCode).toBe(
      204,
    );
    await waitUntil(() => annFeed.messages.length === 3);
    expect(annFeed.messages[2]).toEqual({ type: 'DELETE', old: { id: row.id } });
    await waitUntil(() => annSecondTab.messages.length === 3);

    const bobsRow = await insertSessionRow(t.database.db, bob.user.id);
    await waitUntil(() => bobFeed.messages.length === 1);
    expect(bobFeed.messages).toEqual([expect.objectContaining({ type: 'INSERT', new: expect.objectContaining({ id: bobsRow.id }) })]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(annFeed.messages).toHaveLength(3);
    for (const feed of [annFeed, annSecondTab, bobFeed]) feed.socket.terminate();
  });

  it("leaves out a call until its socket opens, a live call's activity heartbeat and which instance runs it", async () => {
    const { user, cookie } = await signUpUser(t.app);
    const feed = await subscribe(cookie);
    const row = await insertSessionRow(t.database.db, user.id, { status: 'requested' });
    await t.database.db.query(`UPDATE coaching_sessions SET status = 'live' WHERE id = $1`, [row.id]);
    // The INSERT's row may be read after the update already, and then shows the live call too.
    await waitUntil(() => feed.messages.some((message) => message.type === 'UPDATE'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(feed.messages.at(-1)).toMatchObject({ type: 'UPDATE', new: { id: row.id, status: 'live' } });
    for (const message of feed.messages) expect(message).toMatchObject({ new: { id: row.id, status: 'live' } });
    const seen = feed.messages.length;
    await t.database.db.query(`UPDATE coaching_sessions SET last_activity_at = now() WHERE id = $1`, [row.id]);
    // Nor an instance claiming the call (several instances): bookkeeping, until the call changes.
    await t.database.db.query(`UPDATE coaching_sessions SET instance_id = gen_random_uuid() WHERE id = $1`, [row.id]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(feed.messages).toHaveLength(seen);
    feed.socket.terminate();
  });

  it('answers a ping', async () => {
    const { cookie } = await signUpUser(t.app);
    const feed = await subscribe(cookie);
    feed.socket.send(JSON.stringify({ type: 'ping' }));
    await waitUntil(() => feed.messages.length === 1);
    expect(feed.messages).toEqual([{ type: 'pong' }]);
    feed.socket.terminate();
  });

  it('refuses a visitor and another site before the socket opens', async () => {
    const { cookie } = await signUpUser(t.app);
    await expect(t.app.injectWS('/api/realtime')).rejects.toThrow(/401/);
    await expect(t.app.injectWS('/api/realtime', { headers: { cookie: 'rehearse_session=forged' } })).rejects.toThrow(/401/);
    await expect(t.app.injectWS('/api/realtime', { headers: { cookie, origin: 'https://evil.example' } })).rejects.toThrow(/403/);
  });

  it('closes the socket of a user who signed out, at its next heartbeat', async () => {
    const quick = await buildAppOn(t.database.db, { realtimeHeartbeatMs: 300 });
    try {
      const { cookie } = await signUpUser(t.app);
      const feed = await subscribe(cookie, quick);
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode).toBeLessThan(300);
      await waitUntil(() => feed.closed.code !== 0);
      expect(feed.closed.code).toBe(4401);
    } finally {
      await quick.close();
    }
  });

  describe('with a second instance on the same database', () => {
    let second: Database;
    let other: FastifyInstance;
    beforeAll(async () => {
      // On PostgreSQL the second instance has its own connections, as another process would.
      second = t.database.url ? await openDatabase({ databaseUrl: t.database.url, dataDir: undefined }) : t.database.db;
      other = await buildAppOn(second);
    });
    afterAll(async () => {
      await other.close();
      if (second !== t.database.db) await second.close();
    });

    it('tells a socket on one instance about a change made through the other', async () => {
      const { user, cookie } = await signUpUser(t.app);
      const feed = await subscribe(cookie, t.app);
      const row = await insertSessionRow(t.database.db, user.id);
      await waitUntil(() => feed.messages.length === 1);
      expect((await other.inject({ method: 'DELETE', url: `/api/sessions/${row.id}`, headers: { cookie } })).statusCode).toBe(204);
      await waitUntil(() => feed.messages.length === 2);
      expect(feed.messages[1]).toEqual({ type: 'DELETE', old: { id: row.id } });
      feed.socket.terminate();
    });

    it('closes its sockets when it shuts down', async () => {
      const { cookie } = await signUpUser(t.app);
      const feed = await subscribe(cookie, other);
      await other.close();
      await waitUntil(() => feed.closed.code !== 0);
      expect(feed.closed.code).toBe(1001);
    });
  });
});
