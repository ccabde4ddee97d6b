/**
 * Turn-taking benchmark (issue 14): hesitant and complete caller turns, spoken by voices the buyer
 * never uses with room noise, played in real time over the real call socket to the real turn loop.
 *   node --import tsx bench/turn-taking.bench.ts [--settings=A,B] [--set=existing,held-out,fresh,fresh-2,fresh-3,fresh-4,fresh-5,fresh-6,fresh-7,fresh-8,fresh-9,fresh-10,fresh-11,fresh-12,fresh-13] [--parallel=N] [--quick] [--steps=all|over|complete] [--verbose] [--replay]
 * Prints, for each end-of-turn setting tried and each set apart: false cut-ins at mid-turn pauses,
 * latency on complete turns, backchannels carried on, barge-in. See bench/README.md.
 */
import { pathToFileURL } from 'node:url';
import type { Scenario } from '@rehearse/domain';
import { DEFAULT_END_OF_TURN } from '@rehearse/voice';
import { cpuBaselineMs, machineNote } from './support/baselines';
import { BenchUser, startBenchServer, type BenchServer } from './support/bench-server';
import { BENCH_SCENARIO } from './support/caller-lines';
import type { CallParty } from './support/call-runs';
import { ms, p50p95, printTable, summarise, verdict, type Row } from './support/stats';
import { synthesiseTurns } from './turn-taking/caller-audio';
import { FRESH_COMPLETE_TURNS, FRESH_HESITANT_TURNS, FRESH_ROOM_GAIN } from './turn-taking/fresh-callers';
import { FRESH_2_COMPLETE_TURNS, FRESH_2_HESITANT_TURNS, FRESH_2_ROOM_GAIN } from './turn-taking/fresh-callers-2';
import { FRESH_3_COMPLETE_TURNS, FRESH_3_HESITANT_TURNS, FRESH_3_ROOM_GAIN } from './turn-taking/fresh-callers-3';
import { FRESH_4_COMPLETE_TURNS, FRESH_4_HESITANT_TURNS, FRESH_4_ROOM_GAIN } from './turn-taking/fresh-callers-4';
import { FRESH_5_COMPLETE_TURNS, FRESH_5_HESITANT_TURNS, FRESH_5_ROOM_GAIN } from './turn-taking/fresh-callers-5';
import { FRESH_6_COMPLETE_TURNS, FRESH_6_HESITANT_TURNS, FRESH_6_ROOM_GAIN } from './turn-taking/fresh-callers-6';
import { FRESH_7_COMPLETE_TURNS, FRESH_7_HESITANT_TURNS, FRESH_7_ROOM_GAIN } from './turn-taking/fresh-callers-7';
import { FRESH_8_COMPLETE_TURNS, FRESH_8_HESITANT_TURNS, FRESH_8_ROOM_GAIN } from './turn-taking/fresh-callers-8';
import {
  FRESH_9_BUYER_BEFORE_COMPLETE,
  FRESH_9_BUYER_BEFORE_HESITANT,
  FRESH_9_COMPLETE_TURNS,
  FRESH_9_HESITANT_TURNS,
  FRESH_9_ROOM_GAIN,
} from './turn-taking/fresh-callers-9';
import {
  FRESH_10_BUYER_BEFORE_COMPLETE,
  FRESH_10_BUYER_BEFORE_HESITANT,
  FRESH_10_COMPLETE_TURNS,
  FRESH_10_HESITANT_TURNS,
  FRESH_10_ROOM_GAIN,
} from './turn-taking/fresh-callers-10';
import { FRESH_11_COMPLETE_TURNS, FRESH_11_HESITANT_TURNS, FRESH_11_ROOM_GAIN } from './turn-taking/fresh-callers-11';
import { FRESH_12_COMPLETE_TURNS, FRESH_12_HESITANT_TURNS, FRESH_12_ROOM_GAIN } from './turn-taking/fresh-callers-12';
import {
  FRESH_13_BUYER_BEFORE_COMPLETE,
  FRESH_13_BUYER_BEFORE_HESITANT,
  FRESH_13_COMPLETE_TURNS,
  FRESH_13_HESITANT_TURNS,
  FRESH_13_ROOM_GAIN,
} from './turn-taking/fresh-callers-13';
import { HELD_OUT_COMPLETE_TURNS, HELD_OUT_HESITANT_TURNS } from './turn-taking/held-out-callers';
import {
  BACKCHANNELS,
  COMPLETE_TURNS,
  HESITANT_TURNS,
  REAL_INTERRUPTIONS,
  pausePlace,
  type CallerVoice,
} from './turn-taking/hesitant-callers';
import { printDecisionReplay, printReplayTradeOff } from './turn-taking/decision-replay';
import { printOverReplyReplay } from './turn-taking/over-reply-replay';
import { runTurnSteps, type StepOutcome, type TurnStep } from './turn-taking/turn-runs';

