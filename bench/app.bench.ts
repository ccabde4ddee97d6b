/**
 * The app's own costs, each beside a baseline of the same run: the API under load (against
 * GET /api/health), the web app's first load (against a blank page), the server's memory (against
 * a bare Node process). Run by `npm run bench` (`--only=api,web,memory`). See bench/README.md.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { startServerProcess } from '../apps/server/src/test/server-process';
import { createScratchDatabase, type ScratchDatabase } from '../apps/server/src/test/scratch-database';
import { encodeSessionCursor, type Scenario } from '@rehearse/domain';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/e2e-env';
import { concatPcm, splitIntoFrames } from '@rehearse/voice';
import { BenchUser, startBenchServer, type BenchServer } from './support/bench-server';
import { machineNote } from './support/baselines';
import { BENCH_SCENARIO, CALLER_LINES } from './support/caller-lines';
import { runConcurrentCalls } from './support/call-runs';
import { trimToSpeech } from './support/microphone';
import type { CallerLine } from './support/scripted-call';
import { median, ms, p50p95, printTable, summarise, verdict, type Row, type Summary } from './support/stats';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));

// ---------------------------------------------------------------- 4. API under load

export interface RouteLoad {
  route: string;
  requests: number;
  errors: number;
  requestsPerSecond: number;
  latency: Summary;
}

/** `clients` loops, each sending the next request when the last one answered, for `seconds`. */
export async function loadRoute(url: string, cookie: string | undefined, clients: number, seconds: number): Promise<RouteLoad> {
  const latencies: number[] = [];
  let errors = 0;
  const get = async () => {
    const start = performance.now();
    const response = await fetch(url, { headers: cookie ? { cookie } : {} });
    await response.arrayBuffer();
    if (response.status !== 200) errors++;
    return performance.now() - start;
  };
  for (let i = 0; i < clients; i++) await get(); // warm the route and the connections' pool
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) latencies.push(await get());
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    route: new URL(url).pathname,
    requests: latencies.length,
    errors,
    requestsPerSecond: latencies.length / elapsed,
    latency: summarise(latencies),
  };
}

const DEFAULT_POSTGRES = 'postgresql://postgres@127.0.0.1:5432/test';

/** A throwaway database on the PostgreSQL server, or undefined when none answers. */
async function throwawayPostgres(): Promise<ScratchDatabase | undefined> {
  return createScratchDatabase(process.env.TEST_DATABASE_URL || DEFAULT_POSTGRES, 'rehearse_bench', 2000).catch(() => undefined);
}

/**
 * `count` more ended, analysed sessions for the user, an hour apart before any already there, each
 * with a 12-line transcript and feedback shaped as the assessor stores it; inserted in one statement.
 */
async function seedSessions(server: BenchServer, userId: string, count: number, before: number): Promise<void> {
  const transcript = Array.from({ length: 12 }, (_, i) => ({
    role: i % 2 ? 'assistant' : 'user',
    text: `Line ${i} of the rehearsed conversation, a sentence or two long.`,
    startMs: i * 4000,
    endMs: i * 4000 + 3500,
  }));
  const feedback = {
    overall_summary: 'A solid discovery call: open questions early, the pain quantified late, and a next step agreed with a date.',
    rapport_and_agenda: { score: 7, justification: 'An agenda set in the first minute.' },
    needs_exploration: { score: 6, justification: 'Two open questions about ramp time.' },
    next_steps: { score: 8, justification: 'A demo booked for Tuesday.' },
  };
  await server.db.query(
    `INSERT INTO coaching_sessions (user_id, scenario_title, sales_stage, persona, status, max_duration_seconds, started_at,
       last_activity_at, ended_at, ended_reason, duration_seconds, transcript, assessment_feedback, assessment_status, created_at)
     SELECT $1, 'Bench call ' || n, 'Discovery', 'CFO', 'ended', 1800, at, at + interval '48 seconds', at + interval '48 seconds',
       'customer-ended-call', 48, $2, $3, 'completed', at
     FROM generate_series($4::int + 1, $4::int + $5::int) AS n, LATERAL (SELECT now() - n * interval '1 hour' AS at) AS t`,
    [userId, JSON.stringify(transcript), JSON.stringify(feedback), before, count],
  );
}

