import type { WebCallApi, WebCallError } from '@rehearse/call-client';
import type { EndedReason, ServerMessage, StartCallResponse } from '@rehearse/domain';
import {
  clientMissingNotice,
  endedReasonNotice,
  inCallErrorNotice,
  initializationErrorNotice,
  isNormalEndError,
  qualifiesForResults,
  startErrorNotice,
} from './call-messages';
import type { CallNotice } from './call-messages';
import { IDLE_CALL_STATE, reduceCall } from './call-state';
import type { CallEvent, CallScenario, CallState } from './call-state';

/** Spec section 9: starting while a call runs stops it, then waits this long. */
export const WAIT_AFTER_STOP_MS = 1000;
/** Spec section 4: mobile devices wait this long before joining. */
export const MOBILE_JOIN_DELAY_MS = 1000;
/** A call the server created but never said it listens on is given up after this long. */
export const START_TIMEOUT_MS = 20_000;
/** After a stop or the server's ended status, the call is over even if the client never says so. */
export const END_FALLBACK_MS = 5000;

export interface CallEndSummary {
  callId: string | null;
  scenarioId: string;
  /** From call-start to the end; 0 for a call that never went live. */
  durationMs: number;
  reason: EndedReason | null;
  /** It went live, lasted 2000 ms or more and was not abandoned (sign-out, page left): show 'Call Complete'. */
  showResultsNotice: boolean;
}

/** What the runner needs from its surroundings; the CallProvider passes the real ones. */
export interface CallRunnerPorts {
  /** Loads the call client's chunk and builds a client: null when the module has none, throws when it cannot. */
  createClient(): Promise<WebCallApi | null>;
  /** Shows a toast. */
  notify(notice: CallNotice): void;
  /** After every call or attempt: refresh what it spent, show 'Call Complete' when the summary says so. */
  callEnded(summary: CallEndSummary): void;
  isMobileDevice(): boolean;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs practice calls, one at a time, on a fresh web-call client each (spec section 4): turns the
 * client's events into the call state (`reduceCall`) and toasts, and guards against the races of a
 * call that is stopped while it starts. Framework-free: React reads it through useSyncExternalStore.
 */
export class CallRunner {
  private state: CallState = IDLE_CALL_STATE;
  private readonly subscribers = new Set<() => void>();
  private client: WebCallApi | null = null;
  /** Bumped by every start and every end, so the continuations of an abandoned start do nothing. */
  private attempt = 0;
  /** An error toast was shown for this call: no other notice follows it. */
  private errorShown = false;
  /** The call is being abandoned (sign-out, page left): no notices at all. */
  private quiet = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private idleWaiters: Array<() => void> = [];

  constructor(private readonly ports: CallRunnerPorts) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.subscribers.add(listener);
    return () => this.subscribers.delete(listener);
  };

  readonly getSnapshot = (): CallState => this.state;

  async startCall(scenario: CallScenario): Promise<void> {
    if (this.status() === 'starting' || this.status() === 'ending') return;
    if (this.status() === 'active') {
      await this.endCall();
      await delay(WAIT_AFTER_STOP_MS);
      if (this.status() !== 'idle') return;
    }
    const attempt = ++this.attempt;
    this.errorShown = false;
    this.quiet = false;
    this.dispatch({ type: 'start-requested', scenario });

    if (this.ports.isMobileDevice()) {
      await delay(MOBILE_JOIN_DELAY_MS);
      if (attempt !== this.attempt) return;
    }

    let client: WebCallApi | null;
    try {
      client = await this.ports.createClient();
    } catch {
      if (attempt === this.attempt) this.finish({ stopClient: false, notice: initializationErrorNotice });
      return;
    }
    if (attempt !== this.attempt) return;
    if (!client) return this.finish({ stopClient: false, notice: clientMissingNotice });

    this.attach(client);
    let call: StartCallResponse | null;
    try {
      call = await client.start(scenario.id);
    } catch (error) {
      if (attempt === this.attempt) this.finish({ stopClient: true, notice: startErrorNotice(error) });
      return;
    }
    if (attempt !== this.attempt) {
      // Stopped or failed while starting: leave no call running behind the user's back.
      if (call) void client.stop().catch(() => undefined);
      return;
    }
    // Null: the failure was (or should have been) reported as an error event.
    if (!call) return this.finish({ stopClient: true, notice: startErrorNotice(undefined) });
    this.dispatch({ type: 'call-created', callId: call.id });
    if (this.status() === 'starting') {
      this.arm(START_TIMEOUT_MS, () => this.finish({ stopClient: true, notice: startErrorNotice(undefined) }));
    }
  }

