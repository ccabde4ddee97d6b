import { REALTIME_CLOSE } from '@rehearse/domain';
import type { SessionChange } from './session-change';
import { parseSessionChange } from './session-change';

/** The part of the browser's WebSocket the feed uses; tests pass a fake. */
export interface FeedSocket {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  close(code?: number, reason?: string): void;
}

export type FeedStatus = 'connecting' | 'open' | 'waiting' | 'stopped';

export interface SessionFeedOptions {
  url: string;
  createSocket: (url: string) => FeedSocket;
  onChange: (change: SessionChange) => void;
  /** Each (re)connection: whatever changed while the feed was down must be read again. */
  onOpen?: () => void;
  onStatus?: (status: FeedStatus) => void;
  /** The server closed the feed because the sign-in ended (REALTIME_CLOSE.signedOut): no reconnecting. */
  onSignedOut?: () => void;
  /** Where a frame that is not a message of the feed is reported (it is ignored); the console by default. */
  warn?: (message: string) => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  now?: () => number;
  random?: () => number;
}

export const FIRST_RETRY_MS = 1000;
export const MAX_RETRY_MS = 30_000;
/** A connection that stayed open this long was a good one: the next failure starts the backoff over. */
export const STABLE_CONNECTION_MS = 10_000;

/**
 * The wait before reconnection attempt `attempt` (0 first): doubling from 1 s up to 30 s, with
 * jitter so that many tabs dropped by one server restart do not all come back at once.
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling * (0.5 + random() * 0.5));
}

/**
 * The user's live feed of coaching-session changes (spec section 4: after an error or a close the
 * feed subscribes again). Framework-free: the hook that owns it feeds the changes to the cache.
 */
export class SessionFeed {
  private socket: FeedSocket | null = null;
  private timer: unknown = null;
  private attempt = 0;
  private openedAt: number | null = null;
  private stopped = true;
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;
  private readonly now: () => number;

  constructor(private readonly options: SessionFeedOptions) {
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
    this.now = options.now ?? Date.now;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.cancelTimer();
    this.dropSocket();
    this.options.onStatus?.('stopped');
  }

  /** While waiting to reconnect (the tab came back into view, the network returned): try now. */
  reconnectNow(): void {
    if (this.stopped || this.timer === null) return;
    this.cancelTimer();
    this.connect();
  }

  private connect(): void {
    this.options.onStatus?.('connecting');
    let socket: FeedSocket;
    try {
      socket = this.options.createSocket(this.options.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.openedAt = this.now();
      this.options.onStatus?.('open');
      this.options.onOpen?.();
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      const parsed = parseSessionChange(event.data);
      if (!parsed.ok)
        return (this.options.warn ?? console.warn)(`Ignored a realtime message the app does not understand (${parsed.error}).`);
      if (parsed.change) this.options.onChange(parsed.change);
    };
    // An error is always followed by a close; the close reconnects.
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (event.code === REALTIME_CLOSE.signedOut) {
        this.stopped = true;
        this.options.onStatus?.('stopped');
        this.options.onSignedOut?.();
        return;
      }
      if (this.openedAt !== null && this.now() - this.openedAt >= STABLE_CONNECTION_MS) this.attempt = 0;
      this.openedAt = null;
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    this.options.onStatus?.('waiting');
    const delay = reconnectDelayMs(this.attempt, this.options.random);
    this.attempt += 1;
    this.timer = this.setTimer(() => {
      this.timer = null;
      if (!this.stopped) this.connect();
    }, delay);
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
  }

  private dropSocket(): void {
    const socket = this.socket;
    this.socket = null;
    this.openedAt = null;
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
    try {
      socket.close(1000, 'Feed stopped');
    } catch {
      // Closing a socket that never opened may throw in some browsers; it is gone either way.
    }
  }
}

/** The feed's address on this origin (the session cookie authenticates it). */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/realtime`;
}
