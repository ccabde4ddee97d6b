/**
 * When the caller really went quiet. fvad (WebRTC's detector) keeps calling the ~80 ms after a
 * word's end speech (its hangover, decision 17), so a silence counted from fvad's last speech frame
 * starts ~80 ms late. Here a frame counts as the caller's voice only when fvad calls it speech *and*
 * it stands `marginDb` above the room's noise floor, tracked per caller; the hangover frames are at
 * the floor. The end-of-turn silences are then counted from the caller's last voiced frame
 * (`hangoverMs` is taken off the silence the endpointer waits for), while the endpointer's pauses,
 * and so where the recogniser is flushed, stay on fvad's frames as before. Pure: frames in, figures out.
 */
import { FRAME_MS } from './speech.ports';

export interface QuietOptions {
  /** How far above the noise floor a frame must be to be the caller's voice. */
  marginDb: number;
  /** How fast the floor may rise, per 20 ms frame (it falls at once to a quieter frame). */
  floorRiseDbPerFrame: number;
  /** The most taken off a silence: fvad's hangover is ~80 ms; more means the level misled us. */
  maxHangoverMs: number;
}

/** On the hesitant-speech set: room noise frames at -53 to -46 dBFS, hangover frames at -52 to -46, speech mostly -40 to -13. */
export const DEFAULT_QUIET: QuietOptions = { marginDb: 8, floorRiseDbPerFrame: 0.01, maxHangoverMs: 160 };

/**
 * The room's level under a caller: the quietest recent frame, rising slowly (0.5 dB a second by
 * default) so that a louder room is learned within seconds while a long sentence barely moves it.
 */
export class NoiseFloor {
  private floorDb: number | undefined;

  constructor(private readonly riseDbPerFrame = DEFAULT_QUIET.floorRiseDbPerFrame) {}

  /** Adds a frame's level; returns the floor including it. */
  add(levelDb: number): number {
    this.floorDb = this.floorDb === undefined || levelDb < this.floorDb ? levelDb : this.floorDb + this.riseDbPerFrame;
    return this.floorDb;
  }
}

/** A frame's level in dB relative to a full-scale sine (dBFS; about -90 for digital silence). */
export function frameLevelDb(frame: Int16Array): number {
  let sum = 0;
  for (const sample of frame) sum += sample * sample;
  return 10 * Math.log10(sum / Math.max(1, frame.length) + 1e-9) - 90.3;
}

/** The caller's last speech frame by fvad against their last voiced frame (speech and above the room). */
export class CallerQuiet {
  private readonly options: QuietOptions;
  private readonly floor: NoiseFloor;
  private framesSinceSpeech = Number.POSITIVE_INFINITY;
  private framesSinceVoice = Number.POSITIVE_INFINITY;

  constructor(options: Partial<QuietOptions> = {}) {
    this.options = { ...DEFAULT_QUIET, ...options };
    this.floor = new NoiseFloor(this.options.floorRiseDbPerFrame);
  }

  /** One 20 ms frame and whether the detector called it speech. */
  push(frame: Int16Array, isSpeech: boolean): void {
    const level = frameLevelDb(frame);
    const floor = this.floor.add(level);
    this.framesSinceSpeech = isSpeech ? 0 : this.framesSinceSpeech + 1;
    this.framesSinceVoice = isSpeech && level >= floor + this.options.marginDb ? 0 : this.framesSinceVoice + 1;
  }

  /**
   * How much longer the caller has been quiet than the detector says: the frames it called speech
   * after their last voiced frame. 0 before any voice, or while they speak.
   */
  get hangoverMs(): number {
    if (!Number.isFinite(this.framesSinceVoice)) return 0;
    return Math.min(this.options.maxHangoverMs, Math.max(0, this.framesSinceVoice - this.framesSinceSpeech) * FRAME_MS);
  }
}
