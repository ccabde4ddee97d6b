/**
 * Voice-to-voice benchmark over the real call WebSocket, offline engines:
 *   node --import tsx bench/call-latency.bench.ts [--quick] [--turns=N] [--barge-ins=N] [--calls=1,2,4] [--only=latency,barge-in,capacity] [--verbose]
 * The real server runs in this process (as main.ts composes it); scripted callers speak synthesised
 * lines in real time and time the buyer's answers. Every figure is printed next to a baseline
 * measured in the same run. See bench/README.md.
 */
import { pathToFileURL } from 'node:url';
import type { Scenario } from '@rehearse/domain';
import { concatPcm, DEFAULT_ENDPOINTING, endOfTurnSilenceMs, splitIntoFrames, type TextToSpeech } from '@rehearse/voice';
import { wordErrorRate, wordsOf } from '@rehearse/voice/testing';
import { bareDialogueMs, bareFinalisationMs, bareSynthesisMs } from './support/bare-engines';
import { BenchUser, startBenchServer, type BenchServer } from './support/bench-server';
import { cpuBaselineMs, machineNote } from './support/baselines';
import { BARGE_IN_QUESTIONS, BENCH_SCENARIO, CALLER_LINES, GOING_ON, INTERRUPTIONS } from './support/caller-lines';
import { runBargeIns, runConcurrentCalls, runReplyTurns, timeCallStart, type CallParty, type CallStart } from './support/call-runs';
import { busiestThreadSince, threadCpuMs } from './support/cpu-sampler';
import { trimToSpeech } from './support/microphone';
import { evaluateCapacity, printCapacity, type CapacityStep } from './support/capacity-report';
import { stagesOf, summariseStages, wasPreparedInThePause } from './support/latency-stages';
import type { BargeIn, CallerLine } from './support/scripted-call';
import { ms, p50p95, printTable, summarise, verdict, type Row } from './support/stats';

const PARTS = ['latency', 'barge-in', 'capacity'] as const;
type Part = (typeof PARTS)[number];

export interface CallBenchOptions {
  turns: number;
  bargeIns: number;
  capacityCalls: number[];
  capacityTurns: number;
  parts: Set<Part>;
  verbose: boolean;
}

export function parseCallBenchOptions(args: readonly string[]): CallBenchOptions {
  const quick = args.includes('--quick');
  const value = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const only = value('only')?.split(',');
  return {
    turns: Number(value('turns') ?? (quick ? 10 : 30)),
    bargeIns: Number(value('barge-ins') ?? (quick ? 3 : 5)),
    capacityCalls: (value('calls') ?? (quick ? '2,4,8' : '4,8,10,12,16')).split(',').map(Number),
    capacityTurns: Number(value('capacity-turns') ?? 2),
    // `--only` may name other benchmarks too (run-all's `engines`): this one runs its own parts.
    parts: new Set(PARTS.filter((part) => !only || only.includes(part))),
    verbose: args.includes('--verbose'),
  };
}

/** Calls in a capacity step start spread over this much time. */
const CAPACITY_SPREAD_MS = 3000;
/** The buyer's answer plays this long before the caller cuts in. */
const BARGE_IN_AFTER_MS = 500;
/** The caller going on with their turn starts this soon after the answer's first frame (the user's call: 73 ms). */
const GOING_ON_AFTER_MS = 50;

type Timed<T extends (...args: never[]) => Promise<object>> = Awaited<ReturnType<T>> & { seconds: number };

export interface CallBenchResults {
  machineBefore: ReturnType<typeof machineNote>;
  machineAfter?: ReturnType<typeof machineNote>;
  cpuBaselineMs: number;
  /** A scenario's first call (its language model built as it starts) and a later one (cached). */
  callStart: { first: CallStart; later: CallStart };
  latency?: Timed<typeof benchLatency>;
  bargeIn?: Timed<typeof benchBargeIn>;
  capacity?: Timed<typeof benchCapacity>;
}

