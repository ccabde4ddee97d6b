import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CALL_PROTOCOL_VERSION, type ServerMessage, type StartCallResponse } from '@rehearse/domain';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type WebSocket from 'ws';
import { defaultAuthLimits, scaleAuthLimits } from '../features/auth/auth.service';
import { insertSessionRow } from '../features/sessions/coaching-session.test-support';
import type { PageFetcher } from '../platform/net/safe-fetch';
import { createFileRecordingStore } from '../platform/storage/recording-store';
import { fakeCallDeps } from '../test/fake-call-pipeline';
import { createScenario } from '../test/scenario-builders';
import { createTestApp, TEST_PUBLIC_URL, type signUpUser, type TestApp } from '../test/test-app';

export type Actor = Awaited<ReturnType<typeof signUpUser>>;

/** A route as Fastify registered it: one method and the URL pattern. */
export interface RegisteredRoute {
  method: string;
  url: string;
  websocket: boolean;
}

/**
 * The whole app as production wires it, on the test database: call routes over the fake turn loop,
 * recordings in a temporary directory, a built web app (two files) so its static routes exist, and
 * every registered route collected. Website analyses read a fixed page: the fetcher itself is
 * tested in platform/net, here only who may ask matters.
 */
export async function createSecurityApp(options: { inactivityTimeoutMs?: number } = {}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rehearse-security-'));
  const webDistDir = path.join(dir, 'web');
  const recordingsDir = path.join(dir, 'recordings');
  await mkdir(path.join(webDistDir, 'assets'), { recursive: true });
  await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><title>Rehearse</title><div id="root"></div>');
  await writeFile(path.join(webDistDir, 'assets', 'app-test.js'), 'console.log("rehearse")');
  const routes: RegisteredRoute[] = [];
  // An in-memory socket's close reaches the call as silence: a short inactivity limit ends such calls soon.
  const calls = { ...fakeCallDeps(), inactivityTimeoutMs: options.inactivityTimeoutMs ?? 8000 };
  const fetchPage: PageFetcher = async (url) => ({
    ok: true,
    url,
    html: '<html><head><title>Acme Haulage</title></head><body><h1>Acme Haulage</h1><p>Acme runs 80 trucks across the north of England.</p></body></html>',
  });
  const t: TestApp = await createTestApp({
    config: { publicUrl: TEST_PUBLIC_URL, logLevel: 'silent', trustProxy: false, webDistDir },
    calls: { ...calls, startLimit: { limit: 10_000, windowSeconds: 60 } },
    recordings: createFileRecordingStore(recordingsDir),
    authLimits: scaleAuthLimits(defaultAuthLimits, 1000),
    scrapeLimit: { limit: 10_000, windowSeconds: 3600 },
    scenarioCreateLimit: { limit: 10_000, windowSeconds: 600 },
    fetchPage,
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat())
        routes.push({ method, url: route.url, websocket: (route as { websocket?: boolean }).websocket === true });
    },
  });
  await t.app.ready();
  return {
    ...t,
    routes,
    calls,
    recordingsDir,
    async close() {
      await t.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
export type SecurityApp = Awaited<ReturnType<typeof createSecurityApp>>;

/** An ended session of the user, with a recording file, whose analysis failed (so it may be retried). */
export async function insertOwnedSession(s: SecurityApp, userId: string): Promise<string> {
  const row = await insertSessionRow(s.database.db, userId);
  const key = `${userId}/${row.id}.ogg`;
  await mkdir(path.join(s.recordingsDir, userId), { recursive: true });
  await writeFile(path.join(s.recordingsDir, key), 'OggS-test-recording');
  await s.database.db.query(`UPDATE coaching_sessions SET recording_key = $2, assessment_status = 'failed' WHERE id = $1`, [row.id, key]);
  return row.id;
}

/** A call the owner has asked for (not yet connected): its id and socket token. */
export async function requestCall(app: FastifyInstance, owner: Actor, scenarioId?: string): Promise<{ callId: string; token: string }> {
  const id = scenarioId ?? (await createScenario(app, owner.cookie)).id;
  const response = await app.inject({ method: 'POST', url: '/api/calls', headers: { cookie: owner.cookie }, payload: { scenarioId: id } });
  if (response.statusCode !== 201) throw new Error(`call not started: ${response.body}`);
  const call = response.json() as StartCallResponse;
  return { callId: call.id, token: new URL(call.webCallUrl, TEST_PUBLIC_URL).searchParams.get('token')! };
}

export const callStreamUrl = (callId: string, token: string) => `/api/calls/${callId}/stream?token=${encodeURIComponent(token)}`;

/** An open socket and what the server said on it: text messages parsed, binary frames counted. */
export interface SocketClient {
  socket: WebSocket;
  messages: ServerMessage[];
  /** Text frames that were not JSON (none are expected). */
  unparsed: string[];
  binaryFrames: number;
  closeCode: number;
}

/**
 * Opens a WebSocket in memory (no port), as the user of `cookie`; rejects with the HTTP status when
 * refused. A call socket says hello in the protocol's version first, as the browser does.
 */
export async function openSocket(app: FastifyInstance, url: string, cookie?: string): Promise<SocketClient> {
  const client: SocketClient = { socket: undefined as unknown as WebSocket, messages: [], unparsed: [], binaryFrames: 0, closeCode: 0 };
  client.socket = await app.injectWS(
    url,
    { headers: cookie ? { cookie } : {} },
    {
      onInit: (ws: WebSocket) => {
        ws.on('message', (data: Buffer, isBinary: boolean) => {
          if (isBinary) return void (client.binaryFrames += 1);
          try {
            client.messages.push(JSON.parse(data.toString()) as ServerMessage);
          } catch {
            client.unparsed.push(data.toString());
          }
        });
        ws.on('close', (code: number) => (client.closeCode = code));
      },
    },
  );
  if (/^\/api\/calls\/[^/]+\/stream/.test(url)) client.socket.send(JSON.stringify({ type: 'hello', version: CALL_PROTOCOL_VERSION }));
  return client;
}

/** The status of a refused upgrade ('Unexpected server response: 404'), or 101 when it opened. */
export async function upgradeStatus(app: FastifyInstance, url: string, cookie?: string): Promise<number> {
  try {
    const client = await openSocket(app, url, cookie);
    client.socket.terminate();
    return 101;
  } catch (error) {
    const status = /(\d{3})/.exec(String(error))?.[1];
    if (!status) throw error;
    return Number(status);
  }
}