type TurnTaking = NonNullable<Parameters<typeof startBenchServer>[0]>['turnTaking'] & object;

export interface TurnTakingBenchOptions {
  /** End-of-turn settings to try, by name (see `settingOf`). */
  settings: string[];
  /** Which sets to speak: `existing`, `fresh-2`, `fresh` and `fresh-3` (tuned on; `fresh` since decision 50, `fresh-3` since `fresh-4` came, `fresh-4` and `held-out` since decision 57 chose a setting on them, `fresh-5` since decision 63, `fresh-6` since decision 69, `fresh-7` since decision 76, `fresh-8` since decision 83, `fresh-9` since decision 94, `fresh-10` since decision 104, `fresh-11` since decision 114, `fresh-12` since decision 124), and `fresh-13` (unseen: written and committed before any detector heard it, never tuned on; totals only), reported apart; a set written and committed before any detector heard it is unseen until the next round: totals only. */
  sets: TurnSet[];
  parallel: number;
  quick: boolean;
  /** Which turns to run: all; `over`: those whose answer is spoken over (backchannels and barge-in alone; with `--replay`, what is said over the answers replayed alone); `complete`: the complete turns alone. */
  steps: 'all' | 'over' | 'complete';
  verbose: boolean;
  /** The end-of-turn decisions alone, replayed without a server and faster than real time (`turn-taking/decision-replay.ts`). */
  replay: boolean;
  /** With `--replay --verbose`: a file each judgement's evidence is appended to, as JSON lines, for `turn-taking/redecide.ts`. */
  evidenceFile: string | undefined;
}

export function parseTurnTakingOptions(args: readonly string[]): TurnTakingBenchOptions {
  const value = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const quick = args.includes('--quick');
  const { completeSilenceMs, likelySilenceMs, unknownSilenceMs, unfinishedSilenceMs } = DEFAULT_END_OF_TURN;
  return {
    settings: (value('settings') ?? `silences:${completeSilenceMs}/${likelySilenceMs}/${unknownSilenceMs}/${unfinishedSilenceMs}`).split(
      ',',
    ),
    sets: (value('set') ?? TURN_SETS.join(',')).split(',').map((set) => {
      if (!TURN_SETS.includes(set as TurnSet)) throw new Error(`unknown turn-taking set "${set}" (${TURN_SETS.join(', ')})`);
      return set as TurnSet;
    }),
    parallel: Number(value('parallel') ?? 4),
    quick,
    steps: stepsOf(value('steps') ?? 'all'),
    verbose: args.includes('--verbose'),
    replay: args.includes('--replay'),
    evidenceFile: evidenceFileOf(value('evidence'), args),
  };
}

/** The evidence is as detailed as the verbose lines, so it needs `--verbose`, which an unseen set never gets. */
function evidenceFileOf(file: string | undefined, args: readonly string[]): string | undefined {
  if (file !== undefined && !(args.includes('--replay') && args.includes('--verbose')))
    throw new Error('--evidence=FILE needs --replay and --verbose (never on an unseen set)');
  return file;
}

function stepsOf(text: string): TurnTakingBenchOptions['steps'] {
  if (text === 'all' || text === 'over' || text === 'complete') return text;
  throw new Error(`unknown turn-taking steps "${text}" (all, over or complete)`);
}

/**
 * `silences:C/L/U/F`: the end-of-turn rule with these silences (complete, likely, unknown,
 * unfinished); `silences:C/U/F` leaves the likely one at its default. `+pause:N`: the endpointer
 * reports a pause (flushes the recogniser, prepares the reply) after N ms of non-speech. `+fvad`:
 * silences from fvad's last speech frame. `+closed:likely` (or `unknown`): a statement whose last
 * phrase is closed waits that silence instead of the complete one (decision 54). `+closed:anytone`:
 * it ends so even when no pitch was measured at its end (decision 54's reading; decision 61 makes it
 * wait the likely silence then). `+fade:N`: it ends so only if its last 100 ms are N dB or more below
 * the speech's median (N negative; decision 61 measured it and left it off).
 */