export async function runCallBenchmarks(options: CallBenchOptions): Promise<CallBenchResults> {
  const machineBefore = machineNote();
  const cpuBaseline = cpuBaselineMs();
  console.log(
    `\nCall benchmarks (load average ${machineBefore.loadAverage1m} on ${machineBefore.cpus} cores; CPU loop baseline ${cpuBaseline.toFixed(1)} ms)`,
  );
  const server = await startBenchServer();
  try {
    const before = threadCpuMs();
    const synthesise = linesSynthesiser(server.speech.textToSpeech);
    const lines = await synthesise(CALLER_LINES);
    const questions = await synthesise(BARGE_IN_QUESTIONS);
    const interruptions = await synthesise(INTERRUPTIONS);
    const goingOn = await goingOnLines(synthesise);
    const fliteThread = busiestThreadSince(before);
    const maxCalls = Math.max(1, ...options.capacityCalls);
    const parties: (CallParty & { scenario: Scenario })[] = [];
    for (let index = 0; index <= maxCalls; index++) parties.push(await newParty(server, index));
    // Every party has the same scenario text, so one language model serves them all once built.
    const first = await timeCallStart(server, parties[0]!);
    const later = await timeCallStart(server, parties[0]!);
    printTable("Call start, from the request (the click) on; baseline: a later call, the scenario's language model cached", [
      { figure: "scenario's first call: -> listening", value: ms(first.listeningMs), baseline: ms(later.listeningMs) },
      { figure: "  -> the greeting's first frame", value: ms(first.greetingMs), baseline: ms(later.greetingMs) },
      { figure: '  longest event-loop stall meanwhile', value: ms(first.longestStallMs), baseline: ms(later.longestStallMs) },
    ]);

    const roundStart = (start: CallStart): CallStart => ({
      listeningMs: round(start.listeningMs),
      greetingMs: round(start.greetingMs),
      longestStallMs: round(start.longestStallMs),
    });
    const results: CallBenchResults = {
      machineBefore,
      cpuBaselineMs: round(cpuBaseline),
      callStart: { first: roundStart(first), later: roundStart(later) },
    };
    if (options.parts.has('latency')) results.latency = await timed(() => benchLatency(server, parties[0]!, lines, options));
    if (options.parts.has('barge-in'))
      results.bargeIn = await timed(() => benchBargeIn(server, parties[0]!, questions, interruptions, goingOn, options.bargeIns));
    if (options.parts.has('capacity'))
      results.capacity = await timed(() => benchCapacity(server, parties.slice(1), lines, options, fliteThread));
    results.machineAfter = machineNote();
    console.log(`\nLoad average after: ${results.machineAfter.loadAverage1m} (other processes on this machine add noise).`);
    return results;
  } finally {
    await server.close();
  }
}

function linesSynthesiser(tts: TextToSpeech) {
  return async (texts: readonly string[]): Promise<CallerLine[]> => {
    const lines: CallerLine[] = [];
    for (const text of texts) {
      const frames: Int16Array[] = [];
      for await (const frame of tts.synthesize(text, { voice: 'male' })) frames.push(frame);
      lines.push({ text, frames: trimToSpeech(splitIntoFrames(concatPcm(frames))) });
    }
    return lines;
  };
}

async function newParty(server: BenchServer, index: number): Promise<CallParty & { scenario: Scenario }> {
  const user = await BenchUser.signUp(server, `bench-caller-${index}@example.com`);
  const { scenario } = await user.post<{ scenario: Scenario }>('/api/scenarios', BENCH_SCENARIO);
  return { user, scenarioId: scenario.id, scenario };
}

