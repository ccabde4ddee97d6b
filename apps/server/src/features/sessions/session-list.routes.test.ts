import type { CoachingSessionDetails, CoachingSessionPage } from '@rehearse/domain';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileRecordingStore } from '../../platform/storage/recording-store';
import { defaultAuthLimits, scaleAuthLimits } from '../auth/auth.service';
import { createTestApp, signUpUser, type TestApp } from '../../test/test-app';
import { createScenario } from '../../test/scenario-builders';
import { testDatabaseKind } from '../../test/test-database';
import { buildFeedback, insertSessionRow } from './coaching-session.test-support';

let t: TestApp;
let recordingsDir: string;
/** A user with no calls (the tests that need no calls of their own share one). */
let caller: Awaited<ReturnType<typeof signUpUser>>;
beforeAll(async () => {
  recordingsDir = await mkdtemp(path.join(os.tmpdir(), 'rehearse-session-list-'));
  t = await createTestApp({ recordings: createFileRecordingStore(recordingsDir), authLimits: scaleAuthLimits(defaultAuthLimits, 10) });
  caller = await signUpUser(t.app);
});
afterAll(async () => {
  await t.close();
  await rm(recordingsDir, { recursive: true, force: true });
});

const page = async (cookie: string, query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/sessions${query}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CoachingSessionPage;
};
const titles = (result: CoachingSessionPage) => result.sessions.map((session) => session.scenario.title);

/** `count` analysed calls an hour apart, 'Call 1' the oldest; calls 4 and 5 made in the same microsecond. */
async function userWithCalls(count: number) {
  const owner = await signUpUser(t.app);
  const base = Date.UTC(2026, 9, 1, 9);
  for (let i = 1; i <= count; i++) {
    const createdAt = new Date(base + (i === 5 ? 4 : i) * 3_600_000);
    const row = await insertSessionRow(t.database.db, owner.user.id, {
      createdAt,
      assessment: { status: 'completed', feedback: buildFeedback({ overall_summary: `Summary of call ${i}.` }) },
    });
    await t.database.db.query(`UPDATE coaching_sessions SET scenario_title = $2 WHERE id = $1`, [row.id, `Call ${i}`]);
  }
  return owner;
}

