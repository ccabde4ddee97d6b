import { describe, expect, it } from 'vitest';
import { buildSession } from '../testing/build-session';
import type { SessionChange } from './session-change';
import type { FeedSocket, FeedStatus } from './session-feed';
import { MAX_RETRY_MS, realtimeUrl, reconnectDelayMs, SessionFeed, STABLE_CONNECTION_MS } from './session-feed';

class FakeSocket implements FeedSocket {
  onopen: FeedSocket['onopen'] = null;
  onmessage: FeedSocket['onmessage'] = null;
  onerror: FeedSocket['onerror'] = null;
  onclose: FeedSocket['onclose'] = null;
  closedWith: number | undefined;

  constructor(readonly url: string) {}

  open() {
    this.onopen?.(new Event('open'));
  }
  receive(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) } as MessageEvent);
  }
  receiveText(text: string) {
    this.onmessage?.({ data: text } as MessageEvent);
  }
  fail() {
    this.onerror?.(new Event('error'));
    this.onclose?.({ code: 1006 } as CloseEvent);
  }
  closeFromServer(code: number) {
    this.onclose?.({ code } as CloseEvent);
  }
  close(code?: number) {
    this.closedWith = code;
  }
}

function rig() {
  const sockets: FakeSocket[] = [];
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const changes: SessionChange[] = [];
  const statuses: FeedStatus[] = [];
  const warnings: string[] = [];
  let now = 0;
  let opens = 0;
  let signedOut = 0;
  const feed = new SessionFeed({
    url: 'ws://app/api/realtime',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    onChange: (change) => changes.push(change),
    onOpen: () => (opens += 1),
    onSignedOut: () => (signedOut += 1),
    onStatus: (status) => statuses.push(status),
    warn: (message) => warnings.push(message),
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (handle) => ((handle as { cleared: boolean }).cleared = true),
    now: () => now,
    random: () => 1,
  });
  return {
    feed,
    sockets,
    timers,
    changes,
    statuses,
    warnings,
    opens: () => opens,
    signedOut: () => signedOut,
    advance: (ms: number) => (now += ms),
    fireLastTimer: () => timers.at(-1)?.run(),
  };
}

describe('reconnectDelayMs', () => {
  it('doubles from one second up to thirty, with jitter down to half', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => reconnectDelayMs(attempt, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(reconnectDelayMs(0, () => 0)).toBe(500);
    expect(reconnectDelayMs(20, () => 0)).toBe(MAX_RETRY_MS / 2);
  });
});

