import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssistantInput, WebCallApi, WebCallEventName, WebCallEvents, WebCallSendMessage } from '@rehearse/call-client';
import type { EndedReason, ServerMessage, StartCallResponse } from '@rehearse/domain';
import { CallRunner, END_FALLBACK_MS, MOBILE_JOIN_DELAY_MS, START_TIMEOUT_MS, WAIT_AFTER_STOP_MS } from './call-runner';
import type { CallEndSummary, CallRunnerPorts } from './call-runner';
import type { CallNotice } from './call-messages';

/** A web-call client driven by the test: it emits what the test says, and stops the way the real one does. */
class FakeWebCall implements WebCallApi {
  readonly started: Array<AssistantInput | null | undefined> = [];
  stops = 0;
  private muted = false;
  private listeners = new Map<WebCallEventName, Set<(...args: never[]) => void>>();
  private resolveStart: ((call: StartCallResponse | null) => void) | undefined;

  start(assistant?: AssistantInput | null): Promise<StartCallResponse | null> {
    this.started.push(assistant);
    return new Promise((resolve) => (this.resolveStart = resolve));
  }
  /** The server created the call (POST /api/calls answered). */
  created(id = 'call-1') {
    this.resolveStart?.({ id, webCallUrl: `/api/calls/${id}/socket`, maxDurationSeconds: 1800 } as StartCallResponse);
  }
  failStart() {
    this.resolveStart?.(null);
  }
  async stop(): Promise<void> {
    this.stops += 1;
    this.end('customer-ended-call');
  }
  /** The real client's end: an ended status (if none came before), then call-end. */
  end(reason: EndedReason) {
    this.emit('message', { type: 'status-update', status: 'ended', endedReason: reason });
    this.emit('call-end');
  }
  setMuted(muted: boolean) {
    this.muted = muted;
  }
  isMuted() {
    return this.muted;
  }
  say() {}
  send(_message: WebCallSendMessage) {}
  on<E extends WebCallEventName>(event: E, listener: WebCallEvents[E]): this {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener as (...args: never[]) => void);
    this.listeners.set(event, set);
    return this;
  }
  off<E extends WebCallEventName>(event: E, listener: WebCallEvents[E]): this {
    this.listeners.get(event)?.delete(listener as (...args: never[]) => void);
    return this;
  }
  once<E extends WebCallEventName>(event: E, listener: WebCallEvents[E]): this {
    return this.on(event, listener);
  }
  removeAllListeners(event?: WebCallEventName): this {
    if (event) this.listeners.delete(event);
    else this.listeners.clear();
    return this;
  }
  emit<E extends WebCallEventName>(event: E, ...args: Parameters<WebCallEvents[E]>) {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...values: unknown[]) => void)(...args);
  }
}

const acme = { id: 'scenario-acme', title: 'Renewal call with Acme' };
const globex = { id: 'scenario-globex', title: 'Discovery with Globex' };

let clients: FakeWebCall[];
let notices: CallNotice[];
let endings: CallEndSummary[];
let ports: CallRunnerPorts;

beforeEach(() => {
  vi.useFakeTimers();
  clients = [];
  notices = [];
  endings = [];
  ports = {
    createClient: async () => {
      const client = new FakeWebCall();
      clients.push(client);
      return client;
    },
    notify: (notice) => notices.push(notice),
    callEnded: (summary) => endings.push(summary),
    isMobileDevice: () => false,
  };
});

afterEach(() => {
  vi.useRealTimers();
});

const settle = () => vi.advanceTimersByTimeAsync(0);

/** A runner with a live call on `scenario`. */
async function liveCall(runner: CallRunner, scenario = acme): Promise<FakeWebCall> {
  void runner.startCall(scenario);
  await settle();
  const client = clients.at(-1)!;
  client.created();
  client.emit('call-start');
  await settle();
  return client;
}

