/**
 * Every benchmark, then the quality bars of shared/DESIGN.md as met/missed: `npm run bench`.
 *   npm run bench -- [--quick] [--only=engines,latency,barge-in,capacity,turn-taking,api,web,memory] [--turns=N] [--barge-ins=N]
 *                    [--calls=2,4,8] [--capacity-turns=N] [--settings=A,B] [--parallel=N] [--api-seconds=N] [--loads=N]
 *                    [--memory-calls=N] [--verbose]
 * Prints tables with same-run baselines and writes bench/results/latest.json. See bench/README.md.
 */
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { benchApi, benchMemory, benchWeb, parseAppBenchOptions } from './app.bench';
import { benchProgress } from './progress.bench';
import { parseCallBenchOptions, runCallBenchmarks } from './call-latency.bench';
import { machineNote } from './support/baselines';
import { parseTurnTakingOptions, runTurnTakingBenchmark } from './turn-taking.bench';
import { printTable, verdict, type Row } from './support/stats';

const args = process.argv.slice(2);
const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
const only = args
  .find((arg) => arg.startsWith('--only='))
  ?.split('=')[1]
  ?.split(',');
const callOptions = parseCallBenchOptions(args);
const appOptions = parseAppBenchOptions(args);
const runs = (part: string) => !only || only.includes(part);

/** The speech-engines benchmark in its own process (it keeps its own command line), its lines parsed. */
async function runSpeechEngines(): Promise<{ name: string; value: string; note: string }[]> {
  console.log('== Speech engines (bench/speech-engines.bench.ts)');
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./speech-engines.bench.ts', import.meta.url))], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
    process.stdout.write(chunk);
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`speech-engines.bench.ts exited with ${code}`);
  // Its rows are `name` padded to 44, a space, `value` padded to 12, two spaces, a note.
  return output
    .split('\n')
    .filter((line) => line.length > 45)
    .map((line) => ({ name: line.slice(0, 44).trim(), value: line.slice(45, 57).trim(), note: line.slice(57).trim() }));
}

const startedAt = new Date();
const started = performance.now();
const machine = machineNote();
console.log(
  `Rehearse benchmarks, ${startedAt.toISOString()}: ${machine.cpus} x ${machine.cpuModel}, Node ${machine.node}, load average ${machine.loadAverage1m} (1 min) / ${machine.loadAverage5m} (5 min)${args.includes('--quick') ? ', --quick' : ''}\n`,
);

const engines = runs('engines') ? await runSpeechEngines() : undefined;
const calls = callOptions.parts.size > 0 ? await runCallBenchmarks(callOptions) : undefined;
const turnTaking = runs('turn-taking') ? await runTurnTakingBenchmark(parseTurnTakingOptions(args)) : undefined;
const api = runs('api') ? await benchApi(appOptions) : undefined;
const progress = runs('api') ? await benchProgress(appOptions) : undefined;
const web = runs('web') ? await benchWeb(appOptions) : undefined;
const memory = runs('memory') ? await benchMemory(appOptions) : undefined;

// The quality bars, in one place.
const { latency, bargeIn, capacity } = calls ?? {};
const rows: Row[] = [];
if (latency) {
  rows.push({
    figure: 'voice-to-voice latency p50',
    value: `${latency.total.p50.toFixed(0)} ms`,
    verdict: verdict('< 500 ms', latency.total.p50 < 500),
  });
  rows.push({
    figure: 'pipeline overhead p50',
    value: `${latency.stages.overhead.p50.toFixed(1)} ms`,
    verdict: verdict('< 30 ms', latency.stages.overhead.p50 < 30),
  });
}
if (bargeIn) {
  rows.push({
    figure: 'barge-in: last buyer frame p95',
    value: `${bargeIn.lastFrame.p95.toFixed(0)} ms`,
    verdict: verdict('< 200 ms', bargeIn.lastFrame.p95 < 200),
  });
  rows.push({
    figure: 'barge-in: clear-audio p95',
    value: `${bargeIn.clearAudio.p95.toFixed(0)} ms`,
    verdict: verdict('< 200 ms', bargeIn.clearAudio.p95 < 200),
  });
}
for (const setting of turnTaking?.settings ?? []) {
  rows.push({
    figure: `false cut-ins at mid-turn pauses (${setting.setting}, ${setting.set} set)`,
    value: `${(setting.falseCutInRate * 100).toFixed(1)} %`,
    verdict: verdict('<= 5 %', setting.falseCutInRate <= 0.05),
  });
  rows.push({
    figure: `  latency on complete turns p50`,
    value: `${setting.completeLatency.p50.toFixed(0)} ms`,
    verdict: verdict('<= 300 ms', setting.completeLatency.p50 <= 300),
  });
  rows.push({
    figure: `  backchannels carried on`,
    value: `${setting.backchannelsCarriedOn}/${setting.backchannels}`,
    verdict: verdict('>= 95 %', setting.backchannelsCarriedOn >= setting.backchannels * 0.95),
  });
  rows.push({
    figure: `  barge-in clear-audio p95`,
    value: `${setting.bargeIn.p95.toFixed(0)} ms`,
    verdict: verdict('<= 200 ms', setting.bargeIn.p95 <= 200),
  });
}
if (capacity)
  rows.push({
    figure: 'concurrent offline calls in real time',
    value: String(capacity.largestHolding),
    verdict: verdict('>= 8', capacity.largestHolding >= 8),
  });
if (web)
  rows.push({
    figure: 'initial JavaScript (gzip)',
    value: `${(web.javascript.gzipBytes / 1024).toFixed(1)} kB`,
    verdict: verdict('< 200 kB', web.javascript.gzipBytes < 200 * 1024),
  });
const durationSeconds = Math.round((performance.now() - started) / 1000);
if (rows.length) printTable(`Quality bars (shared/DESIGN.md), ${durationSeconds} s, load average now ${machineNote().loadAverage1m}`, rows);

await mkdir(resultsDir, { recursive: true });
const file = `${resultsDir}latest.json`;
await writeFile(
  file,
  `${JSON.stringify({ startedAt: startedAt.toISOString(), durationSeconds, args, machine, loadAverageAfter: machineNote().loadAverage1m, engines, calls, turnTaking, api, progress, web, memory }, null, 2)}\n`,
);
console.log(`\nWrote ${file}`);
