import WebSocket from 'ws';
import type { RealtimeMessage } from '@rehearse/domain';
import { LOAD_PASSWORD, type SeededUser } from './load-seed';

/** Every request of one route: latencies (ms) and statuses; a non-2xx or a network error is an error. */
export interface RouteRecord {
  latencies: number[];
  statuses: Map<string, number>;
  errors: number;
}

/** One request slower than `SLOW_REQUEST_MS`: when it started (ms into the run) and how it ended. */
export interface SlowRequest {
  route: string;
  startedAtMs: number;
  latencyMs: number;
  status: string;
}

const SLOW_REQUEST_MS = 10_000;

export class RouteRecorder {
  readonly routes = new Map<string, RouteRecord>();
  readonly slow: SlowRequest[] = [];
  /** Requests started in each second of the run: [count, slowest ms]. */
  readonly timeline: [number, number][] = [];
  private readonly origin = performance.now();

  record(route: string, latencyMs: number, status: number | string): void {
    const startedAtMs = performance.now() - latencyMs - this.origin;
    const second = Math.max(0, Math.floor(startedAtMs / 1000));
    const bucket = (this.timeline[second] ??= [0, 0]);
    bucket[0]++;
    bucket[1] = Math.max(bucket[1], Math.round(latencyMs));
    if (latencyMs >= SLOW_REQUEST_MS)
      this.slow.push({ route, startedAtMs: Math.round(startedAtMs), latencyMs: Math.round(latencyMs), status: String(status) });
    const entry = this.routes.get(route) ?? { latencies: [], statuses: new Map<string, number>(), errors: 0 };
    this.routes.set(route, entry);
    entry.latencies.push(latencyMs);
    const key = String(status);
    entry.statuses.set(key, (entry.statuses.get(key) ?? 0) + 1);
    if (typeof status !== 'number' || status < 200 || status > 299) entry.errors++;
  }
}

const REQUEST_TIMEOUT_MS = 30_000;

/** One request as the web app sends it (JSON, the session cookie, the app's Origin), timed and recorded; resolves with the status. */
export async function timedRequest(
  recorder: RouteRecorder,
  baseUrl: string,
  cookie: string,
  method: 'GET' | 'POST' | 'DELETE',
  route: string,
  label = `${method} ${route}`,
): Promise<number | string> {
  const start = performance.now();
  let status: number | string;
  try {
    const response = await fetch(`${baseUrl}${route}`, {
      method,
      headers: { accept: 'application/json', origin: baseUrl, cookie },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    status = response.status;
  } catch (error) {
    status =
      (error as Error).name === 'TimeoutError'
        ? 'timeout'
        : `network: ${(error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message}`;
  }
  recorder.record(label, performance.now() - start, status);
  return status;
}

/** Signs a seeded user in over HTTP (POST /api/auth/login) and returns the session cookie. */
export async function signIn(baseUrl: string, user: SeededUser): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: user.email, password: LOAD_PASSWORD }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith('rehearse_session='))
    ?.split(';')[0];
  if (response.status !== 200 || !cookie) throw new Error(`log-in of ${user.email} failed: ${response.status} ${await response.text()}`);
  return cookie;
}

export const BROWSING_ROUTES = ['/api/scenarios', '/api/sessions', '/api/credits'] as const;

/** A browsing user: the three reads, one after another, again and again until `deadline` (a think time between rounds). */
export async function browse(recorder: RouteRecorder, baseUrl: string, cookie: string, deadline: number, thinkMs: number): Promise<void> {
  while (performance.now() < deadline) {
    for (const route of BROWSING_ROUTES) {
      if (performance.now() >= deadline) return;
      await timedRequest(recorder, baseUrl, cookie, 'GET', route);
    }
    // Random think time (0 to 2x the mean) so the users do not march in step.
    if (thinkMs > 0) await sleep(Math.min(Math.random() * 2 * thinkMs, Math.max(0, deadline - performance.now())));
  }
}

export type ChangeKind = 'delete' | 'assessment';

/** A change the producer made to a subscriber's session, and when its expected message arrived. */
export interface Expectation {
  kind: ChangeKind;
  sessionId: string;
  sentAt: number;
  receivedAt?: number;
}

/**
 * One browser tab's realtime feed: a WebSocket on /api/realtime with the session cookie and the
 * app's Origin, counting which of the producer's changes reached it. A DELETE is expected as a
 * DELETE message; an assessment retry as an UPDATE showing the session `completed` (the worker's
 * last write; the earlier pending/running updates are counted as intermediate).
 */