describe('CallRunner', () => {
  it('starts a call, follows it live and ends it on stop', async () => {
    const runner = new CallRunner(ports);
    void runner.startCall(acme);
    expect(runner.getSnapshot()).toMatchObject({ status: 'starting', scenario: acme });
    await settle();
    const client = clients[0]!;
    expect(client.started).toEqual([acme.id]);

    client.created('call-7');
    await settle();
    expect(runner.getSnapshot()).toMatchObject({ status: 'starting', callId: 'call-7' });
    client.emit('call-start');
    expect(runner.getSnapshot().status).toBe('active');

    client.emit('speech-start');
    client.emit('volume-level', 0.5);
    client.emit('message', { type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: "Hello, who's calling?" });
    expect(runner.getSnapshot()).toMatchObject({ isBuyerSpeaking: true, volume: 0.5 });
    expect(runner.getSnapshot().transcript.lines[0]).toMatchObject({ role: 'assistant', text: "Hello, who's calling?" });

    await vi.advanceTimersByTimeAsync(2500);
    await runner.endCall();
    expect(client.stops).toBe(1);
    expect(runner.getSnapshot().status).toBe('idle');
    expect(notices).toEqual([]);
    expect(endings).toEqual([
      { callId: 'call-7', scenarioId: acme.id, durationMs: 2500, reason: 'customer-ended-call', showResultsNotice: true },
    ]);
  });

  it('offers no results for a call under 2000 ms', async () => {
    const runner = new CallRunner(ports);
    await liveCall(runner);
    await vi.advanceTimersByTimeAsync(1999);
    await runner.endCall();
    expect(endings[0]).toMatchObject({ durationMs: 1999, showResultsNotice: false });
  });

  it('stops a running call and waits a second before starting another', async () => {
    const runner = new CallRunner(ports);
    const first = await liveCall(runner, acme);
    void runner.startCall(globex);
    await settle();
    expect(first.stops).toBe(1);
    expect(runner.getSnapshot().status).toBe('idle');
    await vi.advanceTimersByTimeAsync(WAIT_AFTER_STOP_MS - 1);
    expect(clients).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runner.getSnapshot()).toMatchObject({ status: 'starting', scenario: globex });
    expect(clients[1]!.started).toEqual([globex.id]);
  });

  it('waits a second before joining on a mobile device', async () => {
    const runner = new CallRunner({ ...ports, isMobileDevice: () => true });
    void runner.startCall(acme);
    await vi.advanceTimersByTimeAsync(MOBILE_JOIN_DELAY_MS - 1);
    expect(clients).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(clients[0]!.started).toEqual([acme.id]);
  });

  it('says so when the client cannot be loaded or is missing', async () => {
    const broken = new CallRunner({ ...ports, createClient: () => Promise.reject(new Error('chunk failed')) });
    await broken.startCall(acme);
    const missing = new CallRunner({ ...ports, createClient: async () => null });
    await missing.startCall(acme);
    expect(notices.map(({ title, description }) => `${title}: ${description}`)).toEqual([
      'Initialization Error: Having trouble starting up. Please refresh the page.',
      "Error: Let's refresh and try again.",
    ]);
    expect([broken, missing].map((runner) => runner.getSnapshot().status)).toEqual(['idle', 'idle']);
  });

  it('shows one Call Error for a refused start', async () => {
    const runner = new CallRunner(ports);
    const started = runner.startCall(acme);
    await settle();
    const client = clients[0]!;
    client.emit('error', { type: 'microphone-error', message: 'Permission denied' });
    client.failStart();
    await started;
    expect(notices).toEqual([
      { title: 'Call Error', description: 'Microphone permission required. Please allow microphone access and try again.', tone: 'error' },
    ]);
    expect(runner.getSnapshot().status).toBe('idle');
    expect(endings[0]).toMatchObject({ durationMs: 0, showResultsNotice: false });
  });

  it('falls back to the default text for a start that fails without a reason', async () => {
    const runner = new CallRunner(ports);
    const started = runner.startCall(acme);
    await settle();
    clients[0]!.failStart();
    await started;
    expect(notices.map((notice) => notice.description)).toEqual(['Could not start the call. Please try again.']);
  });

  it('gives up on a call that never goes live', async () => {
    const runner = new CallRunner(ports);
    void runner.startCall(acme);
    await settle();
    clients[0]!.created();
    await vi.advanceTimersByTimeAsync(START_TIMEOUT_MS);
    expect(runner.getSnapshot().status).toBe('idle');
    expect(clients[0]!.stops).toBe(1);
    expect(notices.map((notice) => notice.description)).toEqual(['Could not start the call. Please try again.']);
  });

  it('cancels a start quietly and stops a call that is created afterwards', async () => {
    const runner = new CallRunner(ports);
    void runner.startCall(acme);
    await settle();
    const client = clients[0]!;
    await runner.endCall();
    expect(runner.getSnapshot().status).toBe('idle');
    const stopsAtCancel = client.stops;
    client.created();
    client.emit('call-start');
    await settle();
    expect(client.stops).toBe(stopsAtCancel + 1);
    expect(runner.getSnapshot().status).toBe('idle');
    expect(notices).toEqual([]);
  });

  it('ends the call with a Call Error on an error during the call', async () => {
    const runner = new CallRunner(ports);
    const client = await liveCall(runner);
    client.emit('error', { type: 'connection-error', message: 'Socket closed (1006)' });
    expect(runner.getSnapshot().status).toBe('idle');
    expect(client.stops).toBe(1);
    expect(notices).toEqual([{ title: 'Call Error', description: 'Call error: Socket closed (1006)', tone: 'error' }]);
  });

  it("treats an ejection or a 'meeting has ended' error as the buyer ending the call", async () => {
    const runner = new CallRunner(ports);
    const client = await liveCall(runner);
    await vi.advanceTimersByTimeAsync(3000);
    client.emit('error', { type: 'call-error', message: 'Meeting has ended' });
    expect(runner.getSnapshot().status).toBe('idle');
    expect(notices.map((notice) => notice.description)).toEqual(['Your buyer ended the call.']);
    expect(endings[0]).toMatchObject({ showResultsNotice: true });
  });

  it.each<[EndedReason, string]>([
    ['assistant-ended-call', 'Your buyer ended the call.'],
    ['exceeded-max-duration', 'The call ended because your remaining minutes ran out. Please upgrade to continue.'],
  ])('tells the user when the server ends the call (%s)', async (reason, description) => {
    const runner = new CallRunner(ports);
    const client = await liveCall(runner);
    client.end(reason);
    expect(runner.getSnapshot().status).toBe('idle');
    expect(notices.map((notice) => notice.description)).toEqual([description]);
    expect(endings[0]).toMatchObject({ reason });
  });

  it('finishes the call when the client never reports its end', async () => {
    const runner = new CallRunner(ports);
    const client = await liveCall(runner);
    client.emit('message', { type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' } satisfies ServerMessage);
    expect(runner.getSnapshot().status).toBe('ending');
    await vi.advanceTimersByTimeAsync(END_FALLBACK_MS);
    expect(runner.getSnapshot().status).toBe('idle');
    expect(notices.map((notice) => notice.description)).toEqual(['Your buyer ended the call.']);
  });

  it('abandons a call without notices (sign-out, page left)', async () => {
    const runner = new CallRunner(ports);
    const client = await liveCall(runner);
    await vi.advanceTimersByTimeAsync(5000);
    client.stop = async () => {
      client.stops += 1;
      client.end('exceeded-max-duration');
    };
    await runner.abandonCall();
    expect(runner.getSnapshot().status).toBe('idle');
    expect(notices).toEqual([]);
    expect(endings[0]).toMatchObject({ durationMs: 5000, showResultsNotice: false });
  });

  it('mutes and unmutes a live call only', async () => {
    const runner = new CallRunner(ports);
    runner.toggleMute();
    expect(runner.getSnapshot().muted).toBe(false);
    const client = await liveCall(runner);
    runner.toggleMute();
    expect([runner.getSnapshot().muted, client.isMuted()]).toEqual([true, true]);
    runner.toggleMute();
    expect(runner.getSnapshot().muted).toBe(false);
  });

  it("ignores an old client's events", async () => {
    const runner = new CallRunner(ports);
    const first = await liveCall(runner, acme);
    await runner.endCall();
    const second = await liveCall(runner, globex);
    first.emit('call-end');
    first.emit('error', { type: 'call-error', message: 'late' });
    expect(runner.getSnapshot()).toMatchObject({ status: 'active', scenario: globex });
    expect(second.stops).toBe(0);
    expect(notices).toEqual([]);
  });

  it('tells subscribers about changes only', async () => {
    const runner = new CallRunner(ports);
    const listener = vi.fn();
    const unsubscribe = runner.subscribe(listener);
    const client = await liveCall(runner);
    const calls = listener.mock.calls.length;
    client.emit('volume-level', 0);
    expect(listener).toHaveBeenCalledTimes(calls);
    client.emit('volume-level', 0.3);
    expect(listener).toHaveBeenCalledTimes(calls + 1);
    unsubscribe();
    client.emit('volume-level', 0.6);
    expect(listener).toHaveBeenCalledTimes(calls + 1);
  });
});
