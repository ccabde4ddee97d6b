import { cpus } from 'node:os';
import type { ConcurrentRun } from './call-runs';
import type { CpuShares } from './cpu-sampler';
import { stagesOf, summariseStages, type StageSummary } from './latency-stages';
import { ms, percentile, summarise, type Summary } from './stats';

/**
 * A call keeps real time when no buyer frame arrives more than this much later than continuous
 * playback from its turn's first frame needs it (`realTimeLag`): a client with this much jitter
 * buffer on top of the server's 100 ms lead never runs dry. 0 when no frame was ever late.
 */
export const REAL_TIME_SLACK_MS = 100;
/** ...and its latency p95 stays within this factor of the single call's p95. */
export const LATENCY_FACTOR = 1.5;

export interface CapacityStep {
  calls: number;
  /** Calls whose every buyer turn (greeting included) stayed within the slack. */
  realTimeCalls: number;
  /** Calls that failed: an error, or a line the buyer never answered. */
  failedCalls: number;
  worstBehindMs: number;
  /** The same, in the greetings only (calls starting while others run) and in the replies only. */
  worstBehindInGreetingsMs: number;
  worstBehindInRepliesMs: number;
  /** Longest time between two buyer frames of one turn, any call (20 ms when evenly paced). */
  worstGapMs: number;
  latency: Summary;
  stages: StageSummary;
  cpu: CpuShares;
  /** flite's queue: requests ahead of each synthesis request, and request -> first frame. */
  synthesisQueue: { aheadP95: number; aheadMax: number; firstFrame: Summary };
  microphoneLatenessMs: number;
  holds: boolean;
  summary: string;
  /** 2 when the first try broke and this is the second. */
  attempt?: number;
}

export function evaluateCapacity(calls: number, run: ConcurrentRun, singleCallP95: number | undefined): CapacityStep {
  const behind = (call: ConcurrentRun['calls'][number]) =>
    Math.max(call.greeting?.maxBehindMs ?? Infinity, ...call.turns.map((turn) => turn.buyer?.maxBehindMs ?? Infinity));
  const failed = run.calls.filter(
    (call) => call.error || !call.greeting || call.turns.length === 0 || call.turns.some((turn) => !turn.buyer),
  );
  const realTime = run.calls.filter((call) => behind(call) <= REAL_TIME_SLACK_MS);
  const timed = run.calls.flatMap((call) => call.turns).filter((turn) => turn.buyer && turn.timing && !turn.split);
  const latency = summarise(timed.map((turn) => turn.latencyMs));
  const limit = (singleCallP95 ?? latency.p95) * LATENCY_FACTOR;
  const holds = failed.length === 0 && realTime.length === calls && latency.p95 <= limit;
  const worstBehindMs = Math.max(...run.calls.map(behind));
  const worstBehindInGreetingsMs = Math.max(...run.calls.map((call) => call.greeting?.maxBehindMs ?? Infinity));
  const worstBehindInRepliesMs = Math.max(0, ...run.calls.flatMap((call) => call.turns.map((turn) => turn.buyer?.maxBehindMs ?? Infinity)));
  const speech = run.calls.flatMap((call) => [call.greeting, ...call.turns.map((turn) => turn.buyer)]);
  const worstGapMs = Math.max(0, ...speech.map((turn) => turn?.maxGapMs ?? 0));
  const errors = failed.map((call) => call.error).filter(Boolean);
  return {
    calls,
    realTimeCalls: realTime.length,
    failedCalls: failed.length,
    worstBehindMs,
    worstBehindInGreetingsMs,
    worstBehindInRepliesMs,
    worstGapMs,
    latency,
    stages: summariseStages(timed.map(stagesOf)),
    cpu: run.cpu,
    synthesisQueue: {
      aheadP95: percentile(
        run.synthesis.map((request) => request.ahead),
        0.95,
      ),
      aheadMax: Math.max(0, ...run.synthesis.map((request) => request.ahead)),
      firstFrame: summarise(run.synthesis.map((request) => request.firstFrameMs)),
    },
    microphoneLatenessMs: Math.max(...run.calls.map((call) => call.microphoneLatenessMs)),
    holds,
    summary:
      `${realTime.length}/${calls} calls in real time (worst lag ${ms(worstBehindInGreetingsMs)} in greetings, ${ms(worstBehindInRepliesMs)} in replies), latency p95 ${ms(latency.p95)} (limit ${ms(limit)}), ${failed.length} failed` +
      (errors.length ? ` (${errors.join('; ')})` : ''),
  };
}

const cores = cpus().length;
const pct = (value: number) => `${Number.isFinite(value) ? value.toFixed(0) : '?'}%`;

