import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { languageSourceOf } from '../../apps/server/src/features/calls/call-scenario';
import {
  createFvadDetectorFactory,
  createOfflineSpeechEngines,
  type EndOfTurnRule,
  type EndpointingOptions,
  FRAME_MS,
  type SpeechToText,
  type SpeechToTextResult,
  type SpeechToTextStream,
  type TurnEndDecision,
} from '@rehearse/voice';
import { CallerListener } from '@rehearse/voice/testing';
import { BENCH_SCENARIO } from '../support/caller-lines';
import { ms, p50p95, printTable, summarise } from '../support/stats';
import { roomNoiseFrames, type CallerTurnAudio } from './caller-audio';
import { pausePlace } from './hesitant-callers';
import type { TurnStep } from './turn-runs';

/**
 * The end-of-turn decisions alone, replayed: each turn's audio through the real caller listener
 * (fvad, endpointing, pocketsphinx flushed at pauses, the end-of-turn rule), without a server or a
 * buyer, and faster than real time: after a flush the next frame waits for the recogniser's final,
 * as if it always answered within a frame. So the figures do not move with the machine's load,
 * which the real-time run's do (a loaded machine answers late and so cuts in less). A pause is cut
 * when the listener ended the utterance inside it after words (a reply would have gone out); a
 * complete turn's figure is the time from its last frame of audio to the end being decided (the
 * real run adds the engines not hidden in the pause and the socket, ~20-60 ms).
 */
export interface ReplayedPause {
  text: string;
  ms: number;
  cutIn: boolean;
  /** The judgement at this pause (the last, if the caller paused more than once in it). */
  judged: Judged | undefined;
  /** When that judgement was made, from the pause's first frame (NaN: none). */
  judgedAtMs: number;
}

/** A judgement at a pause, with the words it read and the recogniser's confidence in the piece flushed at that pause. */
type Judged = TurnEndDecision & { words: string; pieceConfidences: number[] };

export interface ReplayedTurn {
  text: string;
  pauses: ReplayedPause[];
  /** Last frame of the turn's audio -> the end decided (NaN: not within 3 s). */
  endDecidedMs: number;
  judged: Judged | undefined;
  /** When that judgement was made, from the turn's last frame (negative: at a pause before it; NaN: none). */
  judgedAtMs: number;
  heard: string;
  /** Onsets of speech that lapsed without a start, in the turn and its tail: each would have made a buyer talking then go quiet for nothing. */
  onsetsLapsed: number;
}

export interface ReplaySetting {
  endOfTurn?: Partial<EndOfTurnRule>;
  endpointing?: Partial<EndpointingOptions>;
}

const LEAD_IN_MS = 500;
const TAIL_MS = 3000;

/** One listener per lane, as one call per lane in the real run: the caller's pitch range builds over its turns. */
/** A turn to replay, and what the buyer said before it where known. */
export interface ReplayTurn {
  turn: CallerTurnAudio;
  buyerBefore?: string;
}