describe(`GET /api/sessions, one page at a time (${testDatabaseKind})`, () => {
  it('gives five summaries, newest first, with the totals and the calls not listed yet; nothing of the transcript', async () => {
    const owner = await userWithCalls(7);
    const live = await insertSessionRow(t.database.db, owner.user.id, { status: 'live' });
    const awaiting = await insertSessionRow(t.database.db, owner.user.id, { createdAt: new Date(Date.UTC(2026, 8, 1)) });
    const failed = await insertSessionRow(t.database.db, owner.user.id, {
      createdAt: new Date(Date.UTC(2026, 7, 1)),
      assessment: { status: 'failed' },
    });
    const stranger = await userWithCalls(2);

    const first = await page(owner.cookie);
    expect(titles(first)).toEqual([
      'Call 7',
      'Call 6',
      expect.stringMatching(/^Call [45]$/),
      expect.stringMatching(/^Call [45]$/),
      'Call 3',
    ]);
    expect(first).toMatchObject({ total: 8, analysed: 7, awaiting: 1 });
    expect(first.unlisted.map((session) => session.id)).toEqual([live.id, awaiting.id]);
    expect(first.sessions[0]).toEqual({
      id: expect.any(String),
      created_at: '2026-10-01T16:00:00.000Z',
      status: 'ended',
      duration_seconds: 120,
      scenario: { id: null, title: 'Call 7', sales_stage: 'Discovery', persona: 'CFO' },
      assessment_status: 'completed',
      analysis: 'complete',
      overall_score: 7,
      summary: 'Summary of call 7.',
    });
    const last = await page(owner.cookie, `?after=${first.last_cursor}`);
    expect(titles(last)).toEqual(['Call 2', 'Call 1', 'Renewal call']);
    expect(last.sessions.at(-1)).toMatchObject({ id: failed.id, analysis: 'failed', overall_score: null, summary: null });
    expect(titles(await page(stranger.cookie))).toEqual(['Call 2', 'Call 1']);
  });

  it('reaches every call exactly once by walking the cursors, forwards and back, whatever the ties', async () => {
    const owner = await userWithCalls(12);
    const forwards: string[] = [];
    const pages: CoachingSessionPage[] = [];
    let current = await page(owner.cookie);
    for (;;) {
      pages.push(current);
      forwards.push(...titles(current));
      if (!current.last_cursor || current.sessions.length < 5) break;
      current = await page(owner.cookie, `?after=${current.last_cursor}`);
    }
    expect(forwards).toHaveLength(12);
    expect(new Set(forwards).size).toBe(12);
    expect(pages.map((p) => p.sessions.length)).toEqual([5, 5, 2]);

    const backwards = await page(owner.cookie, `?before=${pages[2]!.first_cursor}`);
    expect(titles(backwards)).toEqual(titles(pages[1]!));
    expect(titles(await page(owner.cookie, `?before=${pages[1]!.first_cursor}`))).toEqual(titles(pages[0]!));
  });

  it('jumps to a page near either end: skip from the newest, the last page from the oldest', async () => {
    const owner = await userWithCalls(12);
    expect(titles(await page(owner.cookie, '?skip=5'))).toEqual(
      ['Call 7', 'Call 6', 'Call 5', 'Call 4', 'Call 3'].map((t, i) => (i === 2 || i === 3 ? expect.stringMatching(/^Call [45]$/) : t)),
    );
    expect(titles(await page(owner.cookie, '?from=oldest&limit=2'))).toEqual(['Call 2', 'Call 1']);
    expect(titles(await page(owner.cookie, '?from=oldest&skip=2&limit=5'))).toEqual([
      'Call 7',
      'Call 6',
      expect.stringMatching(/^Call [45]$/),
      expect.stringMatching(/^Call [45]$/),
      'Call 3',
    ]);
  });

  it('counts as analysed only the calls that got scores, not one too short to assess', async () => {
    const owner = await signUpUser(t.app);
    await insertSessionRow(t.database.db, owner.user.id, { assessment: { status: 'completed', feedback: buildFeedback() } });
    await insertSessionRow(t.database.db, owner.user.id, {
      assessment: { status: 'completed', feedback: { overall_summary: 'Not enough conversation to assess.' } },
    });
    expect(await page(owner.cookie)).toMatchObject({ total: 2, analysed: 1 });
  });

  it('keeps a call listed while the retry of its failed analysis runs', async () => {
    const owner = await signUpUser(t.app);
    const row = await insertSessionRow(t.database.db, owner.user.id, { assessment: { status: 'failed' } });
    await t.database.db.query(`UPDATE coaching_sessions SET assessment_status = 'pending' WHERE id = $1`, [row.id]);
    const result = await page(owner.cookie);
    expect(result.sessions.map((session) => [session.id, session.analysis])).toEqual([[row.id, 'processing']]);
    expect(result).toMatchObject({ total: 1, analysed: 0, awaiting: 0, unlisted: [] });
  });

  it.each([
    ['?after=nonsense', 'after', 'The page cursor is not valid. Reload the list and try again.'],
    ['?limit=500', 'limit', 'limit must be a whole number from 1 to 50.'],
    ['?skip=1000', 'skip', 'skip must be a whole number from 0 to 100.'],
    ['?limit=2&limit=3', 'limit', expect.any(String)],
    [
      '?from=oldest&after=1764089525641123_0b0c3c52-8f41-4c7e-9d3a-5a8e1f2b3c4d',
      'after',
      'Give at most one of after, before and from=oldest.',
    ],
  ])('answers %s with a 400 that names the field', async (query, field, message) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/sessions${query}`, headers: { cookie: caller.cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'validation_failed', message, fields: { [field]: message } } });
  });

  it("never shows another user's calls through a cursor made from them", async () => {
    const owner = await userWithCalls(3);
    const cursor = (await page(owner.cookie, '?limit=1')).first_cursor;
    expect(await page(caller.cookie, `?before=${cursor}`)).toMatchObject({ sessions: [], total: 0, first_cursor: null });
  });
});

describe(`the list's counts and version kept by the database (migration 0013, ${testDatabaseKind})`, () => {
  const state = async (userId: string) => {
    const [row] = await t.database.db.query<{ version: string; listed: number; analysed: number; awaiting: number }>(
      'SELECT version::text AS version, listed, analysed, awaiting FROM session_list_state WHERE user_id = $1',
      [userId],
    );
    return row;
  };
  /** The counts as the list counted them before the database kept them. */
  const recount = async (userId: string) => {
    const [row] = await t.database.db.query<{ listed: number; analysed: number; awaiting: number }>(
      `SELECT count(*) FILTER (WHERE listed_at IS NOT NULL)::int AS listed,
              count(*) FILTER (WHERE listed_at IS NOT NULL AND assessment_status = 'completed' AND progress_facts -> 'scores' <> '{}'::jsonb)::int AS analysed,
              count(*) FILTER (WHERE listed_at IS NULL AND status = 'ended')::int AS awaiting
         FROM coaching_sessions WHERE user_id = $1`,
      [userId],
    );
    return row;
  };

  it("match a recount through a call's whole life, retries, a deleted scenario, deletions and Clear All", async () => {
    const owner = await signUpUser(t.app);
    const db = t.database.db;
    const expectCounts = async () => expect(await state(owner.user.id)).toMatchObject((await recount(owner.user.id))!);
    const scenario = await createScenario(t.app, owner.cookie);
    const call = await insertSessionRow(db, owner.user.id, { status: 'live' });
    await db.query(`UPDATE coaching_sessions SET scenario_id = $2 WHERE id = $1`, [call.id, scenario.id]);
    await expectCounts();
    await db.query(`UPDATE coaching_sessions SET status = 'ended', ended_at = now(), duration_seconds = 60 WHERE id = $1`, [call.id]);
    await expectCounts();
    expect(await state(owner.user.id)).toMatchObject({ listed: 0, awaiting: 1 });
    await db.query(`UPDATE coaching_sessions SET assessment_status = 'failed' WHERE id = $1`, [call.id]);
    await expectCounts();
    await db.query(`UPDATE coaching_sessions SET assessment_status = 'pending' WHERE id = $1`, [call.id]);
    await db.query(`UPDATE coaching_sessions SET assessment_status = 'completed', assessment_feedback = $2::jsonb WHERE id = $1`, [
      call.id,
      JSON.stringify(buildFeedback()),
    ]);
    await expectCounts();
    expect(await state(owner.user.id)).toMatchObject({ listed: 1, analysed: 1, awaiting: 0 });
    await insertSessionRow(db, owner.user.id, {
      assessment: { status: 'completed', feedback: { overall_summary: 'Not enough conversation to assess.' } },
    });
    await insertSessionRow(db, owner.user.id, {});
    await expectCounts();
    const response = await t.app.inject({ method: 'DELETE', url: `/api/scenarios/${scenario.id}`, headers: { cookie: owner.cookie } });
    expect(response.statusCode, response.body).toBeLessThan(300);
    await expectCounts();
    await t.app.inject({ method: 'DELETE', url: `/api/sessions/${call.id}`, headers: { cookie: owner.cookie } });
    await expectCounts();
    expect(await state(owner.user.id)).toMatchObject({ listed: 1, analysed: 0, awaiting: 1 });
    await t.app.inject({ method: 'DELETE', url: '/api/sessions', headers: { cookie: owner.cookie } });
    expect(await state(owner.user.id)).toMatchObject({ listed: 0, analysed: 0, awaiting: 0 });
  });

  it('moves the version with what a page shows, not with a heartbeat or a transcript line', async () => {
    const owner = await signUpUser(t.app);
    const call = await insertSessionRow(t.database.db, owner.user.id, { status: 'live' });
    const before = (await state(owner.user.id))!.version;
    await t.database.db.query(
      `UPDATE coaching_sessions SET last_activity_at = now(), transcript = transcript || '[{"role":"user","text":"Hi"}]'::jsonb WHERE id = $1`,
      [call.id],
    );
    expect((await state(owner.user.id))!.version).toBe(before);
    await t.database.db.query(`UPDATE coaching_sessions SET status = 'ended', ended_at = now() WHERE id = $1`, [call.id]);
    expect(BigInt((await state(owner.user.id))!.version)).toBeGreaterThan(BigInt(before));
  });

  it('serves a page read before a change only until the change: on every later read the change shows', async () => {
    const owner = await userWithCalls(6);
    const first = await page(owner.cookie);
    expect(await page(owner.cookie)).toEqual(first);
    const newest = first.sessions[0]!;
    // Another instance's assessment worker, say: nothing on this instance hears of it but the database.
    await t.database.db.query(`UPDATE coaching_sessions SET assessment_feedback = $2::jsonb WHERE id = $1`, [
      newest.id,
      JSON.stringify(buildFeedback({ overall_summary: 'Rescored after a retry.' })),
    ]);
    const after = await page(owner.cookie);
    expect(after.sessions[0]!.summary).toContain('Rescored after a retry.');
    // A change committed by a user's transaction (the delete route), read back at once.
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/sessions/${newest.id}`, headers: { cookie: owner.cookie } });
    expect(deleted.statusCode).toBe(204);
    expect(await page(owner.cookie)).toMatchObject({
      total: 5,
      sessions: expect.not.arrayContaining([expect.objectContaining({ id: newest.id })]),
    });
  });

  it("is the user's own: a signed-in user's transaction reads only its own row and cannot write it", async () => {
    const owner = await userWithCalls(1);
    const other = await userWithCalls(1);
    const seen = await t.database.db.asUser(owner.user.id, (tx) => tx.query<{ user_id: string }>('SELECT user_id FROM session_list_state'));
    expect(seen.map((row) => row.user_id)).toEqual([owner.user.id]);
    if (
      t.database.db.kind === 'pglite' ||
      (await t.database.db.query<{ ok: boolean }>(`SELECT pg_has_role(current_user, 'rehearse_app', 'MEMBER') AS ok`))[0]?.ok
    ) {
      await expect(t.database.db.asUser(owner.user.id, (tx) => tx.query('UPDATE session_list_state SET listed = 99'))).rejects.toThrow(
        /permission denied/,
      );
    }
    expect(await state(other.user.id)).toMatchObject({ listed: 1 });
  });
});

describe(`GET /api/sessions/:id links the previous attempt (${testDatabaseKind})`, () => {
  it('names the call before this one on the same scenario, with its score', async () => {
    const owner = await signUpUser(t.app);
    const scenario = await createScenario(t.app, owner.cookie);
    const other = await createScenario(t.app, owner.cookie);
    const first = await insertSessionRow(t.database.db, owner.user.id, {
      scenarioId: scenario.id,
      createdAt: new Date(Date.UTC(2026, 9, 1)),
      assessment: { status: 'completed', feedback: buildFeedback() },
    });
    await insertSessionRow(t.database.db, owner.user.id, { scenarioId: other.id, createdAt: new Date(Date.UTC(2026, 9, 2)) });
    const second = await insertSessionRow(t.database.db, owner.user.id, {
      scenarioId: scenario.id,
      createdAt: new Date(Date.UTC(2026, 9, 3)),
    });
    const details = async (id: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/sessions/${id}`, headers: { cookie: owner.cookie } })
      ).json() as CoachingSessionDetails;
    expect((await details(second.id)).previous_attempt).toEqual({ id: first.id, created_at: '2026-10-01T00:00:00.000Z', overall_score: 7 });
    expect((await details(first.id)).previous_attempt).toBeNull();
  });
});