/** The list's routes for a user with `size` calls: the bare route, the first page, a page deep in the history by keyset, one call whole, the scenarios. */
async function loadAtSize(server: BenchServer, user: BenchUser, size: number, options: AppBenchOptions) {
  // The cursor of the call halfway down the history, as the list would have handed it out.
  const [middle] = await server.db.query<{ id: string; micros: string }>(
    `SELECT id, (extract(epoch FROM created_at) * 1000000)::bigint::text AS micros FROM coaching_sessions
     WHERE user_id = $1 ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT 1`,
    [user.id, Math.floor(size / 2)],
  );
  const cursor = encodeSessionCursor({ createdAtMicros: BigInt(middle!.micros), id: middle!.id });
  const health = await loadRoute(`${server.url}/api/health`, undefined, options.clients, options.seconds);
  const firstPage = await loadRoute(`${server.url}/api/sessions`, user.cookie, options.clients, options.seconds);
  const deepPage = await loadRoute(`${server.url}/api/sessions?after=${cursor}`, user.cookie, options.clients, options.seconds);
  const details = await loadRoute(`${server.url}/api/sessions/${middle!.id}`, user.cookie, options.clients, options.seconds);
  const scenarios = await loadRoute(`${server.url}/api/scenarios`, user.cookie, options.clients, options.seconds);
  return {
    size,
    health,
    firstPage: { ...firstPage, route: 'GET /api/sessions (first page)' },
    deepPage: { ...deepPage, route: 'GET /api/sessions?after= (a page mid-history)' },
    details: { ...details, route: 'GET /api/sessions/:id (one call whole)' },
    scenarios: { ...scenarios, route: 'GET /api/scenarios' },
  };
}

async function apiOn(kind: 'pglite' | 'postgres', databaseUrl: string | undefined, options: AppBenchOptions) {
  const server = await startBenchServer({ databaseUrl });
  try {
    const user = await BenchUser.signUp(server, `bench-api-${kind}@example.com`);
    for (let i = 0; i < options.scenarios; i++)
      await user.post<{ scenario: Scenario }>('/api/scenarios', { ...BENCH_SCENARIO, title: `${BENCH_SCENARIO.title} ${i + 1}` });
    const sizes = [];
    let seeded = 0;
    for (const size of options.sessions) {
      await seedSessions(server, user.id, size - seeded, seeded);
      seeded = size;
      sizes.push(await loadAtSize(server, user, size, options));
    }
    return { kind, sizes };
  } finally {
    await server.close();
  }
}

export async function benchApi(options: AppBenchOptions) {
  console.log(
    `\nAPI under load: ${options.clients} concurrent clients, ${options.seconds} s per route, users of ${options.sessions.join(' and ')} sessions and ${options.scenarios} scenarios (load average ${machineNote().loadAverage1m})...`,
  );
  const runs = [await apiOn('pglite', undefined, options)];
  const postgres = await throwawayPostgres();
  if (postgres) {
    try {
      runs.push(await apiOn('postgres', postgres.url, options));
    } finally {
      await postgres.drop();
    }
  } else console.log('  no PostgreSQL at TEST_DATABASE_URL or the default URL: PGlite only');
  const rows: Row[] = [];
  for (const run of runs) {
    for (const at of run.sizes) {
      rows.push({
        figure: `${run.kind}, ${at.size} calls: GET /api/health (bare route)`,
        value: `${at.health.requestsPerSecond.toFixed(0)} req/s`,
        baseline: `p50/p95 ${p50p95(at.health.latency, 1)}`,
      });
      for (const load of [at.firstPage, at.deepPage, at.details, at.scenarios]) {
        const ratio = at.health.requestsPerSecond / load.requestsPerSecond;
        const isList = load === at.firstPage || load === at.deepPage;
        rows.push({
          figure: `${run.kind}, ${at.size} calls: ${load.route}`,
          value: `${load.requestsPerSecond.toFixed(0)} req/s`,
          baseline: `p50/p95 ${p50p95(load.latency, 1)}; ${ratio.toFixed(1)}x the bare route's time${load.errors ? `; ${load.errors} errors` : ''}`,
          ...(isList ? { verdict: verdict("<= 2x the bare route's time", ratio <= 2 && load.errors === 0) } : {}),
        });
      }
    }
  }
  printTable('API under load (req/s; beside it p50/p95 latency and cost vs GET /api/health on the same server at the same size)', rows);
  return {
    clients: options.clients,
    seconds: options.seconds,
    sessions: options.sessions,
    scenarios: options.scenarios,
    runs,
    loadAverageAfter: machineNote().loadAverage1m,
  };
}