function settingOf(name: string): TurnTaking {
  const [silencesPart = '', ...extras] = name.split('+');
  const endOfTurn = silencesOf(silencesPart, name);
  const setting: TurnTaking = { endOfTurn };
  for (const extra of extras) {
    const pause = /^pause:(\d+)$/.exec(extra);
    if (pause) setting.endpointing = { pauseMs: Number(pause[1]) };
    else if (extra === 'fvad') endOfTurn.silencesFromLastVoice = false;
    else if (extra === 'closed:anytone') endOfTurn.closedNeedsTone = false;
    else if (/^fade:-?\d+$/.test(extra)) endOfTurn.closedFadeDb = Number(extra.slice('fade:'.length));
    else if (/^closed:(complete|likely|unknown)$/.test(extra))
      endOfTurn.closedStatementEnding = extra.slice('closed:'.length) as 'complete' | 'likely' | 'unknown';
    else throw new Error(`unknown turn-taking setting "${name}" (try silences:200/700/1100/1600+pause:100+fvad+closed:likely)`);
  }
  return setting;
}

function silencesOf(text: string, name: string): NonNullable<TurnTaking['endOfTurn']> {
  const silences = /^silences:(\d+)\/(\d+)\/(\d+)$/.exec(text);
  if (silences)
    return { completeSilenceMs: Number(silences[1]), unknownSilenceMs: Number(silences[2]), unfinishedSilenceMs: Number(silences[3]) };
  const withLikely = /^silences:(\d+)\/(\d+)\/(\d+)\/(\d+)$/.exec(text);
  if (withLikely)
    return {
      completeSilenceMs: Number(withLikely[1]),
      likelySilenceMs: Number(withLikely[2]),
      unknownSilenceMs: Number(withLikely[3]),
      unfinishedSilenceMs: Number(withLikely[4]),
    };
  throw new Error(`unknown turn-taking setting "${name}" (try silences:200/600/1000/1500)`);
}

const BACKCHANNEL_AFTER_MS = 700;
const INTERRUPTION_AFTER_MS = 500;

type TurnSet = TurnStep['set'];

/** A set's lines; `buyerBefore`: what the buyer said before each caller line, in the lines' order, where the set records it (decision 117). */
const SETS: Record<
  TurnSet,
  {
    hesitant: readonly string[];
    complete: readonly string[];
    firstVoice: CallerVoice;
    roomGain: number;
    buyerBefore?: { hesitant: readonly string[]; complete: readonly string[] };
  }
