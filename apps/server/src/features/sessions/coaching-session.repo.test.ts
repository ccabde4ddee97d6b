import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../platform/db/database';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../test/test-database';
import { insertTestUser } from '../../test/test-users';
import {
  appendTranscriptEntry,
  claimOrphanedCalls,
  deleteAllEndedSessions,
  deleteEndedSession,
  deleteUnstartedCall,
  findCoachingSession,
  insertRequestedCall,
  markAssessmentCompleted,
  markAssessmentReleased,
  markAssessmentRequeued,
  markAssessmentRetrying,
  markAssessmentRunning,
  markAssessmentsFailed,
  markCallEnded,
  markCallLive,
  touchLiveCall,
  type CallEnd,
  type CallStart,
} from './coaching-session.repo';

describe(`coaching session transitions (${testDatabaseKind})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => t.drop());

  const start = (overrides: Partial<CallStart> = {}): CallStart => ({
    startedAt: new Date('2026-03-02T10:00:00Z'),
    recordingKey: `${randomUUID()}/${randomUUID()}.ogg`,
    recordingMimeType: 'audio/ogg',
    instanceId: null,
    ...overrides,
  });
  const end: CallEnd = {
    endedAt: new Date('2026-03-02T10:02:00Z'),
    reason: 'customer-ended-call',
    durationSeconds: 120,
    recordingBytes: 4096,
  };
  const entry = { role: 'user' as const, text: 'Hi, this is Sam from Fleetwise.', startMs: 1500, endMs: 3000 };

  async function userWithScenario() {
    const user = await insertTestUser(t.db);
    const [scenario] = await t.db.asUser(user.id, (tx) =>
      tx.query<{ id: string }>(
        `INSERT INTO scenarios (user_id, title, product, scenario_details, optimized_prompt) VALUES ($1, 'Renewal', 'p', 'd', 'x') RETURNING id`,
        [user.id],
      ),
    );
    return { userId: user.id, scenarioId: scenario!.id };
  }

  async function requestCall(owner: { userId: string; scenarioId: string }) {
    const row = await t.db.asUser(owner.userId, (tx) =>
      insertRequestedCall(tx, {
        ...owner,
        scenarioTitle: 'Renewal',
        salesStage: 'Discovery',
        persona: 'CFO',
        scorecard: null,
        engines: {
          buyer: { provider: 'rehearse-offline', model: 'offline' },
          recogniser: { provider: 'pocketsphinx', model: 'en-us' },
          voice: { provider: 'flite', model: 'slt' },
        },
        maxDurationSeconds: 600,
      }),
    );
    if (!row) throw new Error('call not requested');
    return row;
  }

  const asOwner = <T>(userId: string, work: (tx: Queryable) => Promise<T>) => t.db.asUser(userId, work);
  const reload = async (userId: string, id: string) => (await asOwner(userId, (tx) => findCoachingSession(tx, userId, id)))!;

  async function endedCall() {
    const owner = await userWithScenario();
    const call = await requestCall(owner);
    await asOwner(owner.userId, (tx) => markCallLive(tx, owner.userId, call.id, start()));
    await asOwner(owner.userId, (tx) => markCallEnded(tx, owner.userId, call.id, end));
    return { ...owner, id: call.id };
  }

  it('moves a call requested -> live -> ended, each step once, and writes a live call only while it is live', async () => {
    const owner = await userWithScenario();
    const call = await requestCall(owner);
    expect(call.status).toBe('requested');
    const { userId } = owner;

    expect(await asOwner(userId, (tx) => appendTranscriptEntry(tx, userId, call.id, entry, new Date()))).toBe(false);
    expect(await asOwner(userId, (tx) => markCallLive(tx, userId, call.id, start({ instanceId: randomUUID() })))).toBe(true);
    expect(await asOwner(userId, (tx) => markCallLive(tx, userId, call.id, start()))).toBe(false);
    expect(await asOwner(userId, (tx) => appendTranscriptEntry(tx, userId, call.id, entry, new Date('2026-03-02T10:00:30Z')))).toBe(true);
    expect(await asOwner(userId, (tx) => touchLiveCall(tx, userId, call.id, new Date('2026-03-02T10:01:00Z')))).toBe(true);

    expect(await asOwner(userId, (tx) => markCallEnded(tx, userId, call.id, end))).toBe(true);
    expect(await asOwner(userId, (tx) => markCallEnded(tx, userId, call.id, { ...end, durationSeconds: 5 }))).toBe(false);
    expect(await asOwner(userId, (tx) => appendTranscriptEntry(tx, userId, call.id, entry, new Date()))).toBe(false);
    expect(await asOwner(userId, (tx) => touchLiveCall(tx, userId, call.id, new Date()))).toBe(false);
    expect(await asOwner(userId, (tx) => markCallLive(tx, userId, call.id, start()))).toBe(false);

    const row = await reload(userId, call.id);
    expect(row).toMatchObject({
      status: 'ended',
      duration_seconds: 120,
      ended_reason: 'customer-ended-call',
      assessment_status: 'pending',
      transcript: [entry],
    });
    expect(row.last_activity_at).toEqual(end.endedAt);
  });

  it('refuses a second open call of the same user', async () => {
    const owner = await userWithScenario();
    await requestCall(owner);
    await expect(requestCall(owner)).rejects.toThrow('call not requested');
  });

  it('deletes a call whose socket never opened, and only such a call', async () => {
    const owner = await userWithScenario();
    const unstarted = await requestCall(owner);
    expect(await asOwner(owner.userId, (tx) => deleteUnstartedCall(tx, owner.userId, unstarted.id))).toBe(true);
    expect(await asOwner(owner.userId, (tx) => findCoachingSession(tx, owner.userId, unstarted.id))).toBeUndefined();

    const live = await requestCall(owner);
    await asOwner(owner.userId, (tx) => markCallLive(tx, owner.userId, live.id, start()));
    expect(await asOwner(owner.userId, (tx) => deleteUnstartedCall(tx, owner.userId, live.id))).toBe(false);
    expect((await reload(owner.userId, live.id)).status).toBe('live');
  });

  it("moves no other user's call", async () => {
    const owner = await userWithScenario();
    const call = await requestCall(owner);
    const intruder = await insertTestUser(t.db);
    expect(await asOwner(intruder.id, (tx) => markCallLive(tx, intruder.id, call.id, start()))).toBe(false);
    expect(await asOwner(intruder.id, (tx) => markCallLive(tx, owner.userId, call.id, start()))).toBe(false);
    expect(await asOwner(intruder.id, (tx) => deleteUnstartedCall(tx, owner.userId, call.id))).toBe(false);
    expect((await reload(owner.userId, call.id)).status).toBe('requested');
  });

  it('moves an assessment pending -> running -> completed, after which nothing moves it', async () => {
    const call = await endedCall();
    expect(await markAssessmentRunning(t.db, call.id)).toBe(true);
    const result = { feedback: { overall_summary: 'Good questions.' }, metrics: [] };
    expect(await markAssessmentCompleted(t.db, call.id, result)).toBe(true);

    expect(await markAssessmentCompleted(t.db, call.id, { feedback: { overall_summary: 'Twice.' }, metrics: [] })).toBe(false);
    expect(await markAssessmentRunning(t.db, call.id)).toBe(false);
    expect(await markAssessmentRetrying(t.db, call.id)).toBe(false);
    expect(await markAssessmentReleased(t.db, call.id)).toBe(false);
    expect(await markAssessmentsFailed(t.db, [call.id])).toEqual([]);
    expect(await asOwner(call.userId, (tx) => markAssessmentRequeued(tx, call.userId, call.id))).toBe(false);
    expect(await reload(call.userId, call.id)).toMatchObject({ assessment_status: 'completed', assessment_feedback: result.feedback });
  });

  it('moves a failed assessment back to pending for a retry, and hands a running one back at shutdown', async () => {
    const call = await endedCall();
    expect(await markAssessmentReleased(t.db, call.id)).toBe(false);
    expect(await markAssessmentRunning(t.db, call.id)).toBe(true);
    expect(await markAssessmentRetrying(t.db, call.id)).toBe(true);
    expect((await reload(call.userId, call.id)).assessment_status).toBe('pending');

    expect(await markAssessmentRunning(t.db, call.id)).toBe(true);
    expect(await markAssessmentsFailed(t.db, [call.id])).toEqual([call.id]);
    expect(await markAssessmentReleased(t.db, call.id)).toBe(false);
    expect((await reload(call.userId, call.id)).assessment_status).toBe('failed');

    expect(await asOwner(call.userId, (tx) => markAssessmentRequeued(tx, call.userId, call.id))).toBe(true);
    expect(await markAssessmentRunning(t.db, call.id)).toBe(true);
    expect(await markAssessmentReleased(t.db, call.id)).toBe(true);
    expect((await reload(call.userId, call.id)).assessment_status).toBe('pending');
  });

  it('requeues the assessment of an ended call of the user only', async () => {
    const owner = await userWithScenario();
    const live = await requestCall(owner);
    await asOwner(owner.userId, (tx) => markCallLive(tx, owner.userId, live.id, start()));
    expect(await asOwner(owner.userId, (tx) => markAssessmentRequeued(tx, owner.userId, live.id))).toBe(false);

    const ended = await endedCall();
    await markAssessmentsFailed(t.db, [ended.id]);
    const intruder = await insertTestUser(t.db);
    expect(await asOwner(intruder.id, (tx) => markAssessmentRequeued(tx, ended.userId, ended.id))).toBe(false);
    expect((await reload(ended.userId, ended.id)).assessment_status).toBe('failed');
  });

  it('deletes ended sessions only, returning their recordings', async () => {
    const owner = await userWithScenario();
    const live = await requestCall(owner);
    await asOwner(owner.userId, (tx) => markCallLive(tx, owner.userId, live.id, start({ recordingKey: 'live-key' })));
    expect(await asOwner(owner.userId, (tx) => deleteEndedSession(tx, owner.userId, live.id))).toEqual({
      deleted: false,
      reason: 'call_open',
    });
    expect(await asOwner(owner.userId, (tx) => deleteEndedSession(tx, owner.userId, randomUUID()))).toEqual({
      deleted: false,
      reason: 'not_found',
    });
    await asOwner(owner.userId, (tx) => markCallEnded(tx, owner.userId, live.id, end));
    expect(await asOwner(owner.userId, (tx) => deleteEndedSession(tx, owner.userId, live.id))).toEqual({
      deleted: true,
      recordingKey: 'live-key',
    });

    const next = await requestCall(owner);
    await asOwner(owner.userId, (tx) => markCallLive(tx, owner.userId, next.id, start({ recordingKey: 'kept' })));
    const ended = await endedCall();
    expect(await asOwner(owner.userId, (tx) => deleteAllEndedSessions(tx, owner.userId))).toEqual([]);
    expect((await reload(owner.userId, next.id)).status).toBe('live');
    expect(await asOwner(ended.userId, (tx) => deleteAllEndedSessions(tx, ended.userId))).toHaveLength(1);
  });

  it('hands a live call of no registered instance to the instance that sweeps, without changing its status', async () => {
    const owner = await userWithScenario();
    const call = await requestCall(owner);
    const gone = randomUUID();
    await asOwner(owner.userId, (tx) => markCallLive(tx, owner.userId, call.id, start({ instanceId: gone })));
    const sweeper = randomUUID();
    const claimed = await claimOrphanedCalls(t.db, { instanceId: sweeper, runningHere: [], requestedAgeSeconds: 3600 });
    const mine = claimed.find((row) => row.id === call.id);
    expect(mine).toMatchObject({ status: 'live', instance_id: sweeper, previous_instance_id: gone });
  });
});

describe('the one writer of coaching_sessions', () => {
  const serverSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  /** Tests, their support and the test rigs write fixture rows directly; the app's own modules may not. */
  const TEST_CODE = /(\.test\.ts|\.test-support\.ts)$|^(test|security|resilience)\//;
  const WRITE = /\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+coaching_sessions\b/i;

  it('is coaching-session.repo.ts: no other module of the server inserts, updates or deletes its rows', async () => {
    const files = (await readdir(serverSource, { recursive: true })).filter((file) => file.endsWith('.ts') && !TEST_CODE.test(file));
    const writers: string[] = [];
    for (const file of files) if (WRITE.test(await readFile(path.join(serverSource, file), 'utf8'))) writers.push(file);
    expect(writers).toEqual(['features/sessions/coaching-session.repo.ts']);
  });
});
