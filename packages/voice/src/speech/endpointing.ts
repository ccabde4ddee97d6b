import { FRAME_MS } from './speech.ports';

export interface EndpointingOptions {
  /** Speech starts when at least `startSpeechFrames` of the last `startWindowFrames` are speech. */
  startSpeechFrames: number;
  startWindowFrames: number;
  /**
   * Speech may be starting when at least `onsetSpeechFrames` of the last `onsetWindowFrames` are
   * speech: a 'speech-onset', before the start is sure. It lapses ('speech-onset-lapsed') when no
   * start follows within `startWindowFrames` and the speech has stopped. What it is for: the buyer
   * can go quiet at once and go on if it was nothing (decision 66).
   */
  onsetSpeechFrames: number;
  onsetWindowFrames: number;
  /** Speech ends after this much continuous non-speech, unless `setEndSilence` chose another for this pause. */
  endSilenceMs: number;
  /**
   * A 'speech-pause' is reported after this much non-speech, before the end is decided: time to
   * read the words so far (and start the reply) while the caller may still go on.
   */
  pauseMs: number;
  /** After a pause, this many speech frames in a row are a 'speech-resume' (fewer: a click, a breath). */
  resumeSpeechFrames: number;
  /** Audio kept from before the start decision and sent with it, so first sounds are not cut. */
  preRollMs: number;
  /** A monologue is cut into utterances of at most this length, so the recogniser finalises. */
  maxUtteranceMs: number;
  frameMs: number;
}

/**
 * Defaults from measurements with fvad mode 3 (shared/research/offline-speech.md): 8 speech
 * frames of 10 almost removes false starts in background noise, and 300 ms of silence ends a
 * turn without cutting pauses inside a sentence too often (the end-of-turn rule sets it per pause).
 * fvad keeps calling ~80 ms after the last word speech, so a 120 ms pause is ~200 ms of real quiet
 * (decision 0017).
 */
export const DEFAULT_ENDPOINTING: EndpointingOptions = {
  startSpeechFrames: 8,
  startWindowFrames: 10,
  onsetSpeechFrames: 4,
  onsetWindowFrames: 5,
  endSilenceMs: 300,
  pauseMs: 120,
  resumeSpeechFrames: 3,
  preRollMs: 300,
  maxUtteranceMs: 30_000,
  frameMs: FRAME_MS,
};

export interface EndpointingStep {
  /** 'speech-pause' and 'speech-resume' happen inside an utterance: it goes on after them. */
  event?: 'speech-onset' | 'speech-onset-lapsed' | 'speech-start' | 'speech-pause' | 'speech-resume' | 'speech-end';
  /** Frames to hand to the recogniser now: the pre-roll at a start, then each frame of speech. */
  forward: Int16Array[];
}

/**
 * Turns per-frame voice decisions into utterances. Pure and synchronous: one call per 20 ms frame.
 * Inside an utterance, 'speech-pause' marks `pauseMs` of silence and 'speech-resume' speech after
 * it. After 'speech-end' (which forwards the last frame), the next utterance needs a new start.
 */
export class Endpointer {
  private readonly options: EndpointingOptions;
  private readonly window: boolean[] = [];
  private readonly preRoll: Int16Array[] = [];
  private speaking = false;
  private silentFrames = 0;
  private utteranceFrames = 0;
  private paused = false;
  private speechRun = 0;
  /** The end silence chosen for the pause under way (`setEndSilence`), if any. */
  private pauseEndSilenceMs: number | undefined;
  /** Frames since a 'speech-onset' not yet followed by a start or a lapse. */
  private framesSinceOnset: number | undefined;

  constructor(options: Partial<EndpointingOptions> = {}) {
    this.options = { ...DEFAULT_ENDPOINTING, ...options };
    if (this.options.startSpeechFrames > this.options.startWindowFrames)
      throw new Error('startSpeechFrames cannot exceed startWindowFrames');
    if (this.options.onsetSpeechFrames > this.options.onsetWindowFrames)
      throw new Error('onsetSpeechFrames cannot exceed onsetWindowFrames');
  }