  /** Stops the call (or the start in progress); resolves once the runner is idle. */
  endCall(): Promise<void> {
    const { status } = this.state;
    if (status === 'idle') return Promise.resolve();
    const idle = new Promise<void>((resolve) => this.idleWaiters.push(resolve));
    if (status === 'starting') {
      this.finish({ stopClient: true, notice: null });
    } else if (status === 'active') {
      const { client, attempt } = this;
      this.dispatch({ type: 'end-requested' });
      this.arm(END_FALLBACK_MS, () => this.finish({ stopClient: true, notice: endedReasonNotice(this.state.endedReason) }));
      // The client then reports the end (an ended status, then call-end), which finishes the call.
      client?.stop().catch(() => {
        if (attempt === this.attempt) this.finish({ stopClient: false, notice: null });
      });
    }
    return idle;
  }

  /** Ends the call without a word: the user signed out or left the page. */
  abandonCall(): Promise<void> {
    if (this.state.status !== 'idle') this.quiet = true;
    return this.endCall();
  }

  toggleMute(): void {
    const client = this.client;
    if (this.state.status !== 'active' || !client) return;
    try {
      client.setMuted(!this.state.muted);
      this.dispatch({ type: 'mute-changed', muted: client.isMuted() });
    } catch {
      // 'Call object is not available.': the call is ending; there is nothing left to mute.
    }
  }

  /** Read afresh after every await: events change the state meanwhile. */
  private status(): CallState['status'] {
    return this.state.status;
  }

  private attach(client: WebCallApi): void {
    this.client = client;
    const whileCurrent =
      <Args extends unknown[]>(handler: (...args: Args) => void) =>
      (...args: Args) => {
        if (this.client === client) handler(...args);
      };
    client
      .on(
        'call-start',
        whileCurrent(() => {
          this.clearTimer();
          this.dispatch({ type: 'call-started', at: Date.now() });
        }),
      )
      .on(
        'call-end',
        whileCurrent(() => this.handleCallEnd()),
      )
      .on(
        'speech-start',
        whileCurrent(() => this.dispatch({ type: 'buyer-speech', speaking: true })),
      )
      .on(
        'speech-end',
        whileCurrent(() => this.dispatch({ type: 'buyer-speech', speaking: false })),
      )
      .on(
        'volume-level',
        whileCurrent((level: number) => this.dispatch({ type: 'volume', level })),
      )
      .on(
        'message',
        whileCurrent((message: ServerMessage) => {
          if (message.type === 'transcript') {
            this.dispatch({ type: 'transcript', update: message });
          } else if (message.type === 'status-update' && message.status === 'ended') {
            const wasEnding = this.state.status === 'ending';
            this.dispatch({ type: 'ended-status', reason: message.endedReason ?? null });
            if (!wasEnding)
              this.arm(END_FALLBACK_MS, () => this.finish({ stopClient: true, notice: endedReasonNotice(this.state.endedReason) }));
          }
        }),
      )
      .on(
        'error',
        whileCurrent((error: WebCallError) => this.handleError(error)),
      );
  }

  private handleCallEnd(): void {
    const { status, endedReason } = this.state;
    // Ending before going live without a word of why is a start that failed.
    const notice = status === 'starting' ? startErrorNotice(undefined) : endedReasonNotice(endedReason);
    this.finish({ stopClient: false, notice });
  }

  private handleError(error: unknown): void {
    const { status, endedReason } = this.state;
    if (status === 'starting') return this.finish({ stopClient: true, notice: startErrorNotice(error) });
    if (isNormalEndError(error)) {
      return this.finish({ stopClient: true, notice: endedReasonNotice(endedReason ?? 'assistant-ended-call') });
    }
    this.finish({ stopClient: true, notice: inCallErrorNotice(error) });
  }

  private finish({ stopClient, notice }: { stopClient: boolean; notice: CallNotice | null }): void {
    const ended = this.state;
    if (ended.status === 'idle') return;
    this.attempt++;
    this.clearTimer();
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners();
      if (stopClient) void client.stop().catch(() => undefined);
    }
    this.dispatch({ type: 'call-ended' });

    if (notice && !this.quiet && !this.errorShown) {
      this.errorShown = notice.tone === 'error';
      this.ports.notify(notice);
    }
    const durationMs = ended.startedAt === null ? 0 : Date.now() - ended.startedAt;
    this.ports.callEnded({
      callId: ended.callId,
      scenarioId: ended.scenario?.id ?? '',
      durationMs,
      reason: ended.endedReason,
      showResultsNotice: ended.startedAt !== null && !this.quiet && qualifiesForResults(durationMs),
    });
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  private dispatch(event: CallEvent): void {
    const next = reduceCall(this.state, event);
    if (next === this.state) return;
    this.state = next;
    for (const listener of this.subscribers) listener();
  }

  private arm(ms: number, action: () => void): void {
    this.clearTimer();
    this.timer = setTimeout(action, ms);
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
