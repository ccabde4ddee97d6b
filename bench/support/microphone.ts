import { CALL_FRAME_MS } from '@rehearse/domain';
import { splitIntoFrames } from '@rehearse/voice';
import { quietNoise } from '@rehearse/voice/testing';

/** 10 s of low noise, cycled: a quiet room, never digital silence (which upsets the recogniser). */
const ROOM_NOISE = splitIntoFrames(quietNoise(16_000 * 10));

export interface SpokenLine {
  /** When the first and the last speech frame were handed to the socket (performance.now()). */
  firstSentAt: number;
  lastSentAt: number;
}

/**
 * The caller's microphone: one 20 ms frame per tick, room noise unless a line is being spoken.
 * Drift-free: frame n is due at start + 20 n ms, and a late timer sends the frames it owes at once
 * (as a browser's audio callback does), so the stream never slips behind real time.
 */
export class Microphone {
  /** How late the latest frames went out compared with when they were due: event-loop stalls. */
  maxLatenessMs = 0;
  private startedAt = 0;
  private sent = 0;
  private noiseIndex = 0;
  private room: readonly Int16Array[] = ROOM_NOISE;
  private timer: NodeJS.Timeout | undefined;
  private speech: { frames: Int16Array[]; next: number; firstSentAt?: number; done: (line: SpokenLine) => void } | undefined;

  constructor(private readonly send: (frame: Int16Array) => void) {}

  start(): void {
    this.startedAt = performance.now();
    this.tick();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.speech?.done({ firstSentAt: Number.NaN, lastSentAt: Number.NaN });
    this.speech = undefined;
  }

  /** What the microphone hears when the caller is not speaking (default: a quiet room, about -65 dBFS). */
  hearRoom(frames: readonly Int16Array[]): void {
    this.room = frames;
    this.noiseIndex = 0;
  }

  /** Speaks `frames` from the next tick on; resolves once the last one was sent. */
  say(frames: Int16Array[]): Promise<SpokenLine> {
    if (this.speech) throw new Error('the caller is already speaking');
    return new Promise((done) => (this.speech = { frames, next: 0, done }));
  }

  get speaking(): boolean {
    return this.speech !== undefined;
  }

  private tick(): void {
    const now = performance.now();
    for (let due = this.startedAt + this.sent * CALL_FRAME_MS; due <= now; due += CALL_FRAME_MS) {
      this.maxLatenessMs = Math.max(this.maxLatenessMs, now - due);
      this.sendNext();
      this.sent++;
    }
    this.timer = setTimeout(() => this.tick(), this.startedAt + this.sent * CALL_FRAME_MS - performance.now());
  }

  private sendNext(): void {
    const speech = this.speech;
    if (!speech) {
      this.send(this.room[this.noiseIndex++ % this.room.length]!);
      return;
    }
    this.send(speech.frames[speech.next++]!);
    const sentAt = performance.now();
    speech.firstSentAt ??= sentAt;
    if (speech.next === speech.frames.length) {
      this.speech = undefined;
      speech.done({ firstSentAt: speech.firstSentAt, lastSentAt: sentAt });
    }
  }
}

/** Frames of a synthesised line without its leading and trailing quiet: the first and last frames are speech. */
export function trimToSpeech(frames: Int16Array[], minRms = 330): Int16Array[] {
  const loud = (frame: Int16Array) => Math.sqrt(frame.reduce((sum, sample) => sum + sample * sample, 0) / frame.length) >= minRms;
  const first = frames.findIndex(loud);
  let last = frames.length - 1;
  while (last > first && !loud(frames[last]!)) last--;
  return first < 0 ? [] : frames.slice(first, last + 1);
}