describe('SessionFeed', () => {
  it('passes the changes on and re-reads the list on each connection', () => {
    const { feed, sockets, changes, opens, warnings } = rig();
    feed.start();
    sockets[0]?.open();
    const session = buildSession({ id: 's1' });
    sockets[0]?.receive({ type: 'SUBSCRIBED' });
    sockets[0]?.receive({ type: 'UPDATE', new: session });
    sockets[0]?.receive({ type: 'DELETE', old: { id: 's2' } });
    expect(changes).toEqual([
      { kind: 'upsert', session },
      { kind: 'delete', id: 's2' },
    ]);
    expect(opens()).toBe(1);
    expect(warnings).toEqual([]);
  });

  it('ignores a malformed message, says so in the log, and goes on with the next one', () => {
    const { feed, sockets, changes, statuses, warnings } = rig();
    feed.start();
    sockets[0]?.open();
    sockets[0]?.receiveText('{"type":"UPDATE","new":');
    sockets[0]?.receive({ type: 'UPDATE', new: { ...buildSession({ id: 's1' }), assessment_status: 'exploded' } });
    sockets[0]?.receive({ type: 'SOMETHING' });
    expect(changes).toEqual([]);
    expect(warnings).toEqual([
      'Ignored a realtime message the app does not understand (not valid JSON).',
      expect.stringMatching(/^Ignored a realtime message the app does not understand \(new\.assessment_status: .+\)\.$/),
      expect.stringMatching(/^Ignored a realtime message the app does not understand \(type: .+\)\.$/),
    ]);
    const session = buildSession({ id: 's2' });
    sockets[0]?.receive({ type: 'INSERT', new: session });
    expect(changes).toEqual([{ kind: 'upsert', session }]);
    expect(statuses.at(-1)).toBe('open');
    expect(sockets).toHaveLength(1);
  });

  it('reconnects after an error or close, backing off while it keeps failing', () => {
    const { feed, sockets, timers, fireLastTimer, opens } = rig();
    feed.start();
    sockets[0]?.fail();
    expect(timers.map((timer) => timer.ms)).toEqual([1000]);
    fireLastTimer();
    sockets[1]?.fail();
    fireLastTimer();
    sockets[2]?.fail();
    expect(timers.map((timer) => timer.ms)).toEqual([1000, 2000, 4000]);
    fireLastTimer();
    sockets[3]?.open();
    expect(opens()).toBe(1);
    expect(sockets).toHaveLength(4);
  });

  it('starts the backoff over after a connection that held', () => {
    const { feed, sockets, timers, fireLastTimer, advance } = rig();
    feed.start();
    sockets[0]?.fail();
    fireLastTimer();
    sockets[1]?.open();
    advance(STABLE_CONNECTION_MS);
    sockets[1]?.fail();
    expect(timers.map((timer) => timer.ms)).toEqual([1000, 1000]);
  });

  it('keeps backing off when the server accepts and drops at once', () => {
    const { feed, sockets, timers, fireLastTimer } = rig();
    feed.start();
    sockets[0]?.open();
    sockets[0]?.fail();
    fireLastTimer();
    sockets[1]?.open();
    sockets[1]?.fail();
    expect(timers.map((timer) => timer.ms)).toEqual([1000, 2000]);
  });

  it('reconnects after the server restarts (1001)', () => {
    const { feed, sockets, timers, fireLastTimer } = rig();
    feed.start();
    sockets[0]?.open();
    sockets[0]?.closeFromServer(1001);
    expect(timers).toHaveLength(1);
    fireLastTimer();
    expect(sockets).toHaveLength(2);
  });

  it('stops when the server says the sign-in ended (4401)', () => {
    const { feed, sockets, timers, statuses, signedOut } = rig();
    feed.start();
    sockets[0]?.open();
    sockets[0]?.closeFromServer(4401);
    expect(timers).toEqual([]);
    expect(signedOut()).toBe(1);
    expect(statuses.at(-1)).toBe('stopped');
    feed.reconnectNow();
    expect(sockets).toHaveLength(1);
  });

  it('reconnects at once when asked while waiting', () => {
    const { feed, sockets, timers } = rig();
    feed.start();
    sockets[0]?.fail();
    feed.reconnectNow();
    expect(timers[0]?.cleared).toBe(true);
    expect(sockets).toHaveLength(2);
    feed.reconnectNow();
    expect(sockets).toHaveLength(2);
  });

  it('closes the socket and stops reconnecting when stopped', () => {
    const { feed, sockets, timers, changes, statuses } = rig();
    feed.start();
    sockets[0]?.open();
    feed.stop();
    expect(sockets[0]?.closedWith).toBe(1000);
    sockets[0]?.receive({ type: 'DELETE', old: { id: 's1' } });
    expect(changes).toEqual([]);
    expect(timers).toEqual([]);
    expect(statuses).toEqual(['connecting', 'open', 'stopped']);
  });

  it('does not reconnect from a timer that fires after stop', () => {
    const { feed, sockets, fireLastTimer } = rig();
    feed.start();
    sockets[0]?.fail();
    feed.stop();
    fireLastTimer();
    expect(sockets).toHaveLength(1);
  });
});

describe('realtimeUrl', () => {
  it('uses ws on http and wss on https, on this origin', () => {
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/api/realtime');
    expect(realtimeUrl({ protocol: 'https:', host: 'rehearse.example.com' })).toBe('wss://rehearse.example.com/api/realtime');
  });
});