> = {
  existing: { hesitant: HESITANT_TURNS, complete: COMPLETE_TURNS, firstVoice: 'kal16', roomGain: 1 },
  'held-out': { hesitant: HELD_OUT_HESITANT_TURNS, complete: HELD_OUT_COMPLETE_TURNS, firstVoice: 'kal16', roomGain: 1 },
  fresh: { hesitant: FRESH_HESITANT_TURNS, complete: FRESH_COMPLETE_TURNS, firstVoice: 'awb', roomGain: FRESH_ROOM_GAIN },
  'fresh-2': { hesitant: FRESH_2_HESITANT_TURNS, complete: FRESH_2_COMPLETE_TURNS, firstVoice: 'kal16', roomGain: FRESH_2_ROOM_GAIN },
  'fresh-3': { hesitant: FRESH_3_HESITANT_TURNS, complete: FRESH_3_COMPLETE_TURNS, firstVoice: 'awb', roomGain: FRESH_3_ROOM_GAIN },
  'fresh-4': { hesitant: FRESH_4_HESITANT_TURNS, complete: FRESH_4_COMPLETE_TURNS, firstVoice: 'kal16', roomGain: FRESH_4_ROOM_GAIN },
  'fresh-5': { hesitant: FRESH_5_HESITANT_TURNS, complete: FRESH_5_COMPLETE_TURNS, firstVoice: 'awb', roomGain: FRESH_5_ROOM_GAIN },
  'fresh-6': { hesitant: FRESH_6_HESITANT_TURNS, complete: FRESH_6_COMPLETE_TURNS, firstVoice: 'kal16', roomGain: FRESH_6_ROOM_GAIN },
  'fresh-7': { hesitant: FRESH_7_HESITANT_TURNS, complete: FRESH_7_COMPLETE_TURNS, firstVoice: 'awb', roomGain: FRESH_7_ROOM_GAIN },
  'fresh-8': { hesitant: FRESH_8_HESITANT_TURNS, complete: FRESH_8_COMPLETE_TURNS, firstVoice: 'kal16', roomGain: FRESH_8_ROOM_GAIN },
  'fresh-9': {
    hesitant: FRESH_9_HESITANT_TURNS,
    complete: FRESH_9_COMPLETE_TURNS,
    firstVoice: 'awb',
    roomGain: FRESH_9_ROOM_GAIN,
    buyerBefore: { hesitant: FRESH_9_BUYER_BEFORE_HESITANT, complete: FRESH_9_BUYER_BEFORE_COMPLETE },
  },
  'fresh-10': {
    hesitant: FRESH_10_HESITANT_TURNS,
    complete: FRESH_10_COMPLETE_TURNS,
    firstVoice: 'kal16',
    roomGain: FRESH_10_ROOM_GAIN,
    buyerBefore: { hesitant: FRESH_10_BUYER_BEFORE_HESITANT, complete: FRESH_10_BUYER_BEFORE_COMPLETE },
  },
  'fresh-11': { hesitant: FRESH_11_HESITANT_TURNS, complete: FRESH_11_COMPLETE_TURNS, firstVoice: 'awb', roomGain: FRESH_11_ROOM_GAIN },
  'fresh-12': { hesitant: FRESH_12_HESITANT_TURNS, complete: FRESH_12_COMPLETE_TURNS, firstVoice: 'kal16', roomGain: FRESH_12_ROOM_GAIN },
  'fresh-13': {
    hesitant: FRESH_13_HESITANT_TURNS,
    complete: FRESH_13_COMPLETE_TURNS,
    firstVoice: 'awb',
    roomGain: FRESH_13_ROOM_GAIN,
    buyerBefore: { hesitant: FRESH_13_BUYER_BEFORE_HESITANT, complete: FRESH_13_BUYER_BEFORE_COMPLETE },
  },
};
const TURN_SETS = Object.keys(SETS) as TurnSet[];

/**
 * Each set in a fixed order, one after the other: hesitant and complete turns mixed, some answers
 * spoken over. The existing set's steps come first and are what they were before the held-out set
 * was added, so its figures compare with earlier runs.
 */
async function buildSteps(sets: readonly TurnSet[], quick: boolean): Promise<TurnStep[]> {
  const voiceOf = (index: number): CallerVoice => (index % 2 === 0 ? 'kal16' : 'awb');
  const [backchannelAudio, interruptionAudio] = await Promise.all([
    synthesiseTurns([...BACKCHANNELS, ...BACKCHANNELS, ...BACKCHANNELS].map((line, index) => ({ line, voice: voiceOf(index) }))),
    synthesiseTurns(REAL_INTERRUPTIONS.map((line, index) => ({ line, voice: voiceOf(index) }))),
  ]);
  const steps: TurnStep[] = [];
  for (const set of sets) {
    const { firstVoice, roomGain } = SETS[set];
    const voiceInSet = (index: number): CallerVoice => (firstVoice === 'kal16' ? voiceOf(index) : voiceOf(index + 1));
    const hesitant = SETS[set].hesitant.slice(0, quick ? 20 : undefined);
    const complete = SETS[set].complete.slice(0, quick ? 14 : undefined);
    const { buyerBefore } = SETS[set];
    if (
      buyerBefore &&
      (buyerBefore.hesitant.length !== SETS[set].hesitant.length || buyerBefore.complete.length !== SETS[set].complete.length)
    )
      throw new Error(`${set}: one buyer line is needed before each caller line`);
    const [hesitantAudio, completeAudio] = await Promise.all([
      synthesiseTurns(
        hesitant.map((line, index) => ({ line, voice: voiceInSet(index) })),
        roomGain,
      ),
      synthesiseTurns(
        complete.map((line, index) => ({ line, voice: voiceInSet(index + 1) })),
        roomGain,
      ),
    ]);
    const setSteps: TurnStep[] = [];
    let h = 0;
    let c = 0;
    while (h < hesitantAudio.length || c < completeAudio.length) {
      // Three hesitant turns to two complete ones, as the sets' sizes are.
      const takeHesitant = h < hesitantAudio.length && (c >= completeAudio.length || (setSteps.length % 5) % 2 === 0);
      const [kind, index] = takeHesitant ? (['hesitant', h++] as const) : (['complete', c++] as const);
      const turn = (takeHesitant ? hesitantAudio : completeAudio)[index]!;
      const said = buyerBefore?.[kind][index];
      setSteps.push({ set, kind, turn, ...(said === undefined ? {} : { buyerBefore: said }) });
    }
    // Every third answer gets a backchannel over it, every tenth a real interruption.
    let b = 0;
    let i = 0;
    setSteps.forEach((step, index) => {
      if (index % 10 === 7)
        step.overReply = {
          kind: 'interruption',
          audio: interruptionAudio[i++ % interruptionAudio.length]!,
          afterMs: INTERRUPTION_AFTER_MS,
        };
      else if (index % 3 === 1 && b < backchannelAudio.length)
        step.overReply = { kind: 'backchannel', audio: backchannelAudio[b++]!, afterMs: BACKCHANNEL_AFTER_MS };
    });
    steps.push(...setSteps);
  }
  return steps;
}