  get isSpeaking(): boolean {
    return this.speaking;
  }

  push(frame: Int16Array, isSpeech: boolean): EndpointingStep {
    return this.speaking ? this.continueSpeech(frame, isSpeech) : this.awaitSpeech(frame, isSpeech);
  }

  /**
   * Sets the silence that ends the utterance during the pause under way (from what was said so
   * far); the next pause starts again from `endSilenceMs`. Ends the utterance at once, forwarding
   * nothing, when the caller has already been quiet that long.
   */
  setEndSilence(ms: number): EndpointingStep {
    if (!this.speaking || !this.paused) return { forward: [] };
    this.pauseEndSilenceMs = ms;
    if (this.silentFrames * this.options.frameMs < ms) return { forward: [] };
    this.endUtterance();
    return { event: 'speech-end', forward: [] };
  }

  reset(): void {
    this.window.length = 0;
    this.preRoll.length = 0;
    this.framesSinceOnset = undefined;
    this.endUtterance();
  }

  private awaitSpeech(frame: Int16Array, isSpeech: boolean): EndpointingStep {
    const { startSpeechFrames, startWindowFrames, preRollMs, frameMs } = this.options;
    this.window.push(isSpeech);
    if (this.window.length > startWindowFrames) this.window.shift();
    this.preRoll.push(frame);
    // The pre-roll always covers the decision window, so the frames that triggered the start are sent.
    if (this.preRoll.length > Math.max(Math.ceil(preRollMs / frameMs), startWindowFrames)) this.preRoll.shift();
    if (this.window.filter(Boolean).length < startSpeechFrames) return { forward: [], ...this.onsetEvent() };

    this.framesSinceOnset = undefined;
    this.speaking = true;
    this.silentFrames = 0;
    this.utteranceFrames = this.preRoll.length;
    this.window.length = 0;
    return { event: 'speech-start', forward: this.preRoll.splice(0) };
  }

  /** Before a start: speech may be beginning, or what looked like it has stopped short of a start. */
  private onsetEvent(): Pick<EndpointingStep, 'event'> {
    const { onsetSpeechFrames, onsetWindowFrames, startWindowFrames } = this.options;
    const onsetHeard = this.window.slice(-onsetWindowFrames).filter(Boolean).length >= onsetSpeechFrames;
    if (this.framesSinceOnset === undefined) {
      if (!onsetHeard) return {};
      this.framesSinceOnset = 0;
      return { event: 'speech-onset' };
    }
    this.framesSinceOnset++;
    if (this.framesSinceOnset < startWindowFrames || onsetHeard) return {};
    this.framesSinceOnset = undefined;
    return { event: 'speech-onset-lapsed' };
  }

  private continueSpeech(frame: Int16Array, isSpeech: boolean): EndpointingStep {
    const { endSilenceMs, pauseMs, resumeSpeechFrames, maxUtteranceMs, frameMs } = this.options;
    this.utteranceFrames++;
    this.silentFrames = isSpeech ? 0 : this.silentFrames + 1;
    this.speechRun = isSpeech ? this.speechRun + 1 : 0;
    const silenceMs = this.silentFrames * frameMs;
    const silenceEnded = silenceMs >= (this.pauseEndSilenceMs ?? endSilenceMs);
    const tooLong = this.utteranceFrames * frameMs >= maxUtteranceMs;
    if (silenceEnded || tooLong) {
      this.endUtterance();
      return { event: 'speech-end', forward: [frame] };
    }
    if (this.paused && this.speechRun >= resumeSpeechFrames) {
      this.paused = false;
      this.pauseEndSilenceMs = undefined;
      return { event: 'speech-resume', forward: [frame] };
    }
    if (!this.paused && silenceMs >= pauseMs) {
      this.paused = true;
      return { event: 'speech-pause', forward: [frame] };
    }
    return { forward: [frame] };
  }

  private endUtterance(): void {
    this.speaking = false;
    this.silentFrames = 0;
    this.utteranceFrames = 0;
    this.paused = false;
    this.speechRun = 0;
    this.pauseEndSilenceMs = undefined;
  }
}