async function benchLatency(
  server: BenchServer,
  party: CallParty & { scenario: Scenario },
  lines: CallerLine[],
  options: CallBenchOptions,
) {
  console.log(`\nVoice-to-voice latency: ${options.turns} turns on one call...`);
  server.dialogueCpu.take();
  const run = await runReplyTurns(server, party, lines, options.turns, (turn, index) => {
    const endOfTurn = `end after ${endOfTurnSilenceMs(turn.heard)} ms${turn.timing && wasPreparedInThePause(turn.timing) ? ', prepared in the pause' : ''}`;
    if (options.verbose)
      console.log(
        `  ${String(index + 1).padStart(2)} ${ms(turn.latencyMs).padStart(7)}  heard "${turn.heard}"  -> "${turn.buyer?.firstPiece ?? ''}"  [${endOfTurn}]${turn.split ? '  [split]' : ''}`,
      );
    else if ((index + 1) % 10 === 0) console.log(`  ${index + 1} turns done`);
  });
  const planned = server.dialogueCpu.take();
  const planningCpu = summarise(planned.map((reply) => reply.cpuMs));
  const firstPlanned = planned.filter((reply) => reply.first).map((reply) => ms(reply.cpuMs, 1));
  const valid = run.turns.filter((turn) => turn.buyer && turn.timing && !turn.split && Number.isFinite(turn.latencyMs));
  const perTurnStages = valid.map(stagesOf);
  const stages = summariseStages(perTurnStages);
  const preparedInPause = perTurnStages.filter((stage) => stage.preparedInPause).length;

  // Baselines: the same engines alone, idle, on this call's own sentences and conversation.
  const synthesis = summarise(
    await bareSynthesisMs(
      server.speech.textToSpeech,
      valid.map((turn) => turn.buyer!.firstPiece),
      'female',
    ),
  );
  const recognition = summarise(
    await bareFinalisationMs(
      server.speech.speechToText,
      party.scenario,
      lines.slice(0, Math.min(8, valid.length)).map((line) => line.frames),
    ),
  );
  const dialogue = summarise(
    await bareDialogueMs(
      party.scenario,
      run.turns.map((turn) => ({ heard: turn.heard, reply: turn.buyer?.text ?? '' })),
    ),
  );
  // The end silence the end-of-turn rule chose for each turn, from the words the recogniser heard.
  const silences = valid.map((turn) => endOfTurnSilenceMs(turn.heard));
  const endSilence = summarise(silences).p50;
  const silenceCounts = [...new Set(silences)]
    .sort((a, b) => a - b)
    .map((silence) => `${silences.filter((chosen) => chosen === silence).length}x ${silence}`);
  // Engines alone: the chosen silence, then what of the bare engines the pause did not hide.
  const { pauseMs } = DEFAULT_ENDPOINTING;
  const bareChain = recognition.p50 + dialogue.p50 + synthesis.p50;
  const notHidden = preparedInPause > valid.length / 2 ? Math.max(0, bareChain - (endSilence - pauseMs)) : bareChain;
  const engineSum = endSilence + notHidden;
  // Word error rate over all turns: what was heard against the line the caller said.
  const saidWords = run.turns.reduce((sum, turn) => sum + wordsOf(turn.line).length, 0);
  const misheard =
    run.turns.reduce((sum, turn) => sum + wordErrorRate(wordsOf(turn.line), wordsOf(turn.heard)) * wordsOf(turn.line).length, 0) /
    saidWords;

  const rows: Row[] = [
    {
      figure: `total: last caller frame sent -> first buyer frame (p50 / p95, n=${stages.total.n})`,
      value: p50p95(stages.total),
      baseline: `engines alone ${ms(engineSum)}`,
      verdict: verdict('p50 < 500 ms', stages.total.p50 < 500),
    },
    {
      figure: '  endpointing wait (-> end of turn decided)',
      value: p50p95(stages.endpointing),
      baseline: `end silence by words: ${silenceCounts.join(', ')} ms`,
    },
    {
      figure: '  engines waited for after the end of turn',
      value: p50p95(stages.enginesAfterEnd),
      baseline: `prepared in the pause: ${preparedInPause} of ${valid.length} turns`,
    },
    {
      figure: '    recognition finalisation (flush -> final text)',
      value: p50p95(stages.recognition),
      baseline: `bare pocketsphinx ${p50p95(recognition)}`,
    },
    {
      figure: '    dialogue first sentence (asked -> 1st piece)',
      value: p50p95(stages.dialogue),
      baseline: `bare offline buyer ${p50p95(dialogue, 1)}`,
    },
    { figure: '      of which to its first text (the reply planned)', value: p50p95(stages.dialogueFirstText, 1) },
    {
      figure: `      its planning in CPU, every reply asked (n=${planningCpu.n})`,
      value: p50p95(planningCpu, 1),
      baseline: `a call's first reply ${firstPlanned.join(', ')}; comparable under load`,
    },
    {
      figure: '    synthesis first audio (1st piece -> frame)',
      value: p50p95(stages.synthesis),
      baseline: `bare flite ${p50p95(synthesis)}`,
    },
    {
      figure: '  pipeline overhead (the rest)',
      value: p50p95(stages.overhead, 1),
      baseline: `total - engines alone ${ms(stages.total.p50 - engineSum)}`,
      verdict: verdict('p50 < 30 ms', stages.overhead.p50 < 30),
    },
    { figure: '    of which in the turn loop (queue, pacing)', value: p50p95(stages.dispatch, 1) },
    { figure: '    of which socket (sent -> received)', value: p50p95(stages.socket, 1) },
    {
      figure: 'recognition: word error rate (heard vs said)',
      value: `${(misheard * 100).toFixed(1)} %`,
      baseline: `${saidWords} words; flite voice, scenario model`,
    },
    {
      figure: 'buyer audio behind real time, worst turn',
      value: ms(Math.max(...valid.map((turn) => turn.buyer!.maxBehindMs))),
      baseline: '0 = never late (100 ms lead)',
    },
    {
      figure: 'buyer audio: longest gap between frames',
      value: ms(Math.max(...valid.map((turn) => turn.buyer!.maxGapMs))),
      baseline: '20 ms paced evenly',
    },
    { figure: "caller's microphone: worst frame lateness", value: ms(run.microphoneLatenessMs), baseline: 'event loop of this process' },
  ];
  printTable(
    `Voice-to-voice latency, one call, offline engines (${valid.length} of ${run.turns.length} turns timed, ${run.calls} call(s))`,
    rows,
  );
  const excluded = run.turns.length - valid.length;
  if (excluded > 0)
    console.log(`  ${excluded} turn(s) not timed: the buyer answered mid-line (a pause ended the utterance) or did not answer.`);
  return {
    turns: run.turns.length,
    timedTurns: valid.length,
    calls: run.calls,
    total: stages.total,
    stages,
    preparedTurns: preparedInPause,
    wordErrorRate: round(misheard * 1000) / 1000,
    baselines: {
      endSilenceMs: endSilence,
      endSilences: silenceCounts,
      pauseMs,
      bareRecognition: recognition,
      bareDialogue: dialogue,
      planningCpuMs: planned.map((reply) => ({ ...reply, cpuMs: round(reply.cpuMs * 10) / 10 })),
      bareSynthesis: synthesis,
      engineSumP50: round(engineSum),
    },
    microphoneLatenessMs: round(run.microphoneLatenessMs),
    perTurn: run.turns.map((turn) => ({
      line: turn.line,
      heard: turn.heard,
      reply: turn.buyer?.text,
      latencyMs: round(turn.latencyMs),
      split: turn.split,
      stages: turn.timing && turn.buyer ? stagesOf(turn) : undefined,
    })),
  };
}