export async function replayDecisions(lanes: readonly (readonly ReplayTurn[])[], setting: ReplaySetting): Promise<ReplayedTurn[][]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rehearse-replay-'));
  const speech = createOfflineSpeechEngines(dataDir);
  try {
    // The scenario as the bench server stores it (plain text already); only its words matter here.
    const buyer = { ...BENCH_SCENARIO, difficulty: undefined, companyUrl: undefined } as unknown as Parameters<typeof languageSourceOf>[0];
    const languageModel = await speech.speechToText.prepareLanguageModel(languageSourceOf(buyer));
    return await Promise.all(lanes.map((turns) => replayLane(speech.speechToText, languageModel, turns, setting)));
  } finally {
    await speech.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function replayLane(
  speechToText: SpeechToText,
  languageModel: Awaited<ReturnType<SpeechToText['prepareLanguageModel']>>,
  turns: readonly ReplayTurn[],
  setting: ReplaySetting,
): Promise<ReplayedTurn[]> {
  const recogniser = new AwaitedRecogniser(speechToText);
  let frameIndex = 0;
  const judgements: { frame: number; judged: Judged }[] = [];
  const ends: { frame: number }[] = [];
  const finals: { frame: number; text: string }[] = [];
  let onsetsLapsed = 0;
  const listener = new CallerListener({
    speechToText: recogniser,
    languageModel,
    endOfTurn: setting.endOfTurn,
    endpointing: setting.endpointing,
    events: {
      speechOnset: () => {},
      speechOnsetLapsed: () => void onsetsLapsed++,
      speechStarted: () => {},
      speechEnded: () => void ends.push({ frame: frameIndex }),
      partial: () => {},
      flushedAtPause: () => {},
      tentativeFinal: (words, decision) =>
        void judgements.push({ frame: frameIndex, judged: { ...decision, words, pieceConfidences: recogniser.lastFinalConfidences } }),
      resumed: () => {},
      final: (text) => void finals.push({ frame: frameIndex, text }),
      failed: (error) => {
        throw error;
      },
    },
  });
  await listener.open(createFvadDetectorFactory());
  const results: ReplayedTurn[] = [];
  let seed = 1000;
  const push = async (frame: Int16Array) => {
    listener.push(frame, frameIndex * FRAME_MS, false);
    frameIndex++;
    await recogniser.settled();
  };
  for (const { turn, buyerBefore } of turns) {
    const lapsedBefore = onsetsLapsed;
    listener.buyerSaid(buyerBefore);
    for (const frame of roomNoiseFrames(LEAD_IN_MS, seed++, turn.roomGain)) await push(frame);
    const start = frameIndex;
    for (const frame of turn.frames) await push(frame);
    const last = frameIndex;
    const [endsBefore, finalsBefore] = [ends.length, finals.length];
    for (const frame of roomNoiseFrames(TAIL_MS, seed++, turn.roomGain)) {
      await push(frame);
      if (ends.length > endsBefore && finals.length > finalsBefore) break;
    }
    const inTurn = (frame: number, from: number, to: number) => frame > start + from && frame <= start + to;
    const pauses = turn.pauses.map((pause, index): ReplayedPause => {
      const to = index + 1 < turn.pauses.length ? turn.pauses[index + 1]!.fromFrame : last - start;
      const end = ends.find((candidate) => inTurn(candidate.frame, pause.fromFrame, to));
      const words =
        finals.some((final) => inTurn(final.frame, pause.fromFrame, to) && final.text !== '') ||
        judgements.some((judged) => inTurn(judged.frame, pause.fromFrame, to) && judged.judged.words !== '');
      // For a cut: the judgement that let the end come (maybe at a later, shorter pause inside the words after this one).
      const judgedUntil = end ? end.frame : start + pause.toFrame;
      const judgement = judgements.filter((candidate) => inTurn(candidate.frame, pause.fromFrame, judgedUntil - start)).at(-1);
      const ended = end !== undefined;
      const judgedAtMs = judgement ? (judgement.frame - start - pause.fromFrame) * FRAME_MS : Number.NaN;
      return { text: pause.text, ms: pause.ms, cutIn: ended && words, judged: judgement?.judged, judgedAtMs };
    });
    const end = ends.find((candidate) => candidate.frame >= last);
    const endJudgement =
      judgements.filter((judgement) => judgement.frame >= last).at(-1) ?? judgements.filter((judgement) => judgement.frame > start).at(-1);
    results.push({
      text: turn.text,
      pauses,
      endDecidedMs: end ? (end.frame - last) * FRAME_MS : Number.NaN,
      judged: endJudgement?.judged,
      judgedAtMs: endJudgement ? (endJudgement.frame - last) * FRAME_MS : Number.NaN,
      heard: finals
        .filter((final) => final.frame > start)
        .map((final) => final.text)
        .join(' | '),
      onsetsLapsed: onsetsLapsed - lapsedBefore,
    });
  }
  listener.close();
  await recogniser.close();
  return results;
}

/** Replays `steps` (over-replies left out: no buyer speaks here) in `lanes` lanes and prints each set's figures. */
export async function printDecisionReplay(
  setting: string,
  rule: ReplaySetting,
  steps: readonly TurnStep[],
  lanes: number,
  verbose: boolean,
  evidenceFile?: string,
) {
  const laneSteps = Array.from({ length: lanes }, (_, lane) => steps.filter((_, index) => index % lanes === lane));
  const replayed = await replayDecisions(
    laneSteps.map((inLane) => inLane.map(({ turn, buyerBefore }) => ({ turn, buyerBefore }))),
    rule,
  );
  const outcomes = laneSteps.flatMap((inLane, lane) => inLane.map((step, index) => ({ step, turn: replayed[lane]![index]! })));
  const results = [];
  for (const set of [...new Set(steps.map((step) => step.set))]) {
    const inSet = outcomes.filter(({ step }) => step.set === set);
    const pauses = inSet.flatMap(({ turn }) => turn.pauses);
    const cut = pauses.filter((pause) => pause.cutIn);
    const byPlace = ['filler', 'conjunction', 'preposition', 'comma', 'other'].map((place) => {
      const at = pauses.filter((pause) => pausePlace(pause.text) === place);
      return `${place} ${at.filter((pause) => pause.cutIn).length}/${at.length}`;
    });
    const complete = summarise(
      inSet
        .filter(({ step }) => step.kind === 'complete')
        .map(({ turn }) => turn.endDecidedMs)
        .filter(Number.isFinite),
    );
    const hesitantEnd = summarise(
      inSet
        .filter(({ step }) => step.kind === 'hesitant')
        .map(({ turn }) => turn.endDecidedMs)
        .filter(Number.isFinite),
    );
    if (verbose && evidenceFile) await appendFile(evidenceFile, evidenceLines(setting, set, inSet));
    if (verbose) {
      for (const { step, turn } of inSet) {
        console.log(
          `  ${step.kind.padEnd(8)} ${ms(turn.endDecidedMs).padStart(8)} ${turn.pauses
            .map((pause) => (pause.cutIn ? 'CUT' : 'ok'))
            .join(',')
            .padEnd(10)} "${turn.text}" heard "${turn.heard}"`,
        );
        for (const pause of turn.pauses)
          console.log(`      ${pause.cutIn ? 'CUT' : 'ok '} after "${pause.text}" (${pause.ms} ms): ${describe(pause.judged)}`);
        console.log(`      end: ${describe(turn.judged)}`);
      }
    }
    const result = {
      setting,
      set,
      pauses: pauses.length,
      falseCutIns: cut.length,
      completeEndDecided: complete,
      hesitantEndDecided: hesitantEnd,
    };
    printTable(`Turn-taking decisions replayed, ${setting}, ${set} set (no server, not real time)`, [
      {
        figure: `false cut-ins: the end decided in a mid-turn pause, after words (n=${pauses.length})`,
        value: `${cut.length} (${((cut.length / Math.max(1, pauses.length)) * 100).toFixed(1)} %)`,
      },
      { figure: '  by place (cut-ins/pauses)', value: byPlace.join(', ') },
      {
        figure: `complete turns: last frame -> end decided, p50 / p95 (n=${complete.n})`,
        value: p50p95(complete),
        baseline: 'the real run adds the engines not hidden and the socket',
      },
      { figure: `hesitant turns' ends (n=${hesitantEnd.n})`, value: p50p95(hesitantEnd) },
      {
        figure: `onsets of speech that lapsed without a start (n=${inSet.length} turns)`,
        value: String(inSet.reduce((sum, { turn }) => sum + turn.onsetsLapsed, 0)),
        baseline: 'a buyer talking then would have gone quiet for nothing (decision 66)',
      },
    ]);
    results.push(result);
  }
  return results;
}

/** One row per setting tried and set: what each setting buys in latency and costs in cut-ins. */
export function printReplayTradeOff(results: readonly Awaited<ReturnType<typeof printDecisionReplay>>[number][]): void {
  console.log('\n== Turn-taking trade-off, replayed, one row per setting tried and set');
  console.log('setting, set                                          false cut-ins      complete p50 / p95   hesitant end p50');
  for (const result of results) {
    const cutIns = `${result.falseCutIns}/${result.pauses} (${((result.falseCutIns / Math.max(1, result.pauses)) * 100).toFixed(1)} %)`;
    console.log(
      `${`${result.setting}, ${result.set}`.padEnd(52)}  ${cutIns.padEnd(17)}  ${p50p95(result.completeEndDecided).padEnd(19)}  ${ms(result.hesitantEndDecided.p50)}`,
    );
  }
  const total = (pick: (result: (typeof results)[number]) => number, setting: string) =>
    results.filter((result) => result.setting === setting).reduce((sum, result) => sum + pick(result), 0);
  for (const setting of [...new Set(results.map((result) => result.setting))]) {
    const [cut, pauses] = [total((result) => result.falseCutIns, setting), total((result) => result.pauses, setting)];
    console.log(`${`${setting}, all sets`.padEnd(52)}  ${`${cut}/${pauses} (${((cut / Math.max(1, pauses)) * 100).toFixed(1)} %)`}`);
  }
}

/**
 * One JSON line per judgement (each mid-turn pause's and each turn's end): the evidence it was judged
 * on, when, and what came of it, for `redecide.ts` to judge again under another rule. As detailed as
 * `--verbose`, so never for an unseen set.
 */
function evidenceLines(setting: string, set: string, inSet: readonly { step: TurnStep; turn: ReplayedTurn }[]): string {
  const lines = inSet.flatMap(({ step, turn }) => [
    ...turn.pauses.map((pause) => ({
      setting,
      set,
      kind: step.kind,
      turn: turn.text,
      at: 'pause',
      pause: pause.text,
      pauseMs: pause.ms,
      cutIn: pause.cutIn,
      judgedAtMs: pause.judgedAtMs,
      evidence: pause.judged?.evidence,
      silenceMs: pause.judged?.silenceMs,
    })),
    {
      setting,
      set,
      kind: step.kind,
      turn: turn.text,
      at: 'end',
      endDecidedMs: turn.endDecidedMs,
      judgedAtMs: turn.judgedAtMs,
      evidence: turn.judged?.evidence,
      silenceMs: turn.judged?.silenceMs,
    },
  ]);
  return lines.map((line) => JSON.stringify(line)).join('\n') + '\n';
}

function describe(judged: ReplayedPause['judged']): string {
  if (!judged) return 'no judgement';
  const pitch = Number.isFinite(judged.finalPitchSt) ? ` ${judged.finalPitchSt.toFixed(1)} st` : '';
  const energy = Number.isFinite(judged.finalEnergyDb) ? ` ${judged.finalEnergyDb.toFixed(1)} dB` : '';
  const confidences = judged.pieceConfidences.length
    ? ` (confidence ${judged.pieceConfidences.map((confidence) => confidence.toFixed(2)).join(' ')})`
    : '';
  return `"${judged.words}"${confidences} ${judged.clause}/${judged.tone}${pitch}${energy} -> ${judged.silenceMs} ms`;
}

/** The recogniser, told when each flush's final has been read, so the replay can wait for it. */
export class AwaitedRecogniser implements SpeechToText {
  readonly capabilities;
  /** The confidence of each word of the latest final, for the verbose lines. */
  lastFinalConfidences: number[] = [];
  private outstanding = 0;
  private wake: (() => void) | undefined;

  constructor(private readonly inner: SpeechToText) {
    this.capabilities = inner.capabilities;
  }

  prepareLanguageModel: SpeechToText['prepareLanguageModel'] = (source) => this.inner.prepareLanguageModel(source);

  openStream(options: Parameters<SpeechToText['openStream']>[0]): SpeechToTextStream {
    const stream = this.inner.openStream(options);
    const flushed = () => this.outstanding++;
    const finalArrived = (result: SpeechToTextResult) =>
      void (this.lastFinalConfidences = (result.words ?? []).map((word) => word.confidence ?? Number.NaN));
    const finalRead = () => {
      this.outstanding--;
      this.wake?.();
    };
    return {
      push: (pcm) => stream.push(pcm),
      flush: () => {
        flushed();
        stream.flush();
      },
      end: () => stream.end(),
      close: () => stream.close(),
      async *[Symbol.asyncIterator](): AsyncGenerator<SpeechToTextResult> {
        for await (const result of stream) {
          if (result.type === 'final') finalArrived(result);
          // Resumed only once the listener has handled `result`: then its final counts as read.
          yield result;
          if (result.type === 'final') finalRead();
        }
      },
    };
  }

  /** Resolves once every flush so far has had its final read by the listener. */
  async settled(): Promise<void> {
    while (this.outstanding > 0) await new Promise<void>((resolve) => (this.wake = resolve));
    await new Promise((resolve) => setImmediate(resolve));
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
