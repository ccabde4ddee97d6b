/**
 * The offline buyer's work per turn, in process, measured so that a loaded machine still compares:
 *   node --import tsx bench/buyer-turns.bench.ts [--rounds=N] [--warm-up=N] [--scripts=PATTERN] [--json=FILE]
 * Plays every line of the buyer evaluation's tuning sets through the offline buyer, as a call asks
 * it (the conversation as heard, one reply at a time), and times each reply from the request to its
 * first sentence (the call's "dialogue" stage) and to its end, in CPU time (`process.cpuUsage`)
 * and wall time. Each round is a fresh process, so every caller line is read for the first time,
 * as in a call; the scenarios' profiles are read first (a save does that, decision 56) and the
 * first scripts of a round are played untimed to warm up. See bench/README.md.
 */
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { warmUpUnderstanding } from '@rehearse/conversation';
import {
  type BuyerPromptWriter,
  type BuyerScenario,
  createOfflineBuyer,
  type Dialogue,
  type DialogueConversation,
  type DialogueEvent,
  parseScenarioFile,
  startTextBuyerCall,
} from '@rehearse/voice';
import { SentenceSplitter } from '@rehearse/voice/testing';
import { loadScenarios, loadScripts, type Script } from '../eval/buyer/corpus';
import { SETS } from '../eval/buyer/run-buyer-eval';
import { percentile } from './support/stats';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const BUYER_EVAL = path.join(HERE, '..', 'eval', 'buyer');

/** The offline buyer does not read the system prompt. */
const NO_PROMPT: BuyerPromptWriter = { name: 'none', optimize: () => Promise.resolve('') };

interface Options {
  rounds: number;
  warmUpScripts: number;
  scripts: RegExp | undefined;
  json: string | undefined;
  child: boolean;
}

/** One reply: ms of CPU and of wall time to its first sentence and to its end. */
interface TurnSample {
  firstCpu: number;
  firstWall: number;
  wholeCpu: number;
  wholeWall: number;
}

function parseOptions(args: readonly string[]): Options {
  const value = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const scripts = value('scripts');
  return {
    rounds: Number(value('rounds') ?? 3),
    warmUpScripts: Number(value('warm-up') ?? 25),
    scripts: scripts === undefined ? undefined : new RegExp(scripts),
    json: value('json'),
    child: args.includes('--child'),
  };
}

const cpuMsSince = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

/** The conversation with a stopwatch: each reply timed as the call's speaker reads it, to its first sentence. */
function timed(conversation: DialogueConversation, samples: TurnSample[] | undefined): DialogueConversation {
  return {
    async *reply(turns, options): AsyncIterable<DialogueEvent> {
      const splitter = new SentenceSplitter({ firstClauseEarly: true });
      const wallStart = performance.now();
      const cpuStart = process.cpuUsage();
      let first: { cpu: number; wall: number } | undefined;
      const events: DialogueEvent[] = [];
      for await (const event of conversation.reply(turns, options)) {
        if (event.type === 'text' && first === undefined && splitter.push(event.text).length > 0)
          first = { cpu: cpuMsSince(cpuStart), wall: performance.now() - wallStart };
        events.push(event);
      }
      const whole = { cpu: cpuMsSince(cpuStart), wall: performance.now() - wallStart };
      first ??= whole;
      samples?.push({ firstCpu: first.cpu, firstWall: first.wall, wholeCpu: whole.cpu, wholeWall: whole.wall });
      yield* events;
    },
  };
}

/** The tuning sets' scripts and their scenarios (the unseen sets are never read). */
async function tuningScripts(pattern: RegExp | undefined): Promise<{ scripts: Script[]; scenarios: Map<string, BuyerScenario> }> {
  const files = await loadScenarios(path.join(BUYER_EVAL, 'scenarios'));
  const scenarios = new Map<string, BuyerScenario>();
  for (const [id, file] of files) {
    const parsed = parseScenarioFile(await readFile(file.path, 'utf8'), file.path);
    if (!parsed.ok) throw new Error(parsed.error);
    scenarios.set(id, parsed.value);
  }
  const scripts: Script[] = [];
  for (const set of SETS.filter((candidate) => !candidate.heldOut))
    scripts.push(...(await loadScripts(set.directory, set.name, files)).filter((script) => pattern?.test(script.id) ?? true));
  return { scripts, scenarios };
}

/** One round in this process: every line of every script once, the first scripts untimed. */
async function playRound(options: Options): Promise<TurnSample[]> {
  const { scripts, scenarios } = await tuningScripts(options.scripts);
  const buyer = createOfflineBuyer();
  warmUpUnderstanding();
  for (const scenario of scenarios.values()) buyer.prepareScenario?.(scenario);
  const samples: TurnSample[] = [];
  for (const [index, script] of scripts.entries()) {
    const timedBuyer = {
      ...buyer,
      startConversation: (context) => timed(buyer.startConversation(context), index < options.warmUpScripts ? undefined : samples),
    } satisfies Dialogue;
    const call = await startTextBuyerCall({ dialogue: timedBuyer, optimizer: NO_PROMPT }, scenarios.get(script.scenario)!, 1);
    for (const line of script.lines) {
      if (call.hasEnded) break;
      await call.say(line.hearOnly === undefined ? { say: line.say } : { say: line.say, hearOnly: line.hearOnly });
    }
  }
  return samples;
}

function runRoundInChild(options: Options): TurnSample[] {
  const args = ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', `--warm-up=${options.warmUpScripts}`];
  if (options.scripts) args.push(`--scripts=${options.scripts.source}`);
  const output = execFileSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(output) as TurnSample[];
}

function row(label: string, values: readonly number[]): string {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const cells = [0.5, 0.95, 0.99].map((p) => percentile(values, p)).concat(mean, Math.max(...values));
  return `| ${label.padEnd(30)} | ${cells.map((cell) => `${cell.toFixed(1)} ms`.padStart(9)).join(' | ')} |`;
}

async function main(args: readonly string[]): Promise<void> {
  const options = parseOptions(args);
  if (options.child) {
    process.stdout.write(JSON.stringify(await playRound(options)));
    return;
  }
  const samples: TurnSample[] = [];
  const loads: string[] = [];
  for (let round = 0; round < options.rounds; round++) {
    loads.push(readLoad());
    samples.push(...runRoundInChild(options));
  }
  loads.push(readLoad());
  console.log(
    `Offline buyer per turn: ${options.rounds} rounds of ${samples.length / options.rounds} timed replies; load ${loads.join(' -> ')}`,
  );
  console.log(`| ${'reply'.padEnd(30)} | ${['p50', 'p95', 'p99', 'mean', 'max'].map((name) => name.padStart(9)).join(' | ')} |`);
  console.log(`| ${'-'.repeat(30)} | ${Array(5).fill('-'.repeat(9)).join(' | ')} |`);
  console.log(
    row(
      'first sentence, CPU',
      samples.map((sample) => sample.firstCpu),
    ),
  );
  console.log(
    row(
      'first sentence, wall',
      samples.map((sample) => sample.firstWall),
    ),
  );
  console.log(
    row(
      'whole reply, CPU',
      samples.map((sample) => sample.wholeCpu),
    ),
  );
  console.log(
    row(
      'whole reply, wall',
      samples.map((sample) => sample.wholeWall),
    ),
  );
  if (options.json) await writeFile(options.json, JSON.stringify({ loads, samples }));
}

const readLoad = () => loadavg()[0]!.toFixed(1);

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error('The bench failed:', error);
  process.exitCode = 1;
});
