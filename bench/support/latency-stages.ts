import type { TurnTiming } from '@rehearse/voice';
import type { ReplyTurn } from './scripted-call';
import { summarise, type Summary } from './stats';

/**
 * One reply's latency cut into stages (ms). When the reply was prepared during the caller's pause
 * (`TurnTiming.earlyFlushAt`), the engines ran while endpointing still waited: their own durations
 * are kept, and `enginesAfterEnd` says how much of them the caller actually waited for.
 */
export interface ReplyStages {
  total: number;
  /** Last caller speech frame sent -> endpointing decided the turn was over. */
  endpointing: number;
  /** Recogniser flushed (at a pause, or at the end) -> its final text. */
  recognition: number;
  /** Dialogue asked for the reply -> its first sentence (or first clause) ready for the voice. */
  dialogue: number;
  /** Of `dialogue`: asked -> the dialogue's first text (the offline buyer plans the whole reply here). */
  dialogueFirstText: number;
  /** First sentence handed to the voice -> its first frame. */
  synthesis: number;
  /** The reply was prepared during the pause. */
  preparedInPause: boolean;
  /** The part of recognition + dialogue + synthesis that came after the end of the turn. */
  enginesAfterEnd: number;
  /** total - endpointing - enginesAfterEnd = dispatch + socket. Without a prepared reply: total - the four stages. */
  overhead: number;
  /** Inside the turn loop, after the end of the turn: queueing, handing over, pacing. */
  dispatch: number;
  /** Handed to the socket -> received by the caller (same process, loopback). */
  socket: number;
}

/** The reply was asked for before the end of the turn was decided (the recogniser may be flushed early without it). */
export function wasPreparedInThePause(timing: TurnTiming): boolean {
  return timing.replyRequestedAt < timing.speechEndedAt;
}

/** Needs a turn with a buyer answer and its server timing (the server runs in this process: one clock). */
export function stagesOf(turn: ReplyTurn): ReplyStages {
  const timing = turn.timing!;
  const total = turn.latencyMs;
  const endAt = timing.speechEndedAt;
  const flushAt = timing.earlyFlushAt ?? endAt;
  const afterEnd = (from: number, to: number) => Math.max(0, to - Math.max(from, endAt));
  const enginesAfterEnd =
    afterEnd(flushAt, timing.finalTranscriptAt) +
    afterEnd(timing.replyRequestedAt, timing.firstSentenceAt) +
    afterEnd(timing.firstSentenceAt, timing.firstAudioAt);
  const endpointing = endAt - turn.spoken.lastSentAt;
  const socket = turn.buyer!.firstFrameAt - timing.firstFrameSentAt;
  const overhead = total - endpointing - enginesAfterEnd;
  return {
    total,
    endpointing,
    recognition: timing.finalTranscriptAt - flushAt,
    dialogue: timing.firstSentenceAt - timing.replyRequestedAt,
    dialogueFirstText: timing.firstTextAt - timing.replyRequestedAt,
    synthesis: timing.firstAudioAt - timing.firstSentenceAt,
    preparedInPause: wasPreparedInThePause(timing),
    enginesAfterEnd,
    overhead,
    dispatch: overhead - socket,
    socket,
  };
}

type TimedStage = Exclude<keyof ReplyStages, 'preparedInPause'>;
export type StageSummary = Record<TimedStage, Summary>;

export function summariseStages(stages: readonly ReplyStages[]): StageSummary {
  const keys: TimedStage[] = [
    'total',
    'endpointing',
    'recognition',
    'dialogue',
    'dialogueFirstText',
    'synthesis',
    'enginesAfterEnd',
    'overhead',
    'dispatch',
    'socket',
  ];
  return Object.fromEntries(keys.map((key) => [key, summarise(stages.map((stage) => stage[key]))])) as StageSummary;
}
