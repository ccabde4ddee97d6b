import { CALL_FRAME_MS } from '@rehearse/domain';

/**
 * Caller audio may arrive in bursts (a network hiccup), but never much faster than real time over
 * a few seconds: a token bucket of 5 s of frames, refilled at one frame per 20 ms.
 */
export class FrameRateGuard {
  private tokens: number;
  private lastAt: number | undefined;

  constructor(private readonly burstFrames = 250) {
    this.tokens = burstFrames;
  }

  allow(nowMs: number): boolean {
    if (this.lastAt !== undefined) this.tokens = Math.min(this.burstFrames, this.tokens + (nowMs - this.lastAt) / CALL_FRAME_MS);
    this.lastAt = nowMs;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
