import type { EndedReason, ServerMessage, TranscriptEntry } from '@rehearse/domain';
import type { Dialogue, DialogueContext } from '../dialogue/dialogue.port';
import type { EndOfTurnRule, TurnEndDecision } from '../speech/end-of-turn';
import type { EndpointingOptions } from '../speech/endpointing';
import type { LanguageModelHandle, SpeechToText, TextToSpeech, Voice, VoiceActivityDetectorFactory } from '../speech/speech.ports';

/**
 * The contract between the call gateway (socket, session row, billing) and the turn loop (one per
 * live call). The gateway feeds caller audio and client messages in; the pipeline sends buyer audio
 * and protocol messages out through `CallPipelineSink`, and reports transcript entries and the
 * mixed recording as they become final, so the gateway can persist them as the call goes.
 */

/**
 * Time source of the pipeline: monotonic milliseconds and timers, so turn-taking tests run on a
 * manual clock (`ManualTimerClock`). Not the server's wall-clock `Clock` (`platform/clock.ts`).
 */
export interface TimerClock {
  /** Milliseconds, monotonic. */
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemTimerClock: TimerClock = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface CallEngines {
  speechToText: SpeechToText;
  textToSpeech: TextToSpeech;
  voiceActivity: VoiceActivityDetectorFactory;
  dialogue: Dialogue;
}

export interface CallPipelineOptions {
  callId: string;
  engines: CallEngines;
  clock?: TimerClock;
  dialogue: DialogueContext;
  voice: Voice;
  /** Prepared by the gateway with `speechToText.prepareLanguageModel` before the call starts. */
  languageModel?: LanguageModelHandle;
  /** The server ends the call with 'exceeded-max-duration' when this much call time has passed. */
  maxDurationMs: number;
  endpointing?: Partial<EndpointingOptions>;
  /** How long a pause ends the turn, by what the caller said (default `DEFAULT_END_OF_TURN`). */
  endOfTurn?: Partial<EndOfTurnRule>;
  /**
   * Prepare the reply while the caller pauses, let out once the end of the turn is confirmed (default
   * true). A reply dropped because the caller went on still cost its dialogue and synthesis: with
   * metered cloud providers, false trades ~50 ms of latency for never paying for one.
   */
  prepareRepliesInPauses?: boolean;
  /** Ends the call with 'silence-timed-out' after this long without caller speech (default 30 s). */
  silenceTimeoutMs?: number;
  /** Benchmarks and debugging: told when each reply's first frame leaves. Production leaves it out. */
  onTurnTiming?: (timing: TurnTiming) => void;
}

/**
 * When each step between the caller's last words and the reply's first audio happened, on the
 * pipeline's clock (`TimerClock.now()`). The stages a benchmark reports: endpointing (until
 * `speechEndedAt`), recognition (from the flush to `finalTranscriptAt`), dialogue
 * (`replyRequestedAt` to `firstSentenceAt`), synthesis (to `firstAudioAt`). Without `earlyFlushAt`
 * they follow one another and the gaps are the pipeline's own. With it, the recogniser was flushed
 * at a pause and the reply prepared while endpointing still waited: recognition, dialogue and
 * synthesis may all come before `speechEndedAt`, and the caller waits only for what is left.
 */
export interface TurnTiming {
  /** The recogniser was flushed at a pause, before the end of the turn was decided (a prepared reply). */
  earlyFlushAt?: number;
  /** Endpointing decided the caller's utterance was over (the last one before the reply). */
  speechEndedAt: number;
  /** The recogniser's final text for it was ready. */
  finalTranscriptAt: number;
  /** The dialogue was asked for the reply. */
  replyRequestedAt: number;
  /** The dialogue's first text arrived. */
  firstTextAt: number;
  /** The reply's first piece of text (a sentence or first clause) went to the voice engine. */
  firstSentenceAt: number;
  /** The voice engine gave the first frame of it. */
  firstAudioAt: number;
  /** That frame was handed to the sink, to go out on the socket (never before `speechEndedAt`). */
  firstFrameSentAt: number;
  /** How the end of turn was judged at the pause the reply answered (with a recogniser flushed at pauses): the words then, and the decision. */
  endOfTurn?: TurnEndDecision & { words: string };
}

export interface CallPipelineSink {
  /** One 20 ms buyer frame (320 samples), to send now: the pipeline paces frames in real time. */
  sendAudio(frame: Int16Array): void;
  sendMessage(message: ServerMessage): void;
  /** A final transcript entry: persist it now (called in call order). */
  transcript(entry: TranscriptEntry): void;
  /** Mixed frames of both voices, in timeline order from the call's start, to encode and store. */
  recording(frames: Int16Array[]): void;
  /** Called once, after the last audio, messages and entries have been handed over. */
  ended(summary: CallPipelineSummary): void;
}

export interface CallPipelineSummary {
  reason: EndedReason;
  /** From the call's start (the first message) to its end, on the pipeline's clock. */
  durationMs: number;
}

export interface CallPipeline {
  /** Starts the call: speaks the first message and begins listening. */
  start(): Promise<void>;
  /** One 20 ms caller frame (320 samples of 16 kHz PCM) from the socket. */
  pushCallerAudio(frame: Int16Array): void;
  setMuted(muted: boolean): void;
  /** The client's `say`: the buyer speaks this text, then hangs up if asked to. */
  say(text: string, endCallAfterSpoken?: boolean): void;
  /** The client's `add-message`: a note added to the conversation the dialogue sees. */
  addMessage(role: 'system' | 'user' | 'assistant', content: string): void;
  /** Ends the call (idempotent): stops speaking, flushes the transcript and recording, reports `ended`. */
  end(reason: EndedReason): Promise<CallPipelineSummary>;
}