/** Prints the steps, the largest count that held and what limits it; returns the figures for latest.json. */
export function printCapacity(steps: readonly CapacityStep[], singleCallP95: number) {
  console.log(
    `\n== Concurrent offline calls on ${steps.length ? '' : 'no '}this machine (keeps real time: lag <= ${REAL_TIME_SLACK_MS} ms and p95 <= ${LATENCY_FACTOR}x single call ${ms(singleCallP95)})`,
  );
  console.log(
    'calls  real-time  worst lag  worst gap  latency p50 / p95    endpoint  recog  dialog  synth  overhead  flite queue**   CPU% main  flite  other  sphinx  others*  loop p99  verdict',
  );
  for (const step of steps) {
    const { stages, cpu } = step;
    console.log(
      [
        String(step.calls).padStart(5),
        `${step.realTimeCalls}/${step.calls}`.padStart(9),
        ms(step.worstBehindMs).padStart(9),
        ms(step.worstGapMs).padStart(9),
        `${ms(step.latency.p50)} / ${ms(step.latency.p95)}`.padStart(18),
        ms(stages.endpointing.p50).padStart(8),
        ms(stages.recognition.p50).padStart(6),
        ms(stages.dialogue.p50).padStart(6),
        ms(stages.synthesis.p50).padStart(6),
        ms(stages.overhead.p50).padStart(8),
        `${step.synthesisQueue.aheadP95} / ${ms(step.synthesisQueue.firstFrame.p95)}`.padStart(14),
        pct(cpu.mainThread).padStart(9),
        pct(cpu.fliteWorker).padStart(6),
        pct(cpu.otherThreads).padStart(6),
        pct(cpu.recognisers).padStart(7),
        pct(cpu.otherProcesses).padStart(8),
        ms(cpu.eventLoopP99Ms).padStart(8),
        step.holds ? (step.attempt === 2 ? ' holds (2nd try)' : ' holds') : ' BREAKS',
      ].join(' '),
    );
  }
  const held = steps.filter((step) => step.holds).map((step) => step.calls);
  const largest = held.length ? Math.max(...held) : 0;
  const limiting = steps.at(-1);
  const limit = limiting ? limitOf(limiting, steps[0]) : 'nothing measured';
  const tested = limiting?.holds ? ' (every count tried held: the limit is higher)' : '';
  console.log(`Largest number of concurrent calls that holds: ${largest}${tested}. Target at least 8: ${largest >= 8 ? 'met' : 'MISSED'}.`);
  console.log(`${limiting?.holds ? 'Nearest to a limit' : 'What limits it'} (at ${limiting?.calls ?? 0} calls): ${limit}`);
  console.log(
    `CPU% of one core (${cores} cores = ${cores * 100}%): main thread, flite worker thread, other threads of the server, sphinx = recogniser helper processes;`,
  );
  console.log('  others* = processes other than this benchmark (e.g. tests run by others), % of all cores: noise in every figure.');
  console.log('  flite queue** = p95 of the requests already waiting when a synthesis request came / p95 request -> first frame.');
  return { singleCallP95, largestHolding: largest, targetMet: largest >= 8, limitingFactor: limit, steps };
}

/** A plain reading of where the time went at the step that broke (or the largest one). */
function limitOf(step: CapacityStep, first: CapacityStep | undefined): string {
  const { cpu } = step;
  const reasons: string[] = [];
  const processTotal = cpu.mainThread + cpu.fliteWorker + cpu.otherThreads + cpu.recognisers;
  if (cpu.otherProcesses >= 25)
    reasons.push(
      `other processes used ${pct(cpu.otherProcesses)} of all cores meanwhile (this server ${pct(processTotal)} of ${cores * 100}%): the figure is a lower bound, a quieter machine may hold more`,
    );
  else if (processTotal >= 0.85 * cores * 100)
    reasons.push(`the cores are busy with the calls (this server ${pct(processTotal)} of ${cores * 100}%)`);
  if (cpu.fliteWorker >= 80)
    reasons.push(`the single flite worker thread is saturated (${pct(cpu.fliteWorker)} of a core): every call's synthesis queues on it`);
  else if (step.synthesisQueue.aheadP95 >= 2)
    reasons.push(
      `synthesis requests queue on the one flite worker in bursts (p95 ${step.synthesisQueue.aheadP95} ahead, request -> first frame p95 ${ms(step.synthesisQueue.firstFrame.p95)}), though it is busy only ${pct(cpu.fliteWorker)} of the time`,
    );
  if (cpu.mainThread >= 80) reasons.push(`the main thread is saturated (${pct(cpu.mainThread)}; event-loop p99 ${ms(cpu.eventLoopP99Ms)})`);
  if (first && first !== step) {
    const growth = (['endpointing', 'recognition', 'dialogue', 'synthesis', 'overhead'] as const)
      .map((stage) => ({ stage, by: step.stages[stage].p50 - first.stages[stage].p50 }))
      .sort((a, b) => b.by - a.by)[0];
    if (growth && growth.by > 20)
      reasons.push(`the stage that grew most is ${growth.stage} (+${ms(growth.by)} at p50 from ${first.calls} call(s))`);
  }
  return reasons.length
    ? reasons.join('; ')
    : `no resource saturated (server ${pct(processTotal)} of ${cores * 100}%, other processes ${pct(cpu.otherProcesses)})`;
}
