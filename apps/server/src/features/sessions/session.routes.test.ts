import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { coachingSessionDetailsSchema, coachingSessionPageSchema, type CoachingSession } from '@rehearse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileRecordingStore } from '../../platform/storage/recording-store';
import { createTestApp, signUpUser, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { insertSessionRow, type SessionRowOverrides } from './coaching-session.test-support';

let t: TestApp;
let recordingsDir: string;

beforeAll(async () => {
  recordingsDir = await mkdtemp(path.join(os.tmpdir(), 'rehearse-sessions-'));
  t = await createTestApp({ recordings: createFileRecordingStore(recordingsDir) });
});

afterAll(async () => {
  await t.close();
  await rm(recordingsDir, { recursive: true, force: true });
});

/** A session of the user with a recording file on disk. */
async function sessionWithRecording(userId: string, overrides: SessionRowOverrides = {}) {
  const row = await insertSessionRow(t.database.db, userId, overrides);
  const key = `${userId}/${row.id}.ogg`;
  await mkdir(path.join(recordingsDir, userId), { recursive: true });
  await writeFile(path.join(recordingsDir, key), 'OggS');
  await t.database.db.query(`UPDATE coaching_sessions SET recording_key = $2 WHERE id = $1`, [row.id, key]);
  return { id: row.id, file: path.join(recordingsDir, key) };
}

const get = (id: string, cookie: string) => t.app.inject({ method: 'GET', url: `/api/sessions/${id}`, headers: { cookie } });
/** Every call the list knows of: the page and those not listed yet. */
const list = async (cookie: string) => {
  const page = coachingSessionPageSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/api/sessions?limit=50', headers: { cookie } })).json(),
  );
  return [...page.unlisted, ...page.sessions];
};

describe(`sessions (${testDatabaseKind})`, () => {
  it('shows where the assessment stands and its metrics, and nothing internal', async () => {
    const { user, cookie } = await signUpUser(t.app);
    const row = await insertSessionRow(t.database.db, user.id);
    const metrics = [
      { key: 'talk_ratio', label: 'Talk-to-listen ratio', value: 48, display: '48 %', target: '40-60 %', inRange: true, hint: 'Listen.' },
    ];
    await t.database.db.query(
      `UPDATE coaching_sessions SET assessment_status = 'completed', assessment_feedback = $2::jsonb, metrics = $3::jsonb WHERE id = $1`,
      [row.id, JSON.stringify({ overall_summary: 'Good.' }), JSON.stringify(metrics)],
    );
    const session = (await get(row.id, cookie)).json() as CoachingSession;
    expect(coachingSessionDetailsSchema.safeParse(session).error).toBeUndefined();
    expect(session).toMatchObject({
      id: row.id,
      status: 'ended',
      assessment_status: 'completed',
      assessment_feedback: { overall_summary: 'Good.' },
      metrics,
    });
    expect(Object.keys(session).sort()).toEqual(
      [
        'assessment_feedback',
        'assessment_status',
        'created_at',
        'duration_seconds',
        'ended_reason',
        'engines',
        'id',
        'metrics',
        'previous_attempt',
        'recording_url',
        'scenario',
        'scorecard',
        'status',
        'transcript',
      ].sort(),
    );
    const fresh = await insertSessionRow(t.database.db, user.id);
    expect((await get(fresh.id, cookie)).json()).toMatchObject({ assessment_status: 'pending', metrics: null });
  });

  describe('DELETE /api/sessions/:id', () => {
    it("deletes the owner's session and its recording", async () => {
      const { user, cookie } = await signUpUser(t.app);
      const session = await sessionWithRecording(user.id);
      const response = await t.app.inject({ method: 'DELETE', url: `/api/sessions/${session.id}`, headers: { cookie } });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await get(session.id, cookie)).statusCode).toBe(404);
      expect(existsSync(session.file)).toBe(false);
      expect(await t.database.db.query('SELECT 1 FROM assessment_jobs WHERE session_id = $1', [session.id])).toEqual([]);
    });

    it("answers 404 for another user's session and leaves it alone; 401 for a visitor", async () => {
      const owner = await signUpUser(t.app);
      const other = await signUpUser(t.app);
      const session = await sessionWithRecording(owner.user.id);
      const foreign = await t.app.inject({ method: 'DELETE', url: `/api/sessions/${session.id}`, headers: { cookie: other.cookie } });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ error: { code: 'not_found', message: 'Session not found' } });
      expect((await t.app.inject({ method: 'DELETE', url: `/api/sessions/${session.id}` })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ method: 'DELETE', url: '/api/sessions/not-a-uuid', headers: { cookie: owner.cookie } })).statusCode,
      ).toBe(404);
      expect((await get(session.id, owner.cookie)).statusCode).toBe(200);
      expect(existsSync(session.file)).toBe(true);
    });

    it('refuses to delete a call that is still running', async () => {
      const { user, cookie } = await signUpUser(t.app);
      const live = await insertSessionRow(t.database.db, user.id, { status: 'live' });
      const response = await t.app.inject({ method: 'DELETE', url: `/api/sessions/${live.id}`, headers: { cookie } });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: { code: 'call_in_progress' } });
      expect((await get(live.id, cookie)).statusCode).toBe(200);
    });
  });

  describe('DELETE /api/sessions', () => {
    it("deletes every ended session of the user with its recording, and nobody else's", async () => {
      const owner = await signUpUser(t.app);
      const other = await signUpUser(t.app);
      const mine = await Promise.all([sessionWithRecording(owner.user.id), sessionWithRecording(owner.user.id)]);
      const live = await insertSessionRow(t.database.db, owner.user.id, { status: 'live' });
      const theirs = await sessionWithRecording(other.user.id);

      expect((await t.app.inject({ method: 'DELETE', url: '/api/sessions' })).statusCode).toBe(401);
      const response = await t.app.inject({ method: 'DELETE', url: '/api/sessions', headers: { cookie: owner.cookie } });
      expect(response.statusCode).toBe(204);

      expect((await list(owner.cookie)).map((session) => session.id)).toEqual([live.id]);
      for (const session of mine) expect(existsSync(session.file)).toBe(false);
      expect((await list(other.cookie)).map((session) => session.id)).toEqual([theirs.id]);
      expect(existsSync(theirs.file)).toBe(true);
    });
  });
});
