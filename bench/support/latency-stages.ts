import type { ReplyTurn } from './scripted-call';
import { summarise, type Summary } from './stats';

/** One reply's latency cut into stages (ms). `overhead` is what no engine accounts for. */
export interface ReplyStages {
  total: number;
  /** Last caller speech frame sent -> endpointing decided the utterance was over. */
  endpointing: number;
  /** -> the recogniser's final text. */
  recognition: number;
  /** Dialogue asked for the reply -> its first sentence (or first clause) ready for the voice. */
  dialogue: number;
  /** First sentence handed to the voice -> its first frame. */
  synthesis: number;
  /** total - the four above = dispatch + socket. */
  overhead: number;
  /** Inside the turn loop: final text -> dialogue asked, first frame made -> handed to the socket. */
  dispatch: number;
  /** Handed to the socket -> received by the caller (same process, loopback). */
  socket: number;
}

/** Needs a turn with a buyer answer and its server timing (the server runs in this process: one clock). */
export function stagesOf(turn: ReplyTurn): ReplyStages {
  const timing = turn.timing!;
  const total = turn.latencyMs;
  const endpointing = timing.speechEndedAt - turn.spoken.lastSentAt;
  const recognition = timing.finalTranscriptAt - timing.speechEndedAt;
  const dialogue = timing.firstSentenceAt - timing.replyRequestedAt;
  const synthesis = timing.firstAudioAt - timing.firstSentenceAt;
  return {
    total,
    endpointing,
    recognition,
    dialogue,
    synthesis,
    overhead: total - endpointing - recognition - dialogue - synthesis,
    dispatch: timing.replyRequestedAt - timing.finalTranscriptAt + (timing.firstFrameSentAt - timing.firstAudioAt),
    socket: turn.buyer!.firstFrameAt - timing.firstFrameSentAt,
  };
}

export type StageSummary = Record<keyof ReplyStages, Summary>;

export function summariseStages(stages: readonly ReplyStages[]): StageSummary {
  const keys: (keyof ReplyStages)[] = ['total', 'endpointing', 'recognition', 'dialogue', 'synthesis', 'overhead', 'dispatch', 'socket'];
  return Object.fromEntries(keys.map((key) => [key, summarise(stages.map((stage) => stage[key]))])) as StageSummary;
}