export async function runTurnTakingBenchmark(options: TurnTakingBenchOptions) {
  const machineBefore = machineNote();
  const cpuBaseline = cpuBaselineMs();
  console.log(
    `\nTurn-taking (load average ${machineBefore.loadAverage1m} on ${machineBefore.cpus} cores; CPU loop baseline ${cpuBaseline.toFixed(1)} ms)`,
  );
  const allSteps = await buildSteps(options.sets, options.quick);
  const steps = allSteps.filter(
    (step) => options.steps === 'all' || (options.steps === 'over' ? step.overReply : step.kind === 'complete'),
  );
  if (options.replay && options.steps === 'over') {
    await printOverReplyReplay(steps, options.verbose);
    return { machineBefore, cpuBaselineMs: Math.round(cpuBaseline), settings: [], replayed: [] };
  }
  if (options.replay) {
    const replayed = [];
    for (const name of options.settings)
      replayed.push(...(await printDecisionReplay(name, settingOf(name), steps, options.parallel, options.verbose, options.evidenceFile)));
    printReplayTradeOff(replayed);
    return { machineBefore, cpuBaselineMs: Math.round(cpuBaseline), settings: [], replayed };
  }
  const turnTaking: TurnTaking = {};
  const server = await startBenchServer({ turnTaking });
  const results = [];
  try {
    const parties = await Promise.all(Array.from({ length: options.parallel }, (_, index) => newParty(server, index)));
    for (const name of options.settings) {
      for (const key of Object.keys(turnTaking)) delete turnTaking[key as keyof TurnTaking];
      Object.assign(turnTaking, settingOf(name));
      const load = machineNote().loadAverage1m;
      console.log(`\nSetting ${name}: ${steps.length} caller turns on ${options.parallel} calls at once (load average ${load})...`);
      const started = performance.now();
      const lanes = parties.map((party, lane) =>
        runTurnSteps(
          server,
          party,
          steps.filter((_, index) => index % parties.length === lane),
          (outcome) => options.verbose && printStep(outcome),
        ),
      );
      const outcomes = (await Promise.all(lanes)).flat();
      const run = {
        setting: name,
        loadBefore: load,
        loadAfter: machineNote().loadAverage1m,
        seconds: Math.round((performance.now() - started) / 1000),
      };
      for (const set of options.sets) {
        const result = { ...run, set, ...summariseOutcomes(outcomes.filter((outcome) => outcome.set === set)) };
        printSetting(result);
        results.push(result);
      }
    }
  } finally {
    await server.close();
  }
  printTradeOff(results);
  return { machineBefore, cpuBaselineMs: Math.round(cpuBaseline), settings: results, replayed: [] };
}

async function newParty(server: BenchServer, index: number): Promise<CallParty & { scenario: Scenario }> {
  const user = await BenchUser.signUp(server, `turn-taking-${index}@example.com`);
  const { scenario } = await user.post<{ scenario: Scenario }>('/api/scenarios', BENCH_SCENARIO);
  return { user, scenarioId: scenario.id, scenario };
}

