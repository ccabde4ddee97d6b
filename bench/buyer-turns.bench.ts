/**
 * The offline buyer's work per turn, in process, measured so that a loaded machine still compares:
 *   node --import tsx bench/buyer-turns.bench.ts [--rounds=N] [--warm-up=N] [--scripts=PATTERN] [--as-heard] [--versus=DIR] [--json=FILE]
 * Plays every line of the buyer evaluation's tuning sets through the offline buyer, as a call asks
 * it (the conversation as heard, one reply at a time), and times each reply from the request to its
 * first sentence (the call's "dialogue" stage) and to its end, in CPU time (`process.cpuUsage`)
 * and wall time. Each round is a fresh process, so every caller line is read for the first time,
 * as in a call; the scenarios are prepared first as a save prepares them (decisions 56, 116) and the
 * first scripts of a round are played untimed to warm up. `--as-heard` gives each line as the
 * offline recogniser would (lower case, no punctuation) and reads it for the end of the turn first,
 * untimed, as the call does at the caller's pause before it asks for the reply. `--versus=DIR` plays the buyer of another
 * checkout of this repository in the same process, script by script in turn with this one's, so
 * that both see the same machine. See bench/README.md.
 */
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as conversation from '@rehearse/conversation';
import * as voice from '@rehearse/voice';
import type { BuyerPromptWriter, BuyerScenario, Dialogue, DialogueConversation, DialogueEvent } from '@rehearse/voice';
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
  versus: string | undefined;
  asHeard: boolean;
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

/** What a round plays: the buyer of one checkout. */
interface BuyerUnderTest {
  label: string;
  createOfflineBuyer: typeof voice.createOfflineBuyer;
  startTextBuyerCall: typeof voice.startTextBuyerCall;
  warmUpUnderstanding: typeof conversation.warmUpUnderstanding;
  endOfTurnSilenceMs: typeof voice.endOfTurnSilenceMs;
}

function parseOptions(args: readonly string[]): Options {
  const value = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const scripts = value('scripts');
  const versus = value('versus');
  return {
    rounds: Number(value('rounds') ?? 3),
    warmUpScripts: Number(value('warm-up') ?? 25),
    scripts: scripts === undefined ? undefined : new RegExp(scripts),
    versus: versus === undefined ? undefined : path.resolve(versus),
    asHeard: args.includes('--as-heard'),
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
    const parsed = voice.parseScenarioFile(await readFile(file.path, 'utf8'), file.path);
    if (!parsed.ok) throw new Error(parsed.error);
    scenarios.set(id, parsed.value);
  }
  const scripts: Script[] = [];
  for (const set of SETS.filter((candidate) => !candidate.heldOut))
    scripts.push(...(await loadScripts(set.directory, set.name, files)).filter((script) => pattern?.test(script.id) ?? true));
  return { scripts, scenarios };
}

/** The buyer of another checkout, loaded beside this one's (its own modules and libraries, its own memory). */
async function buyerOf(checkout: string): Promise<BuyerUnderTest> {
  const other = (await import(path.join(checkout, 'packages/voice/src/index.ts'))) as typeof voice;
  const understanding = (await import(path.join(checkout, 'packages/conversation/src/index.ts'))) as typeof conversation;
  return { label: checkout, ...other, warmUpUnderstanding: understanding.warmUpUnderstanding };
}

