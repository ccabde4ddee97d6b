/**
 * `npm run load`: signed-in users browsing and realtime subscribers against one real server for a
 * fixed time, then throughput, latency percentiles and errors per route, and the realtime feed's
 * sent / received / lost notifications. Exits 1 on any error or lost notification. See bench/README.md.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { machineNote } from './support/baselines';
import { browse, produceChanges, RouteRecorder, signIn, sleep, Subscriber } from './support/load-clients';
import { processCpuSeconds } from './support/cpu-sampler';
import { notificationFigures, printNotifications, printRoutes, routeFigures } from './support/load-report';
import type { SeedPlan } from './support/load-seed';
import { startLoadTarget, type LoadDatabase } from './support/load-target';

const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));

interface LoadOptions {
  users: number;
  subscribers: number;
  seconds: number;
  database: LoadDatabase;
  url: string | undefined;
  databaseUrl: string | undefined;
  postgresUrl: string;
  scenarios: number;
  sessions: number;
  changeEverySeconds: number;
  thinkMs: number;
  drainSeconds: number;
}

function parseOptions(args: readonly string[]): LoadOptions {
  const value = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const number = (name: string, fallback: number) => {
    const parsed = Number(value(name) ?? fallback);
    if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`--${name} must be a number >= 0`);
    return parsed;
  };
  const database = value('database') ?? 'pglite';
  if (database !== 'pglite' && database !== 'postgres') throw new Error('--database must be pglite or postgres');
  const options: LoadOptions = {
    users: number('users', 200),
    subscribers: number('subscribers', 100),
    seconds: number('seconds', 60),
    database,
    url: value('url'),
    databaseUrl: value('database-url'),
    postgresUrl: value('postgres-url') ?? process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test',
    scenarios: number('scenarios', 10),
    sessions: number('sessions', 50),
    changeEverySeconds: number('change-every', 6),
    thinkMs: number('think-ms', 0),
    drainSeconds: number('drain-seconds', 30),
  };
  if (options.subscribers > options.users)
    throw new Error('--subscribers cannot exceed --users (subscribers are users with the feed open)');
  if (options.changeEverySeconds <= 0) throw new Error('--change-every must be > 0');
  return options;
}

/** Runs `work` over `items`, `concurrency` at a time, keeping their order. */
async function inBatches<T, R>(items: readonly T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += concurrency) results.push(...(await Promise.all(items.slice(i, i + concurrency).map(work))));
  return results;
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const before = machineNote();
  console.log(
    `Load: ${options.users} users browsing, ${options.subscribers} realtime subscribers, ${options.seconds} s, ${options.url ? options.url : options.database}`,
  );
  console.log(`load average before: ${before.loadAverage1m} (1 min), ${before.loadAverage5m} (5 min) on ${before.cpus} cores`);
  // Changes at offset + k * interval within the run: at most ceil(seconds / interval) per subscriber.
  const changes = Math.ceil(options.seconds / options.changeEverySeconds);
  const plan: SeedPlan = {
    users: options.users,
    subscribers: options.subscribers,
    scenarios: options.scenarios,
    sessions: options.sessions,
    retriesPerSubscriber: Math.min(options.sessions, Math.ceil(changes / 2)),
    deletionsPerSubscriber: Math.ceil(changes / 2),
  };
  let phase = performance.now();
  const elapsed = () => {
    const seconds = (performance.now() - phase) / 1000;
    phase = performance.now();
    return `${seconds.toFixed(1)} s`;
  };
  const target = await startLoadTarget(options, plan);
  console.log(`seeded and started the server at ${target.url} (${elapsed()})`);
  const subscribers: Subscriber[] = [];
  try {
    const cookies = await inBatches(target.users, 8, (user) => signIn(target.url, user));
    console.log(`${cookies.length} users signed in over HTTP (${elapsed()})`);
    for (let i = 0; i < options.subscribers; i++) subscribers.push(new Subscriber(target.users[i]!, cookies[i]!));
    await inBatches(subscribers, 20, (subscriber) => subscriber.open(target.url));
    console.log(`${subscribers.length} realtime sockets subscribed (${elapsed()}); running for ${options.seconds} s...`);

    const recorder = new RouteRecorder();
    const serverCpuBefore = processCpuSeconds(target.serverPid());
    const loadCpuBefore = process.cpuUsage();
    const start = performance.now();
    const deadline = start + options.seconds * 1000;
    await Promise.all([
      ...cookies.map((cookie) => browse(recorder, target.url, cookie, deadline, options.thinkMs)),
      produceChanges(recorder, target.url, subscribers, start, deadline, options.changeEverySeconds * 1000),
    ]);
    const runSeconds = (performance.now() - start) / 1000;
    const serverCpu = processCpuSeconds(target.serverPid()) - serverCpuBefore;
    const loadCpu = process.cpuUsage(loadCpuBefore);
    const drainDeadline = performance.now() + options.drainSeconds * 1000;
    while (subscribers.some((subscriber) => subscriber.outstanding() > 0) && performance.now() < drainDeadline) await sleep(100);
    const drainSeconds = (performance.now() - start) / 1000 - runSeconds;

    const routes = routeFigures(recorder, runSeconds);
    const notifications = notificationFigures(subscribers);
    const dropped = subscribers
      .filter((subscriber) => subscriber.droppedWith)
      .map((subscriber) => ({ user: subscriber.user.email, reason: subscriber.droppedWith }));
    const messages = {
      total: subscribers.reduce((sum, subscriber) => sum + subscriber.messages, 0),
      intermediate: subscribers.reduce((sum, subscriber) => sum + subscriber.intermediate, 0),
      unexpected: subscribers.reduce((sum, subscriber) => sum + subscriber.unexpected, 0),
    };
    const after = machineNote();
    const serverWarnings = target
      .serverOutput()
      .split('\n')
      .filter((line) => line.trim() !== '');

    console.log(
      `\n== Routes (${runSeconds.toFixed(1)} s; browsing: ${options.users} users, think time ${options.thinkMs} ms; producer: one change per subscriber every ${options.changeEverySeconds} s)`,
    );
    printRoutes(routes);
    console.log(
      `\n== Realtime: ${subscribers.length} subscribers, ${subscribers.length - dropped.length} still connected at the end; waited ${drainSeconds.toFixed(1)} s after the run for late messages`,
    );
    printNotifications(notifications);
    console.log(
      `messages received: ${messages.total} (${messages.intermediate} intermediate pending/running updates, ${messages.unexpected} about sessions the producer did not change)`,
    );
    if (recorder.slow.length)
      console.log(
        `requests slower than 10 s: ${recorder.slow.length}, started at ${recorder.slow
          .slice(0, 10)
          .map((slow) => `${(slow.startedAtMs / 1000).toFixed(1)} s (${slow.route}, ${slow.status})`)
          .join('; ')}`,
      );
    for (const drop of dropped.slice(0, 5)) console.log(`  dropped socket: ${drop.user}: ${drop.reason}`);
    const percentOfCore = (seconds: number) => `${((seconds / runSeconds) * 100).toFixed(0)} % of one core`;
    console.log(
      `\nCPU during the run: server process ${percentOfCore(serverCpu)}, load generator ${percentOfCore((loadCpu.user + loadCpu.system) / 1e6)}`,
    );
    console.log(`load average after: ${after.loadAverage1m} (1 min), ${after.loadAverage5m} (5 min)`);
    if (serverWarnings.length)
      console.log(
        `server log (warnings and errors, ${serverWarnings.length} lines; first 5):\n  ${serverWarnings.slice(0, 5).join('\n  ')}`,
      );

    const errors = routes.reduce((sum, route) => sum + route.errors, 0);
    const lost = notifications.find((figure) => figure.kind === 'all')!.lost;
    const passed = errors === 0 && lost === 0 && dropped.length === 0;
    console.log(
      `\n${passed ? 'PASSED' : 'FAILED'}: ${errors} errors, ${lost} lost notifications, ${dropped.length} dropped sockets (the bar: none)`,
    );
    const result = {
      finishedAt: new Date().toISOString(),
      database: target.database,
      options: { ...options, databaseUrl: options.databaseUrl ? '(set)' : undefined },
      machine: { before, after },
      runSeconds,
      drainSeconds,
      routes,
      realtime: { subscribers: subscribers.length, dropped, notifications, messages },
      cpuPercentOfOneCore: {
        server: (serverCpu / runSeconds) * 100,
        loadGenerator: ((loadCpu.user + loadCpu.system) / 1e6 / runSeconds) * 100,
      },
      slowRequests: recorder.slow,
      timeline: Array.from(recorder.timeline, (bucket, second) => ({ second, requests: bucket?.[0] ?? 0, slowestMs: bucket?.[1] ?? 0 })),
      serverWarnings: serverWarnings.slice(0, 50),
      passed,
    };
    await mkdir(resultsDir, { recursive: true });
    await writeFile(`${resultsDir}load-latest.json`, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`wrote bench/results/load-latest.json`);
    return passed ? 0 : 1;
  } finally {
    for (const subscriber of subscribers) subscriber.close();
    await target.stop();
  }
}

// Everything below is bounded in time; this is the backstop if something hangs anyway.
const watchdog = setTimeout(
  () => {
    console.error('load: still running 15 minutes after the planned end, giving up');
    process.exit(2);
  },
  15 * 60_000 + Number(process.argv.find((arg) => arg.startsWith('--seconds='))?.slice(10) ?? 60) * 1000,
);
watchdog.unref();

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