function summariseOutcomes(outcomes: StepOutcome[]) {
  const pauses = outcomes.flatMap((outcome) => outcome.pauses);
  const cutIns = pauses.filter((pause) => pause.cutIn);
  const byPlace: Record<string, string> = {};
  for (const place of ['filler', 'conjunction', 'preposition', 'comma', 'other'] as const) {
    const at = pauses.filter((pause) => pausePlace(pause.text) === place);
    byPlace[place] = `${at.filter((pause) => pause.cutIn).length}/${at.length}`;
  }
  const byLength: Record<string, string> = {};
  for (const [low, high] of [
    [300, 500],
    [500, 800],
    [800, 1201],
  ] as const) {
    const at = pauses.filter((pause) => pause.ms >= low && pause.ms < high);
    byLength[`${low}-${Math.min(high, 1200)} ms`] = `${at.filter((pause) => pause.cutIn).length}/${at.length}`;
  }
  const latencyOf = (kind: StepOutcome['kind']) =>
    summarise(
      outcomes.filter((outcome) => outcome.kind === kind && Number.isFinite(outcome.latencyMs)).map((outcome) => outcome.latencyMs),
    );
  const over = outcomes.flatMap((outcome) => (outcome.overReply && !outcome.overReply.missed ? [outcome.overReply] : []));
  const backchannels = over.filter((result) => result.kind === 'backchannel');
  const interruptions = over.filter((result) => result.kind === 'interruption');
  return {
    turns: outcomes.length,
    pauses: pauses.length,
    falseCutIns: cutIns.length,
    falseCutInRate: pauses.length ? cutIns.length / pauses.length : Number.NaN,
    audibleCutIns: pauses.filter((pause) => pause.audibleCutIn).length,
    cutInsByPlace: byPlace,
    cutInsByPauseLength: byLength,
    cutInsWhileSpeaking: outcomes.filter((outcome) => outcome.cutInWhileSpeaking).length,
    unanswered: outcomes.filter((outcome) => !Number.isFinite(outcome.latencyMs)).length,
    completeLatency: latencyOf('complete'),
    completeAudibleLatency: summarise(
      outcomes
        .filter((outcome) => outcome.kind === 'complete' && Number.isFinite(outcome.audibleLatencyMs))
        .map((outcome) => outcome.audibleLatencyMs),
    ),
    hesitantEndLatency: latencyOf('hesitant'),
    backchannels: backchannels.length,
    backchannelsCarriedOn: backchannels.filter((result) => result.carriedOn).length,
    backchannelsNeverStopped: backchannels.filter((result) => result.neverStopped).length,
    backchannelsInTranscript: backchannels.filter((result) => result.inTranscript).length,
    overRepliesMissed: outcomes.filter((outcome) => outcome.overReply?.missed).length,
    bargeIn: summarise(interruptions.map((result) => result.clearAudioMs).filter(Number.isFinite)),
    bargeInsNotStopped: interruptions.filter((result) => result.neverStopped).length,
    perStep: outcomes,
  };
}

type SettingResult = ReturnType<typeof summariseOutcomes> & {
  setting: string;
  set: TurnSet;
  loadBefore: number;
  loadAfter: number;
  seconds: number;
};

const percent = (part: number, whole: number) => (whole ? `${((part / whole) * 100).toFixed(1)} %` : 'n/a');

