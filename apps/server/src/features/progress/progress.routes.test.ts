import { progressReportSchema } from '@rehearse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { insertAnalysedSession } from './progress.test-support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-20T12:00:00Z'));
});

afterAll(async () => {
  await t.close();
});

const progress = (cookie: string | undefined, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/progress${query}`, headers: cookie ? { cookie } : {} });

describe(`GET /api/progress (${testDatabaseKind})`, () => {
  it("reports the user's analysed calls from their stored scores and metrics, and nobody else's", async () => {
    const owner = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const first = await insertAnalysedSession(t.database.db, owner.user.id, {
      createdAt: new Date('2026-03-02T09:00:00Z'),
      scores: { rapport_building: 4, needs_discovery: 6 },
      talkRatio: 72,
    });
    const second = await insertAnalysedSession(t.database.db, owner.user.id, {
      createdAt: new Date('2026-03-10T09:00:00Z'),
      scores: { rapport_building: 8, needs_discovery: 6 },
      talkRatio: 50,
    });
    await insertAnalysedSession(t.database.db, owner.user.id, { createdAt: new Date('2026-03-11T09:00:00Z'), analysed: false });
    await insertAnalysedSession(t.database.db, other.user.id, { scores: { rapport_building: 1 } });

    const response = await progress(owner.cookie, '?timeZone=America/New_York');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const report = progressReportSchema.parse(response.json());
    expect(report.calls).toEqual([
      { session_id: first.id, created_at: '2026-03-02T09:00:00.000Z', scenario_title: 'Renewal call', overall: 5 },
      { session_id: second.id, created_at: '2026-03-10T09:00:00.000Z', scenario_title: 'Renewal call', overall: 7 },
    ]);
    expect(report.skills.map((skill) => [skill.name, skill.scores])).toEqual([
      ['Needs Discovery', [6, 6]],
      ['Rapport Building', [4, 8]],
    ]);
    expect(report.strongest?.name).toBe('Rapport Building');
    expect(report.metrics.map((metric) => [metric.key, metric.values, metric.latest.display, metric.in_range])).toEqual([
      ['talk_ratio', [72, 50], '50 %', 1],
    ]);
    expect(report.weeks).toEqual([
      { week_start: '2026-03-02', calls: 1 },
      { week_start: '2026-03-09', calls: 1 },
      { week_start: '2026-03-16', calls: 0 },
    ]);
    expect(report.time_zone).toBe('America/New_York');
    expect(JSON.stringify(report)).not.toMatch(/justification|Warm\.|user_id/);
  });

  it("reads the numbers of any stored shape without failing its write, and weighs a scorecard's criteria", async () => {
    const { user, cookie } = await signUpUser(t.app);
    const odd = await insertAnalysedSession(t.database.db, user.id, { createdAt: new Date('2026-03-16T09:00:00Z') });
    const feedback = {
      overall_summary: 'Odd.',
      identify_pain: { score: 9, justification: '' },
      champion: { score: 3 },
      stringy: { score: '7' },
      listed: [1, 2],
      note: 'text',
    };
    const scorecard = {
      id: 'meddicc',
      name: 'MEDDICC',
      criteria: [
        { key: 'identify_pain', name: 'Identify pain', good_looks_like: 'x', weight: 3, scale: '0-10' },
        { key: 'champion', name: 'Champion', good_looks_like: 'y', weight: 1, scale: '0-10' },
      ],
    };
    await t.database.db.query(
      `UPDATE coaching_sessions SET assessment_feedback = $2::jsonb, metrics = '"not a list"'::jsonb, scorecard = $3::jsonb WHERE id = $1`,
      [odd.id, JSON.stringify(feedback), JSON.stringify(scorecard)],
    );
    const report = progressReportSchema.parse((await progress(cookie)).json());
    expect(report.calls).toEqual([
      { session_id: odd.id, created_at: '2026-03-16T09:00:00.000Z', scenario_title: 'Renewal call', overall: 7.5 },
    ]);
    expect(report.skills.map((skill) => skill.name)).toEqual(['Champion', 'Identify pain']);
    expect(report.metrics).toEqual([]);
  });

  it('asks a visitor to sign in and refuses an unknown time zone', async () => {
    expect((await progress(undefined)).statusCode).toBe(401);
    const { cookie } = await signUpUser(t.app);
    const bad = await progress(cookie, '?timeZone=Mars/Olympus');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'validation_failed', message: 'Unknown time zone.' } });
    expect((await progress(cookie)).json()).toMatchObject({ analysed_calls: 0, time_zone: 'UTC', calls: [], weeks: [] });
  });
});