// ---------------------------------------------------------------- 5. Web app first load

/** The page's globals used in the browser (the bench's lib has no DOM). */
interface PageGlobals {
  document: { getElementById(id: string): unknown };
}

const BLANK_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Blank</title></head><body><h1 id="blank-title">Blank</h1></body></html>\n';

/** The entry script and its modulepreload links in dist/index.html, gzip-compressed one by one. */
async function initialJavaScript(distDir: string) {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((match) => match[1]!);
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
  const files = [...entry, ...preloads].map((href) => {
    const bytes = readFileSync(path.join(distDir, href.replace(/^\//, '')));
    return { href, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  });
  const allJs = readdirSync(path.join(distDir, 'assets')).filter((name) => name.endsWith('.js'));
  const allGzip = allJs.reduce((sum, name) => sum + gzipSync(readFileSync(path.join(distDir, 'assets', name)), { level: 9 }).length, 0);
  return {
    files,
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    allChunksGzipBytes: allGzip,
    allChunks: allJs.length,
  };
}

export async function benchWeb(options: AppBenchOptions) {
  const distDir = path.join(repoRoot, 'apps/web/dist');
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.log('\nBuilding the web app (npm run build)...');
    await promisify(execFile)('npm', ['run', 'build'], { cwd: repoRoot });
  }
  console.log(
    `\nWeb app: initial JavaScript, and first render in headless Chromium, ${options.loads} loads each (load average ${machineNote().loadAverage1m})...`,
  );
  const javascript = await initialJavaScript(distDir);
  // The built app and a blank page side by side in one temp dir, served by the same server.
  const webDir = await mkdtemp(path.join(tmpdir(), 'rehearse-bench-web-'));
  await cp(distDir, webDir, { recursive: true });
  await writeFile(path.join(webDir, 'blank.html'), BLANK_PAGE);
  const server = await startBenchServer({ webDistDir: webDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  /** A cold load in a fresh context: ms from navigation start to the heading in the DOM, and first contentful paint. */
  const load = async (url: string, heading: string) => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'commit' });
      const handle = await page.waitForFunction(
        (id) => ((globalThis as unknown as PageGlobals).document.getElementById(id) ? performance.now() : 0),
        heading,
        { polling: 'raf', timeout: 15_000 },
      );
      const headingMs = (await handle.jsonValue()) as number;
      await page.waitForLoadState('load');
      const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN);
      return { headingMs, fcpMs: fcp };
    } finally {
      await context.close();
    }
  };
  const home: { headingMs: number; fcpMs: number }[] = [];
  const blank: { headingMs: number; fcpMs: number }[] = [];
  try {
    await load(`${server.url}/`, 'hero-title'); // warm the server's file cache
    await load(`${server.url}/blank.html`, 'blank-title');
    for (let i = 0; i < options.loads; i++) {
      home.push(await load(`${server.url}/`, 'hero-title'));
      blank.push(await load(`${server.url}/blank.html`, 'blank-title'));
    }
  } finally {
    await browser.close();
    await server.close();
    await rm(webDir, { recursive: true, force: true });
  }
  const firstRender = {
    homeHeadingMs: median(home.map((run) => run.headingMs)),
    homeFcpMs: median(home.map((run) => run.fcpMs)),
    blankHeadingMs: median(blank.map((run) => run.headingMs)),
    blankFcpMs: median(blank.map((run) => run.fcpMs)),
    home,
    blank,
  };
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  printTable('Web app first load', [
    {
      figure: `initial JavaScript, gzip -9 (${javascript.files.length} files)`,
      value: kB(javascript.gzipBytes),
      baseline: `${kB(javascript.bytes)} raw; all ${javascript.allChunks} chunks ${kB(javascript.allChunksGzipBytes)} gzip`,
      verdict: verdict('< 200 kB', javascript.gzipBytes < 200 * 1024),
    },
    {
      figure: 'home: navigation -> hero heading in DOM (median)',
      value: ms(firstRender.homeHeadingMs),
      baseline: `blank page ${ms(firstRender.blankHeadingMs)}`,
    },
    {
      figure: 'home: first contentful paint (median)',
      value: ms(firstRender.homeFcpMs),
      baseline: `blank page ${ms(firstRender.blankFcpMs)}`,
    },
  ]);
  for (const file of javascript.files)
    console.log(`  ${file.href.padEnd(40)} ${kB(file.gzipBytes).padStart(9)} gzip  ${kB(file.bytes).padStart(9)} raw`);
  return { javascript, firstRender, loadAverageAfter: machineNote().loadAverage1m };
}