function printSetting(result: SettingResult): void {
  const rows: Row[] = [
    {
      figure: `false cut-ins: buyer audio in a mid-turn pause (n=${result.pauses})`,
      value: `${result.falseCutIns} (${percent(result.falseCutIns, result.pauses)})`,
      baseline: "LiveKit's detector: 9.9 % at 300 ms",
      verdict: verdict('<= 5 %', result.falseCutIns <= result.pauses * 0.05),
    },
    {
      figure: "  of which the caller could hear (not only the voice's leading pause)",
      value: `${result.audibleCutIns} (${percent(result.audibleCutIns, result.pauses)})`,
    },
    {
      figure: '  by place (cut-ins/pauses)',
      value: Object.entries(result.cutInsByPlace)
        .map(([place, text]) => `${place} ${text}`)
        .join(', '),
    },
    {
      figure: '  by pause length',
      value: Object.entries(result.cutInsByPauseLength)
        .map(([length, text]) => `${length} ${text}`)
        .join(', '),
    },
    { figure: 'buyer audio while the caller spoke, before any pause', value: String(result.cutInsWhileSpeaking) },
    {
      figure: `latency on complete turns, p50 / p95 (n=${result.completeLatency.n})`,
      value: p50p95(result.completeLatency),
      baseline: 'last caller frame sent -> first buyer frame',
      verdict: verdict('p50 <= 300 ms', result.completeLatency.p50 <= 300),
    },
    {
      figure: `  to the first buyer frame that can be heard, p50 / p95 (n=${result.completeAudibleLatency.n})`,
      value: p50p95(result.completeAudibleLatency),
      baseline: "what the caller hears: the voice's leading pause included",
    },
    { figure: `latency at the end of hesitant turns (n=${result.hesitantEndLatency.n})`, value: p50p95(result.hesitantEndLatency) },
    { figure: 'turns never answered', value: String(result.unanswered) },
    {
      figure: `backchannels carried on (n=${result.backchannels})`,
      value: `${result.backchannelsCarriedOn} (${percent(result.backchannelsCarriedOn, result.backchannels)})`,
      baseline: `never stopped at all: ${result.backchannelsNeverStopped}; in transcript: ${result.backchannelsInTranscript}`,
      verdict: verdict('>= 95 %', result.backchannelsCarriedOn >= result.backchannels * 0.95),
    },
    {
      figure: `barge-in: clear-audio p50 / p95 (n=${result.bargeIn.n})`,
      value: p50p95(result.bargeIn),
      baseline: `not stopped: ${result.bargeInsNotStopped}; answers too short to speak over: ${result.overRepliesMissed}`,
      verdict: verdict('p95 <= 200 ms', result.bargeIn.p95 <= 200),
    },
  ];
  printTable(
    `Turn-taking, ${result.setting}, ${result.set} set (${result.turns} turns, ${result.seconds} s, load ${result.loadBefore} -> ${result.loadAfter})`,
    rows,
  );
}

function printTradeOff(results: SettingResult[]): void {
  console.log('\n== Turn-taking trade-off, one row per setting tried');
  console.log(
    'setting, set                    false cut-ins (heard)   complete p50 / p95 (heard p50)   hesitant end p50   backchannels carried on   barge-in p95   load',
  );
  for (const result of results) {
    console.log(
      `${`${result.setting}, ${result.set}`.padEnd(30)}  ${`${result.falseCutIns}/${result.pauses} ${percent(result.falseCutIns, result.pauses)} (${result.audibleCutIns})`.padEnd(22)}  ${`${p50p95(result.completeLatency)} (${ms(result.completeAudibleLatency.p50)})`.padEnd(31)}  ${ms(result.hesitantEndLatency.p50).padEnd(16)}  ${`${result.backchannelsCarriedOn}/${result.backchannels}`.padEnd(24)}  ${ms(result.bargeIn.p95).padEnd(12)}  ${result.loadBefore}`,
    );
  }
}

function printStep(outcome: StepOutcome): void {
  const marks = outcome.pauses.map((pause) => (pause.cutIn ? (pause.audibleCutIn ? 'CUT' : 'cut-silent') : 'ok')).join(',');
  const overReply = outcome.overReply;
  const how = overReply?.missed ? 'missed' : overReply?.carriedOn ? 'carried on' : 'stopped';
  const over = overReply ? `  [${overReply.kind} "${overReply.text}" heard "${overReply.heard}": ${how}]` : '';
  console.log(
    `  ${outcome.set.padEnd(8)} ${outcome.kind.padEnd(8)} ${ms(outcome.latencyMs).padStart(7)} (heard ${ms(outcome.audibleLatencyMs)}) ${marks.padEnd(10)} "${outcome.text}" heard "${outcome.heard}"${over}`,
  );
  for (const pause of outcome.pauses.filter((cut) => cut.cutIn))
    console.log(`  ${outcome.set.padEnd(8)}     CUT after "${pause.text}" (${pause.ms} ms): ${pause.judged ?? 'no timing'}`);
  if (outcome.judged) console.log(`  ${outcome.set.padEnd(8)}     answered: ${outcome.judged}`);
  if (outcome.stages) console.log(`  ${outcome.set.padEnd(8)}     stages: ${outcome.stages}`);
  if (overReply?.timeline) console.log(`  ${outcome.set.padEnd(8)}     ${overReply.kind}: ${overReply.timeline}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runTurnTakingBenchmark(parseTurnTakingOptions(process.argv.slice(2)));
}
