/**
 * GET /api/progress for a user with 1,000 analysed calls (issue 17), beside GET /api/health on the
 * same server: the aggregating endpoint reads every analysed call of the user, so its time is the
 * figure to watch as a history grows. Run with the API part (`npm run bench -- --only=api`).
 */
import { createScratchDatabase } from '../apps/server/src/test/scratch-database';
import type { ProgressReport, Scenario } from '@rehearse/domain';
import { loadRoute, type AppBenchOptions } from './app.bench';
import { BenchUser, startBenchServer, type BenchServer } from './support/bench-server';
import { BENCH_SCENARIO } from './support/caller-lines';
import { machineNote } from './support/baselines';
import { p50p95, printTable, type Row } from './support/stats';

const PROGRESS_CALLS = 1000;
const CATEGORIES = ['rapport_building', 'needs_discovery', 'active_listening', 'value_articulation', 'objection_handling', 'next_steps'];
const JUSTIFICATION = `Asked an open question about the situation: "What made fuel costs a priority this quarter?" (0:12). Went on to the pitch before the buyer had finished: "Let me tell you about our platform" (1:05).`;
const METRICS = [
  'talk_ratio',
  'longest_monologue',
  'longest_customer_story',
  'questions_asked',
  'filler_words_per_minute',
  'speaking_pace',
  'patience',
  'interruptions',
].map((key) => ({
  key,
  label: key,
  value: 42,
  display: '42',
  target: '40-60',
  inRange: true,
  hint: 'A sentence a coach would say about why this measure matters on a sales call.',
}));

/** 1,000 analysed calls a day apart over the user's scenarios, stored as the assessment worker stores them (scores, justifications, evidence, metrics). */
async function seedAnalysedCalls(server: BenchServer, userId: string, scenarioIds: string[]): Promise<void> {
  const transcript = Array.from({ length: 12 }, (_, i) => ({
    role: i % 2 ? 'assistant' : 'user',
    text: `Line ${i} of the rehearsed conversation, a sentence or two long.`,
    startMs: i * 4000,
    endMs: i * 4000 + 3500,
  }));
  const category = (offset: number) =>
    `jsonb_build_object('score', (n + ${offset}) % 11, 'justification', $3::text, 'evidence', jsonb_build_array(jsonb_build_object('quote', 'What made fuel costs a priority', 'atSeconds', 12, 'stance', 'strength')))`;
  await server.db.query(
    `INSERT INTO coaching_sessions (user_id, scenario_id, scenario_title, sales_stage, persona, status, max_duration_seconds, started_at,
       last_activity_at, ended_at, ended_reason, duration_seconds, transcript, assessment_feedback, assessment_status, metrics, created_at)
     SELECT $1, ($2::uuid[])[1 + n % cardinality($2::uuid[])], 'Bench call ' || n, 'Discovery', 'CFO', 'ended', 1800,
       now() - n * interval '1 day', now() - n * interval '1 day', now() - n * interval '1 day', 'customer-ended-call', 48, $4::jsonb,
       jsonb_build_object('overall_summary', 'A solid discovery call with room to quantify the pain.', ${CATEGORIES.map((key, index) => `'${key}', ${category(index)}`).join(', ')}),
       'completed', $5::jsonb, now() - n * interval '1 day'
     FROM generate_series(1, ${PROGRESS_CALLS}) AS n`,
    [userId, scenarioIds, JUSTIFICATION, JSON.stringify(transcript), JSON.stringify(METRICS)],
  );
}

async function progressOn(kind: 'pglite' | 'postgres', databaseUrl: string | undefined, options: AppBenchOptions) {
  const server = await startBenchServer({ databaseUrl });
  try {
    const user = await BenchUser.signUp(server, `bench-progress-${kind}@example.com`);
    const scenarioIds: string[] = [];
    for (let i = 0; i < 5; i++)
      scenarioIds.push(
        (await user.post<{ scenario: Scenario }>('/api/scenarios', { ...BENCH_SCENARIO, title: `${BENCH_SCENARIO.title} ${i + 1}` }))
          .scenario.id,
      );
    await seedAnalysedCalls(server, user.id, scenarioIds);
    const report = (await (
      await fetch(`${server.url}/api/progress?timeZone=UTC`, { headers: { cookie: user.cookie } })
    ).json()) as ProgressReport;
    if (report.analysed_calls !== PROGRESS_CALLS)
      throw new Error(`the progress report counted ${report.analysed_calls} calls, not ${PROGRESS_CALLS}`);
    const health = await loadRoute(`${server.url}/api/health`, undefined, options.clients, options.seconds);
    const progress = await loadRoute(`${server.url}/api/progress?timeZone=Europe/Berlin`, user.cookie, options.clients, options.seconds);
    return { kind, health, progress, responseBytes: JSON.stringify(report).length };
  } finally {
    await server.close();
  }
}

export async function benchProgress(options: AppBenchOptions) {
  console.log(
    `\nGET /api/progress with ${PROGRESS_CALLS} analysed calls: ${options.clients} concurrent clients, ${options.seconds} s (load average ${machineNote().loadAverage1m})...`,
  );
  const runs = [await progressOn('pglite', undefined, options)];
  const postgres = await createScratchDatabase(
    process.env.TEST_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/test',
    'rehearse_bench',
    2000,
  ).catch(() => undefined);
  if (postgres) {
    try {
      runs.push(await progressOn('postgres', postgres.url, options));
    } finally {
      await postgres.drop();
    }
  } else console.log('  no PostgreSQL at TEST_DATABASE_URL or the default URL: PGlite only');
  const rows: Row[] = runs.flatMap((run): Row[] => [
    {
      figure: `${run.kind}: GET /api/health (bare route)`,
      value: `${run.health.requestsPerSecond.toFixed(0)} req/s`,
      baseline: `p50/p95 ${p50p95(run.health.latency, 1)}`,
    },
    {
      figure: `${run.kind}: GET /api/progress, ${PROGRESS_CALLS} calls`,
      value: `${run.progress.requestsPerSecond.toFixed(1)} req/s`,
      baseline: `p50/p95 ${p50p95(run.progress.latency, 1)}; ${(run.health.requestsPerSecond / run.progress.requestsPerSecond).toFixed(0)}x the bare route's time; ${(run.responseBytes / 1024).toFixed(0)} kB${run.progress.errors ? `; ${run.progress.errors} errors` : ''}`,
    },
  ]);
  printTable(`Progress endpoint (req/s; beside it p50/p95 latency, cost vs GET /api/health and the report's size)`, rows);
  return { calls: PROGRESS_CALLS, runs };
}