/** The short answer, and the caller's "um", a silent pause and the rest of the turn as one line (`GOING_ON`). */
async function goingOnLines(
  synthesise: (texts: readonly string[]) => Promise<CallerLine[]>,
): Promise<{ answer: CallerLine; goesOn: CallerLine }> {
  const [answer, first, rest] = await synthesise([GOING_ON.answer, GOING_ON.first, GOING_ON.rest]);
  const pause = Array.from({ length: GOING_ON.pauseMs / DEFAULT_ENDPOINTING.frameMs }, () => new Int16Array(first!.frames[0]!.length));
  return {
    answer: answer!,
    goesOn: { text: `${GOING_ON.first} {${GOING_ON.pauseMs} ms} ${GOING_ON.rest}`, frames: [...first!.frames, ...pause, ...rest!.frames] },
  };
}

async function benchBargeIn(
  server: BenchServer,
  party: CallParty,
  questions: CallerLine[],
  interruptions: CallerLine[],
  goingOn: { answer: CallerLine; goesOn: CallerLine },
  count: number,
) {
  console.log(`\nBarge-in: ${count} interruptions, ${count} times the caller going on as the answer begins...`);
  const { bargeIns, missed } = await runBargeIns(server, party, questions, interruptions, count, BARGE_IN_AFTER_MS);
  const detected = summarise(bargeIns.map((bargeIn) => bargeIn.detectedMs));
  const lastFrame = summarise(bargeIns.map((bargeIn) => bargeIn.lastFrameMs));
  const clearAudio = summarise(bargeIns.map((bargeIn) => bargeIn.clearAudioMs));
  // Speech starts at the earliest with the 8th speech frame, sent 7 frames after the first.
  const rule = (DEFAULT_ENDPOINTING.startSpeechFrames - 1) * DEFAULT_ENDPOINTING.frameMs;
  printTable(
    `Barge-in, from the caller's first speech frame sent (n=${bargeIns.length}${missed ? `, ${missed} replies too short to interrupt` : ''})`,
    [
      {
        figure: 'speech detected (user speech-update received)',
        value: p50p95(detected),
        baseline: `start rule: ${DEFAULT_ENDPOINTING.startSpeechFrames}th speech frame sent at +${rule} ms`,
      },
      {
        figure: 'last buyer frame received',
        value: p50p95(lastFrame),
        baseline: `start rule ${rule} ms`,
        verdict: verdict('p95 < 200 ms', lastFrame.p95 < 200),
      },
      {
        figure: 'clear-audio received (client drops its buffer)',
        value: p50p95(clearAudio),
        baseline: `start rule ${rule} ms`,
        verdict: verdict('p95 < 200 ms', clearAudio.p95 < 200),
      },
    ],
  );
  const goesOn = await runBargeIns(server, party, [goingOn.answer], [goingOn.goesOn], count, GOING_ON_AFTER_MS);
  const goesOnClear = summarise(goesOn.bargeIns.map((bargeIn) => bargeIn.clearAudioMs));
  const goesOnOver = summarise(goesOn.bargeIns.map((bargeIn) => bargeIn.overCallerMs));
  const kept = (runs: BargeIn[]) => `${runs.filter((bargeIn) => bargeIn.cutReplyKept).length}/${runs.length}`;
  printTable(
    `The caller going on ${GOING_ON_AFTER_MS} ms into the answer to "${GOING_ON.answer}" ("${goingOn.goesOn.text}"), from the caller's first frame sent (n=${goesOn.bargeIns.length}${goesOn.missed ? `, ${goesOn.missed} missed` : ''})`,
    [
      { figure: 'clear-audio received', value: p50p95(goesOnClear), verdict: verdict('p95 < 200 ms', goesOnClear.p95 < 200) },
      {
        figure: 'buyer audio received while the caller spoke (from +200 ms)',
        value: p50p95(goesOnOver),
        verdict: verdict('p95 0 ms', goesOnOver.p95 === 0),
      },
      {
        figure: 'cut answers left in the transcript',
        value: kept(goesOn.bargeIns),
        verdict: verdict(
          'none',
          goesOn.bargeIns.every((bargeIn) => !bargeIn.cutReplyKept),
        ),
      },
      { figure: 'the interruptions above: cut answers left in the transcript', value: kept(bargeIns) },
    ],
  );
  return {
    count: bargeIns.length,
    missed,
    detected,
    lastFrame,
    clearAudio,
    startRuleMs: rule,
    perBargeIn: bargeIns,
    goingOn: {
      count: goesOn.bargeIns.length,
      missed: goesOn.missed,
      clearAudio: goesOnClear,
      overCaller: goesOnOver,
      perTurn: goesOn.bargeIns,
    },
  };
}

