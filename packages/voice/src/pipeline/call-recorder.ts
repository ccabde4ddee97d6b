import { FRAME_MS, SAMPLE_RATE } from '../speech/speech.ports';
import { RecordingMixer } from '../speech/recording/recording-mixer';

/** A longer break in the caller's frames is a real gap (the caller's audio stalled): it stays silent. */
const MAX_CALLER_JITTER_MS = 100;
/** Mixed audio is handed over in batches of about this much, not frame by frame. */
const BATCH_MS = 500;

const toSamples = (ms: number) => Math.round((ms * SAMPLE_RATE) / 1000);

/**
 * The call's two voices on one timeline (call time, from the first message). Caller frames are
 * placed back to back from where they arrived; buyer frames where they play, and only once their
 * play time has come, so audio cut off by barge-in never reaches the recording.
 */
export class CallRecorder {
  private readonly mixer = new RecordingMixer();
  private callerNextMs: number | undefined;
  private buyerUnplayed: { atMs: number; frame: Int16Array }[] = [];

  /** Places a caller frame that has just arrived (it covers the 20 ms before); returns its start. */
  addCaller(frame: Int16Array, arrivedMs: number): number {
    const capturedMs = Math.max(0, arrivedMs - FRAME_MS);
    const startMs =
      this.callerNextMs === undefined || capturedMs - this.callerNextMs > MAX_CALLER_JITTER_MS ? capturedMs : this.callerNextMs;
    this.mixer.add(toSamples(startMs), frame);
    this.callerNextMs = startMs + FRAME_MS;
    return startMs;
  }

  addBuyer(frame: Int16Array, playAtMs: number): void {
    this.buyerUnplayed.push({ atMs: playAtMs, frame });
  }

  /** Barge-in: the client dropped what had not started playing. */
  dropBuyerFrom(ms: number): void {
    this.buyerUnplayed = this.buyerUnplayed.filter((buffered) => buffered.atMs < ms);
  }

  /** Mixed frames that can no longer change, once a batch is ready: up to the newest caller audio. */
  takeCommitted(nowMs: number): Int16Array[] {
    this.placePlayedBuyer(nowMs);
    const untilMs = Math.min(nowMs, this.callerNextMs ?? 0);
    if (toSamples(untilMs) - this.mixer.committedUntil < toSamples(BATCH_MS)) return [];
    return this.mixer.commit(toSamples(untilMs));
  }

  /** At the call's end: everything up to `endMs`, to the end of its frame. */
  finish(endMs: number): Int16Array[] {
    this.dropBuyerFrom(endMs);
    this.placePlayedBuyer(Number.POSITIVE_INFINITY);
    return this.mixer.commit(Math.ceil(endMs / FRAME_MS) * toSamples(FRAME_MS));
  }

  private placePlayedBuyer(nowMs: number): void {
    while (this.buyerUnplayed.length > 0 && this.buyerUnplayed[0]!.atMs < nowMs) {
      const { atMs, frame } = this.buyerUnplayed.shift()!;
      this.mixer.add(toSamples(atMs), frame);
    }
  }
}
