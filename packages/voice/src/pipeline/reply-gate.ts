/**
 * The gate of a prepared reply (one started ahead of the end of the caller's turn): its audio waits
 * until the end is confirmed (`open`), or the reply is dropped unheard when the caller goes on (`discard`).
 */
export class ReplyGate {
  /** Settles once: true when opened, false when discarded. */
  readonly decided: Promise<boolean>;
  private state: 'waiting' | 'open' | 'discarded' = 'waiting';
  private decide!: (open: boolean) => void;

  constructor() {
    this.decided = new Promise((resolve) => (this.decide = resolve));
  }

  /** Lets the audio go (and the turn's outcome count); false when it was discarded first. */
  open(): boolean {
    if (this.state !== 'waiting') return this.state === 'open';
    this.state = 'open';
    this.decide(true);
    return true;
  }

  discard(): void {
    if (this.state !== 'waiting') return;
    this.state = 'discarded';
    this.decide(false);
  }
}