/** A line as the offline recogniser gives it: "How many agents? About 40." -> "how many agents about 40". */
const heardForm = (said: string) =>
  said
    .toLowerCase()
    .replace(/[^a-z0-9'$% ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

async function playScript(
  buyer: BuyerUnderTest,
  dialogue: Dialogue,
  script: Script,
  scenario: BuyerScenario,
  asHeard: boolean,
  samples?: TurnSample[],
) {
  const timedBuyer = {
    ...dialogue,
    startConversation: (context) => timed(dialogue.startConversation(context), samples),
  } satisfies Dialogue;
  const call = await buyer.startTextBuyerCall({ dialogue: timedBuyer, optimizer: NO_PROMPT }, scenario, 1);
  for (const line of script.lines) {
    if (call.hasEnded) break;
    const say = asHeard ? heardForm(line.say) : line.say;
    if (asHeard) buyer.endOfTurnSilenceMs(say);
    await call.say(line.hearOnly === undefined ? { say } : { say, hearOnly: line.hearOnly });
  }
}

/** One round in this process: every line of every script once per buyer, the first scripts untimed; the buyers take turns. */
async function playRound(options: Options): Promise<TurnSample[][]> {
  const { scripts, scenarios } = await tuningScripts(options.scripts);
  const buyers: BuyerUnderTest[] = [{ label: 'this checkout', ...voice, warmUpUnderstanding: conversation.warmUpUnderstanding }];
  if (options.versus) buyers.push(await buyerOf(options.versus));
  const dialogues: Dialogue[] = [];
  for (const buyer of buyers) {
    const dialogue = buyer.createOfflineBuyer();
    buyer.warmUpUnderstanding();
    for (const scenario of scenarios.values()) await dialogue.prepareScenario?.(scenario);
    dialogues.push(dialogue);
  }
  const samples = buyers.map((): TurnSample[] => []);
  for (const [index, script] of scripts.entries()) {
    // Each goes first on every other script: neither always finds the machine as the other left it.
    const order = index % 2 === 0 ? buyers.keys() : [...buyers.keys()].reverse();
    for (const which of order)
      await playScript(
        buyers[which]!,
        dialogues[which]!,
        script,
        scenarios.get(script.scenario)!,
        options.asHeard,
        index < options.warmUpScripts ? undefined : samples[which],
      );
  }
  return samples;
}

function runRoundInChild(options: Options): TurnSample[][] {
  const args = ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', `--warm-up=${options.warmUpScripts}`];
  if (options.scripts) args.push(`--scripts=${options.scripts.source}`);
  if (options.versus) args.push(`--versus=${options.versus}`);
  if (options.asHeard) args.push('--as-heard');
  const output = execFileSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(output) as TurnSample[][];
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

function row(label: string, values: readonly number[]): string {
  const cells = [0.5, 0.95, 0.99].map((p) => percentile(values, p)).concat(mean(values), Math.max(...values));
  return `| ${label.padEnd(36)} | ${cells.map((cell) => `${cell.toFixed(1)} ms`.padStart(9)).join(' | ')} |`;
}

function printTable(title: string, rows: string[]): void {
  console.log(`\n${title}`);
  console.log(`| ${'reply'.padEnd(36)} | ${['p50', 'p95', 'p99', 'mean', 'max'].map((name) => name.padStart(9)).join(' | ')} |`);
  console.log(`| ${'-'.repeat(36)} | ${Array(5).fill('-'.repeat(9)).join(' | ')} |`);
  rows.forEach((line) => console.log(line));
}

const readLoad = () => loadavg()[0]!.toFixed(1);

async function main(args: readonly string[]): Promise<void> {
  const options = parseOptions(args);
  if (options.child) {
    process.stdout.write(JSON.stringify(await playRound(options)));
    return;
  }
  const labels = ['this checkout', ...(options.versus ? [options.versus] : [])];
  const samples = labels.map((): TurnSample[] => []);
  const loads: string[] = [];
  for (let round = 0; round < options.rounds; round++) {
    loads.push(readLoad());
    runRoundInChild(options).forEach((round, which) => samples[which]!.push(...round));
  }
  loads.push(readLoad());
  console.log(`Offline buyer per turn: ${options.rounds} round(s); load ${loads.join(' -> ')}`);
  printTable(
    `${samples[0]!.length} timed replies`,
    labels.flatMap((label, which) => {
      const own = samples[which]!;
      const name = labels.length > 1 ? `${which === 0 ? 'this' : 'versus'}: ` : '';
      return [
        row(
          `${name}first sentence, CPU`,
          own.map((sample) => sample.firstCpu),
        ),
        row(
          `${name}first sentence, wall`,
          own.map((sample) => sample.firstWall),
        ),
        row(
          `${name}whole reply, CPU`,
          own.map((sample) => sample.wholeCpu),
        ),
      ];
    }),
  );
  if (options.versus) {
    const ratio = (pick: (sample: TurnSample) => number) => mean(samples[0]!.map(pick)) / mean(samples[1]!.map(pick));
    console.log(
      `\nThis checkout against ${options.versus}, mean per reply: first sentence CPU x${ratio((sample) => sample.firstCpu).toFixed(3)}, wall x${ratio((sample) => sample.firstWall).toFixed(3)}`,
    );
  }
  if (options.json) await writeFile(options.json, JSON.stringify({ loads, labels, samples }));
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error('The bench failed:', error);
  process.exitCode = 1;
});
