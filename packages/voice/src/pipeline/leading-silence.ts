/**
 * A voice engine's own pause before a sentence's first sound (flite's voices: 150-220 ms of
 * near-silence before every sentence). At the start of a buyer turn it is only delay: the caller
 * waits for it like for any other part of the reply. So a turn's first sentence starts one frame
 * before its first audible frame (that frame keeps the onset's rise). Later sentences keep theirs:
 * there it is the gap between two sentences. Pure: frames in, frames out.
 */

/** -40 dBFS: flite's pauses peak under ~60, its speech passes 1,000 within a frame of the onset. */
export const AUDIBLE_PEAK = 328;
/** Never more than this is dropped, whatever the level: a sentence that starts very softly still starts. */
export const MAX_TRIMMED_FRAMES = 25;

export class LeadingSilenceTrimmer {
  private trimming = true;
  private previous: Int16Array | undefined;
  private dropped = 0;

  /** The frames to send for `frame`: none while the silence lasts, then the last silent frame and this one. */
  push(frame: Int16Array): Int16Array[] {
    if (!this.trimming) return [frame];
    if (isAudible(frame) || this.dropped >= MAX_TRIMMED_FRAMES) {
      this.trimming = false;
      const out = this.previous ? [this.previous, frame] : [frame];
      this.previous = undefined;
      return out;
    }
    if (this.previous) this.dropped++;
    this.previous = frame;
    return [];
  }

  /** At the sentence's end: a sentence that never became audible keeps its last frame. */
  flush(): Int16Array[] {
    const rest = this.trimming && this.previous ? [this.previous] : [];
    this.trimming = false;
    this.previous = undefined;
    return rest;
  }
}

function isAudible(frame: Int16Array): boolean {
  return frame.some((sample) => sample > AUDIBLE_PEAK || sample < -AUDIBLE_PEAK);
}
