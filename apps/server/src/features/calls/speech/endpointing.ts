import { FRAME_MS } from './speech.ports';

export interface EndpointingOptions {
  /** Speech starts when at least `startSpeechFrames` of the last `startWindowFrames` are speech. */
  startSpeechFrames: number;
  startWindowFrames: number;
  /** Speech ends after this much continuous non-speech. */
  endSilenceMs: number;
  /** Audio kept from before the start decision and sent with it, so first sounds are not cut. */
  preRollMs: number;
  /** A monologue is cut into utterances of at most this length, so the recogniser finalises. */
  maxUtteranceMs: number;
  frameMs: number;
}

/**
 * Defaults from measurements with fvad mode 3 (shared/research/offline-speech.md): 8 speech
 * frames of 10 almost removes false starts in background noise, and 300 ms of silence ends a
 * turn without cutting pauses inside a sentence too often.
 */
export const DEFAULT_ENDPOINTING: EndpointingOptions = {
  startSpeechFrames: 8,
  startWindowFrames: 10,
  endSilenceMs: 300,
  preRollMs: 300,
  maxUtteranceMs: 30_000,
  frameMs: FRAME_MS,
};

export interface EndpointingStep {
  event?: 'speech-start' | 'speech-end';
  /** Frames to hand to the recogniser now: the pre-roll at a start, then each frame of speech. */
  forward: Int16Array[];
}

/**
 * Turns per-frame voice decisions into utterances. Pure and synchronous: one call per 20 ms frame.
 * After 'speech-end' (which forwards the last frame), the next utterance needs a new start.
 */
export class Endpointer {
  private readonly options: EndpointingOptions;
  private readonly window: boolean[] = [];
  private readonly preRoll: Int16Array[] = [];
  private speaking = false;
  private silentFrames = 0;
  private utteranceFrames = 0;

  constructor(options: Partial<EndpointingOptions> = {}) {
    this.options = { ...DEFAULT_ENDPOINTING, ...options };
    if (this.options.startSpeechFrames > this.options.startWindowFrames) throw new Error('startSpeechFrames cannot exceed startWindowFrames');
  }

  get isSpeaking(): boolean {
    return this.speaking;
  }

  push(frame: Int16Array, isSpeech: boolean): EndpointingStep {
    return this.speaking ? this.continueSpeech(frame, isSpeech) : this.awaitSpeech(frame, isSpeech);
  }

  reset(): void {
    this.speaking = false;
    this.window.length = 0;
    this.preRoll.length = 0;
    this.silentFrames = 0;
    this.utteranceFrames = 0;
  }

  private awaitSpeech(frame: Int16Array, isSpeech: boolean): EndpointingStep {
    const { startSpeechFrames, startWindowFrames, preRollMs, frameMs } = this.options;
    this.window.push(isSpeech);
    if (this.window.length > startWindowFrames) this.window.shift();
    this.preRoll.push(frame);
    // The pre-roll always covers the decision window, so the frames that triggered the start are sent.
    if (this.preRoll.length > Math.max(Math.ceil(preRollMs / frameMs), startWindowFrames)) this.preRoll.shift();
    if (this.window.filter(Boolean).length < startSpeechFrames) return { forward: [] };

    this.speaking = true;
    this.silentFrames = 0;
    this.utteranceFrames = this.preRoll.length;
    this.window.length = 0;
    return { event: 'speech-start', forward: this.preRoll.splice(0) };
  }

  private continueSpeech(frame: Int16Array, isSpeech: boolean): EndpointingStep {
    const { endSilenceMs, maxUtteranceMs, frameMs } = this.options;
    this.utteranceFrames++;
    this.silentFrames = isSpeech ? 0 : this.silentFrames + 1;
    const silenceEnded = this.silentFrames * frameMs >= endSilenceMs;
    const tooLong = this.utteranceFrames * frameMs >= maxUtteranceMs;
    if (!silenceEnded && !tooLong) return { forward: [frame] };
    this.speaking = false;
    this.silentFrames = 0;
    this.utteranceFrames = 0;
    return { event: 'speech-end', forward: [frame] };
  }
}