// ---------------------------------------------------------------- 6. Memory

/** kB fields of /proc/<pid>/status (VmRSS, VmHWM, RssAnon, RssFile), or undefined once the process is gone. */
function procStatus(pid: number | 'self'): Record<string, number> | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/status`, 'utf8');
    const fields: Record<string, number> = {};
    for (const match of text.matchAll(/^(VmRSS|VmHWM|RssAnon|RssFile|RssShmem):\s+(\d+) kB$/gm))
      fields[match[1]!] = Number(match[2]) * 1024;
    return fields;
  } catch {
    return undefined;
  }
}

/** This process's children (the pocketsphinx helpers, flite if running; not tsx's esbuild), by name, with their RSS. */
function childProcesses(): { pid: number; name: string; rssBytes: number }[] {
  return childProcessesOf(process.pid);
}

function childProcessesOf(parent: number): { pid: number; name: string; rssBytes: number }[] {
  const children: { pid: number; name: string; rssBytes: number }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/status`, 'utf8');
      if (Number(/^PPid:\s+(\d+)$/m.exec(text)?.[1]) !== parent) continue;
      if (/^Name:\s+esbuild$/m.test(text)) continue; // tsx's compiler service, not the server's
      children.push({
        pid: Number(entry),
        name: /^Name:\s+(.*)$/m.exec(text)?.[1] ?? '?',
        rssBytes: Number(/^VmRSS:\s+(\d+) kB$/m.exec(text)?.[1] ?? 0) * 1024,
      });
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

/** A full GC: global.gc when run with --expose-gc, else the flag set at run time (the usual trick). */
function collectGarbage(): boolean {
  const existing = (globalThis as { gc?: () => void }).gc;
  if (existing) return (existing(), true);
  try {
    setFlagsFromString('--expose-gc');
    (runInNewContext('gc') as () => void)();
    return true;
  } catch {
    return false;
  }
}

function memorySample(server: BenchServer) {
  const usage = process.memoryUsage();
  const status = procStatus('self') ?? {};
  const children = childProcesses();
  return {
    rssBytes: usage.rss,
    vmRssBytes: status.VmRSS ?? Number.NaN,
    rssAnonBytes: status.RssAnon ?? Number.NaN,
    rssFileBytes: status.RssFile ?? Number.NaN,
    heapUsedBytes: usage.heapUsed,
    externalBytes: usage.external,
    pgliteWasmBytes: server.databaseWasmBytes(),
    children,
    childrenRssBytes: children.reduce((sum, child) => sum + child.rssBytes, 0),
  };
}

/** RSS of a bare Node process that only reports it: the runtime's own floor. */
async function bareNodeRss(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => console.log(process.memoryUsage().rss), 200)'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  await new Promise((resolve) => child.on('close', resolve));
  return Number(output.trim());
}

interface ProbeSample {
  rssBytes: number;
  externalBytes: number;
  hwmBytes: number;
}

/**
 * PGlite's share of resident memory, in a child process of its own (`support/pglite-memory-probe.ts`):
 * RSS after a full GC before and after opening the embedded database as the server does (migrations
 * included), on a fresh data directory (the first start: initdb runs) and again on the same one
 * (every later start). The WebAssembly memory alone misses most of it (initdb, the file system).
 */