async function benchCapacity(
  server: BenchServer,
  parties: CallParty[],
  lines: CallerLine[],
  options: CallBenchOptions,
  fliteThread: string | undefined,
) {
  const steps: CapacityStep[] = [];
  // The reference is one call on the same lines, never the latency part's 30 turns: a line the
  // end-of-turn rule lets wait its longer silence is 1 turn in 8 here and 1 in 30 there, which made
  // every step 'break' against the latency part's p95 with no resource near its limit.
  let reference: number | undefined;
  const counts = [1, ...options.capacityCalls.filter((n) => n !== 1)];
  for (const n of counts) {
    // A step that breaks is tried once more: other processes on a small machine can spoil one run.
    let step: CapacityStep | undefined;
    for (let attempt = 1; attempt <= 2 && !step?.holds; attempt++) {
      console.log(`\nCapacity: ${n} concurrent call(s), ${options.capacityTurns} turns each${attempt > 1 ? ', second try' : ''}...`);
      const run = await runConcurrentCalls(
        server,
        parties.slice(0, n),
        lines.slice(1),
        options.capacityTurns,
        CAPACITY_SPREAD_MS,
        fliteThread,
      );
      step = { ...evaluateCapacity(n, run, reference), attempt };
      console.log(`  ${step.holds ? 'holds' : 'BREAKS'}: ${step.summary}`);
      if (!step.holds) steps.push(step);
    }
    if (step?.holds) steps.push(step);
    reference ??= step?.latency.p95;
    if (!step?.holds) break;
  }
  return printCapacity(steps, reference ?? Number.NaN);
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Runs one part and says how long it took (the whole run should stay under ~10 minutes). */
async function timed<T extends object>(part: () => Promise<T>): Promise<T & { seconds: number }> {
  const start = performance.now();
  const result = await part();
  const seconds = Math.round((performance.now() - start) / 1000);
  console.log(`(this part took ${seconds} s)`);
  return { ...result, seconds };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runCallBenchmarks(parseCallBenchOptions(process.argv.slice(2)));
}
