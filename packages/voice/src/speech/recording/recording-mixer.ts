import { FRAME_SAMPLES } from '../speech.ports';

/**
 * Mixes the call's voices into one track on a shared timeline, counted in samples since the call
 * started. The caller's frames arrive in real time and are placed where they were captured; the
 * buyer's frames are synthesised ahead of time and placed where they will be played, so they sit in
 * the future until the timeline reaches them. The pipeline commits the timeline up to the newest
 * caller position (which moves with real time); committed frames go to the encoder and can no
 * longer change, so audio placed before that point is clipped to what is still open (and counted).
 * Pure: no clock, no I/O.
 */
export class RecordingMixer {
  private readonly pending = new Map<number, Int32Array>();
  private committedFrames = 0;
  private furthestSample = 0;
  private late = 0;

  constructor(private readonly frameSamples = FRAME_SAMPLES) {}

  /** Samples that arrived for an already committed part of the timeline and were dropped. */
  get droppedSamples(): number {
    return this.late;
  }

  /** The first sample not yet committed. */
  get committedUntil(): number {
    return this.committedFrames * this.frameSamples;
  }

  add(startSample: number, pcm: Int16Array): void {
    const start = Math.round(startSample);
    const firstOpen = this.committedUntil;
    for (let i = 0; i < pcm.length; i++) {
      const position = start + i;
      if (position < firstOpen) {
        this.late++;
        continue;
      }
      const frameIndex = Math.floor(position / this.frameSamples);
      let frame = this.pending.get(frameIndex);
      if (!frame) {
        frame = new Int32Array(this.frameSamples);
        this.pending.set(frameIndex, frame);
      }
      frame[position - frameIndex * this.frameSamples]! += pcm[i]!;
    }
    this.furthestSample = Math.max(this.furthestSample, start + pcm.length);
  }

  /** Completes the timeline up to `untilSample` (rounded down to whole frames); gaps are silence. */
  commit(untilSample: number): Int16Array[] {
    const untilFrame = Math.floor(untilSample / this.frameSamples);
    const frames: Int16Array[] = [];
    for (; this.committedFrames < untilFrame; this.committedFrames++) {
      const mixed = this.pending.get(this.committedFrames);
      this.pending.delete(this.committedFrames);
      const frame = new Int16Array(this.frameSamples);
      if (mixed) for (let i = 0; i < frame.length; i++) frame[i] = Math.max(-32768, Math.min(32767, mixed[i]!));
      frames.push(frame);
    }
    return frames;
  }

  /** At the end of the call: everything placed so far, up to the last placed sample's frame. */
  drain(): Int16Array[] {
    return this.commit(Math.ceil(this.furthestSample / this.frameSamples) * this.frameSamples);
  }
}