async function pgliteOpenRss() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rehearse-bench-pglite-'));
  const probe = async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'bench/support/pglite-memory-probe.ts'), dataDir], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    await new Promise((resolve) => child.on('close', resolve));
    const samples = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as Record<'imported' | 'opened' | 'queried', ProbeSample>;
    return {
      beforeBytes: samples.imported.rssBytes,
      afterBytes: samples.queried.rssBytes,
      shareBytes: samples.queried.rssBytes - samples.imported.rssBytes,
      hwmBytes: samples.queried.hwmBytes,
      externalBytes: samples.queried.externalBytes,
    };
  };
  try {
    const firstStart = await probe();
    const laterStart = await probe();
    return { firstStart, laterStart };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * The real server (`main.ts`, as `npm run serve` runs it) in a process of its own, idle once its
 * engines are warm and it has collected what warming left (its RSS settled: 5 s within 2 MB, at
 * least 35 s after it answered; the warm-up took 10-20 s, the collection comes 5 s later): on a fresh
 * DATA_DIR (the first start), then restarted on it (every later start). What a self-hosted team
 * sees; the in-process figures also hold this benchmark's own modules (Playwright, the caller).
 */
async function serverProcessIdle() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rehearse-bench-serve-'));
  const environment: NodeJS.ProcessEnv = { ...process.env };
  delete environment.DATABASE_URL;
  const idleAfterStart = async () => {
    const started = Date.now();
    const server = await startServerProcess({ dataDir, environment });
    try {
      const rss = () => procStatus(server.pid!)?.VmRSS ?? Number.NaN;
      const answeredAt = Date.now();
      const samples: number[] = [];
      while (Date.now() - answeredAt < 90_000) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        samples.push(rss());
        const last = samples.slice(-11);
        if (Date.now() - answeredAt >= 35_000 && last.length === 11 && Math.max(...last) - Math.min(...last) < 2 * 1024 * 1024) break;
      }
      const status = procStatus(server.pid!) ?? {};
      const helpers = childProcessesOf(server.pid!);
      return {
        rssBytes: status.VmRSS ?? Number.NaN,
        hwmBytes: status.VmHWM ?? Number.NaN,
        helpersRssBytes: helpers.reduce((sum, child) => sum + child.rssBytes, 0),
        startMs: answeredAt - started,
      };
    } finally {
      await server.stop('SIGTERM');
    }
  };
  try {
    return { firstStart: await idleAfterStart(), laterStart: await idleAfterStart() };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function benchMemory(options: AppBenchOptions) {
  console.log(
    `\nMemory: the embedded server idle, then with ${options.memoryCalls} concurrent calls (load average ${machineNote().loadAverage1m})...`,
  );
  const bareNode = await bareNodeRss();
  const pglite = await pgliteOpenRss();
  const ownProcess = await serverProcessIdle();
  const server = await startBenchServer();
  try {
    const gc = collectGarbage();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const idle = memorySample(server);
    // Caller lines and parties first, so the loaded figure is the calls' own.
    const lines: CallerLine[] = [];
    for (const text of CALLER_LINES.slice(0, 6)) {
      const frames: Int16Array[] = [];
      for await (const frame of server.speech.textToSpeech.synthesize(text, { voice: 'male' })) frames.push(frame);
      lines.push({ text, frames: trimToSpeech(splitIntoFrames(concatPcm(frames))) });
    }
    const parties = [];
    for (let i = 0; i < options.memoryCalls; i++) {
      const user = await BenchUser.signUp(server, `bench-memory-${i}@example.com`);
      const { scenario } = await user.post<{ scenario: Scenario }>('/api/scenarios', BENCH_SCENARIO);
      parties.push({ user, scenarioId: scenario.id });
    }
    if (gc) collectGarbage();
    const beforeCalls = memorySample(server);
    const samples: ReturnType<typeof memorySample>[] = [];
    const timer = setInterval(() => samples.push(memorySample(server)), 250);
    const run = await runConcurrentCalls(server, parties, lines, 2, 3000, undefined).finally(() => clearInterval(timer));
    const peakOf = (pick: (sample: ReturnType<typeof memorySample>) => number) => Math.max(...samples.map(pick));
    const loaded = {
      peakRssBytes: peakOf((sample) => sample.rssBytes),
      peakHeapUsedBytes: peakOf((sample) => sample.heapUsedBytes),
      peakPgliteWasmBytes: peakOf((sample) => sample.pgliteWasmBytes),
      peakChildrenRssBytes: peakOf((sample) => sample.childrenRssBytes),
      peakChildren: Math.max(...samples.map((sample) => sample.children.length)),
      vmHwmBytes: procStatus('self')?.VmHWM ?? Number.NaN,
      callsWithErrors: run.calls.filter((call) => call.error).length,
      turns: run.calls.reduce((sum, call) => sum + call.turns.length, 0),
    };
    const MB = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1024 / 1024).toFixed(0)} MB` : 'n/a');
    printTable(`Memory (resident; GC before idle: ${gc ? 'yes' : 'no, sampled'})`, [
      {
        figure: 'server in the bench process, idle RSS',
        value: MB(idle.rssBytes),
        baseline: `bare Node ${MB(bareNode)}; /proc VmRSS ${MB(idle.vmRssBytes)} (anon ${MB(idle.rssAnonBytes)}, file ${MB(idle.rssFileBytes)})`,
      },
      {
        figure: '  of which PGlite (RSS opening it, own process)',
        value: MB(pglite.firstStart.shareBytes),
        baseline: `fresh data dir (as here): ${MB(pglite.firstStart.beforeBytes)} -> ${MB(pglite.firstStart.afterBytes)}, VmHWM ${MB(pglite.firstStart.hwmBytes)}; existing data dir (later starts): +${MB(pglite.laterStart.shareBytes)}, ${MB(pglite.laterStart.externalBytes)} external`,
      },
      {
        figure: "  PGlite's WebAssembly memory (captured)",
        value: MB(idle.pgliteWasmBytes),
        baseline: `PGlite's heap, made while it opened; JS heap used ${MB(idle.heapUsedBytes)}, external ${MB(idle.externalBytes)}`,
      },
      {
        figure: `  helper processes idle (${idle.children.length})`,
        value: MB(idle.childrenRssBytes),
        baseline: idle.children.map((child) => `${child.name} ${MB(child.rssBytes)}`).join(', '),
      },
      {
        figure: 'the server alone (main.ts, own process), idle RSS',
        value: MB(ownProcess.laterStart.rssBytes),
        baseline: `restarted on its DATA_DIR; first start (fresh DATA_DIR) ${MB(ownProcess.firstStart.rssBytes)}, VmHWM ${MB(ownProcess.firstStart.hwmBytes)}; helper processes ${MB(ownProcess.laterStart.helpersRssBytes)}`,
      },
      {
        figure: `server in the bench process, ${options.memoryCalls} calls, peak RSS`,
        value: MB(loaded.peakRssBytes),
        baseline: `idle ${MB(idle.rssBytes)}, before the calls ${MB(beforeCalls.rssBytes)}; VmHWM ${MB(loaded.vmHwmBytes)}`,
      },
      {
        figure: "  of which PGlite's WebAssembly memory, peak",
        value: MB(loaded.peakPgliteWasmBytes),
        baseline: `idle ${MB(idle.pgliteWasmBytes)}; JS heap peak ${MB(loaded.peakHeapUsedBytes)}`,
      },
      {
        figure: `  helper processes, peak (${loaded.peakChildren})`,
        value: MB(loaded.peakChildrenRssBytes),
        baseline: `idle ${MB(idle.childrenRssBytes)}; ${loaded.turns} turns, ${loaded.callsWithErrors} calls with errors`,
      },
    ]);
    return {
      gc,
      bareNodeRssBytes: bareNode,
      pglite,
      ownProcess,
      idle,
      beforeCalls,
      loaded,
      calls: options.memoryCalls,
      loadAverageAfter: machineNote().loadAverage1m,
    };
  } finally {
    await server.close();
  }
}

// ---------------------------------------------------------------- options

export interface AppBenchOptions {
  clients: number;
  seconds: number;
  /** The history sizes measured, one after another on the same user. */
  sessions: number[];
  scenarios: number;
  loads: number;
  memoryCalls: number;
}

export function parseAppBenchOptions(args: readonly string[]): AppBenchOptions {
  const quick = args.includes('--quick');
  const value = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  return {
    clients: Number(value('api-clients') ?? 8),
    seconds: Number(value('api-seconds') ?? (quick ? 2 : 3)),
    sessions: [50, 1000],
    scenarios: 20,
    loads: Number(value('loads') ?? 5),
    memoryCalls: Number(value('memory-calls') ?? 8),
  };
}