export class Subscriber {
  readonly expectations = new Map<string, Expectation>();
  messages = 0;
  intermediate = 0;
  unexpected = 0;
  /** Why the socket closed before the run ended (an error), if it did. */
  droppedWith: string | undefined;
  private socket: WebSocket | undefined;
  private closing = false;

  constructor(
    readonly user: SeededUser,
    readonly cookie: string,
  ) {}

  /** Opens the socket and resolves at the server's SUBSCRIBED message. */
  open(baseUrl: string): Promise<void> {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/realtime`, { headers: { cookie: this.cookie, origin: baseUrl } });
    this.socket = socket;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the realtime socket did not subscribe within 30 s')), REQUEST_TIMEOUT_MS);
      socket.on('unexpected-response', (_request, response) => {
        clearTimeout(timer);
        reject(new Error(`the realtime socket was refused: HTTP ${response.statusCode}`));
      });
      socket.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      socket.on('message', (data: Buffer) => {
        const message = JSON.parse(data.toString('utf8')) as RealtimeMessage;
        if (message.type === 'SUBSCRIBED') {
          clearTimeout(timer);
          resolve();
        } else this.receive(message);
      });
      socket.on('close', (code, reason) => {
        if (!this.closing) this.droppedWith = `closed ${code} ${reason.toString()}`.trim();
      });
    });
  }

  expect(kind: ChangeKind, sessionId: string): Expectation {
    const expectation: Expectation = { kind, sessionId, sentAt: performance.now() };
    this.expectations.set(sessionId, expectation);
    return expectation;
  }

  outstanding(): number {
    let count = 0;
    for (const expectation of this.expectations.values()) if (expectation.receivedAt === undefined) count++;
    return count;
  }

  close(): void {
    this.closing = true;
    this.socket?.close(1000, 'Load run over');
  }

  private receive(message: RealtimeMessage): void {
    if (message.type !== 'INSERT' && message.type !== 'UPDATE' && message.type !== 'DELETE') return;
    this.messages++;
    const id = message.type === 'DELETE' ? message.old.id : message.new.id;
    const expectation = this.expectations.get(id);
    if (!expectation) return void this.unexpected++;
    const arrived =
      message.type === 'DELETE'
        ? expectation.kind === 'delete'
        : expectation.kind === 'assessment' && message.new.assessment_status === 'completed';
    if (!arrived) return void this.intermediate++;
    expectation.receivedAt ??= performance.now();
  }
}

/**
 * Changes each subscriber's sessions through the API, as a user does: every `intervalMs` (staggered
 * per subscriber) a retry of a failed assessment (POST /api/sessions/:id/assessment; the server's
 * worker then assesses it) or a deletion (DELETE /api/sessions/:id), alternately, until `deadline`.
 */
export async function produceChanges(
  recorder: RouteRecorder,
  baseUrl: string,
  subscribers: readonly Subscriber[],
  start: number,
  deadline: number,
  intervalMs: number,
): Promise<void> {
  await Promise.all(
    subscribers.map(async (subscriber, index) => {
      const retries = [...subscriber.user.retryable];
      const deletions = [...subscriber.user.deletable];
      let due = start + (index / subscribers.length) * intervalMs;
      for (let change = 0; due < deadline; change++) {
        await sleep(due - performance.now());
        const kind: ChangeKind = change % 2 === 0 ? 'assessment' : 'delete';
        const sessionId = (kind === 'assessment' ? retries : deletions).shift();
        if (!sessionId) return;
        const expectation = subscriber.expect(kind, sessionId);
        const status =
          kind === 'assessment'
            ? await timedRequest(
                recorder,
                baseUrl,
                subscriber.cookie,
                'POST',
                `/api/sessions/${sessionId}/assessment`,
                'POST /api/sessions/:id/assessment',
              )
            : await timedRequest(recorder, baseUrl, subscriber.cookie, 'DELETE', `/api/sessions/${sessionId}`, 'DELETE /api/sessions/:id');
        // A refused change fires no notification: it is a route error, not a lost message.
        if (status !== (kind === 'assessment' ? 202 : 204) && expectation.receivedAt === undefined)
          subscriber.expectations.delete(sessionId);
        due += intervalMs;
      }
    }),
  );
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}
