import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { CoachingSession, Credits, ServerMessage, StartCallResponse } from '@rehearse/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ensureSphinxBinary } from '@rehearse/voice/testing';
import { openDatabase } from '../platform/db/open-database';
import { summariseOggOpus } from './ogg-pages.test-support';
import { CALLER_LINE, FLEETWISE_SCENARIO, ScriptedCaller, spokenFrames } from './scripted-caller.test-support';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { ApiUser } from './api-user.test-support';

/**
 * Crash recovery (issue 7, item 2): the real server, as `npm run serve` starts it (embedded
 * database in a DATA_DIR, offline engines), is killed with SIGKILL in the middle of a call. The
 * next start finalises the orphaned call from what was written as it happened (decision 12).
 */
const run = promisify(execFile);
/** `last_activity_at` moves every 2 s with the audio (live-call.ts), so recovery may bill up to that much less. */
const ACTIVITY_INTERVAL_S = 2;

let dataDir: string;
let callerLine: Int16Array[];
const servers: ServerProcess[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'rehearse-crash-'));
  // CI compiles the recogniser's helper on first use: do it here, outside the test's own time.
  await ensureSphinxBinary();
  callerLine = await spokenFrames(CALLER_LINE);
}, 180_000);

afterAll(async () => {
  for (const server of servers) await server.stop('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  // The server's own settings only: a DATABASE_URL of the shell would send it to PostgreSQL.
  const { DATABASE_URL: _ignored, ...environment } = process.env;
  const server = await startServerProcess({ dataDir, environment });
  servers.push(server);
  return server;
}

const isFinal = (role: 'user' | 'assistant') => (message: ServerMessage) =>
  message.type === 'transcript' && message.role === role && message.transcriptType === 'final';

async function sessionOf(user: ApiUser, callId: string): Promise<CoachingSession> {
  const { status, body } = await user.request<CoachingSession>('GET', `/api/sessions/${callId}`);
  expect(status).toBe(200);
  return body;
}

async function remainingSeconds(user: ApiUser): Promise<number> {
  return (await user.request<Credits>('GET', '/api/credits')).body.remaining_seconds;
}

it('finalises a call cut by SIGKILL on the next start: ended, billed once, transcript and recording kept, assessed once', async () => {
  const first = await start();
  const user = await ApiUser.signUp(first.url, 'crash-caller@example.com');
  const { body: created } = await user.request<{ scenario: { id: string } }>('POST', '/api/scenarios', FLEETWISE_SCENARIO);
  const before = await remainingSeconds(user);
  const { status, body: call } = await user.request<StartCallResponse>('POST', '/api/calls', { scenarioId: created.scenario.id });
  expect(status).toBe(201);

  // The call: the buyer's greeting, the caller's line heard and stored, then a little more room noise.
  const caller = await ScriptedCaller.open(first.url, call.webCallUrl, user.cookie);
  await caller.waitFor('listening', () => caller.messages.some((message) => message.type === 'listening'), 30_000);
  const listeningAt = Date.now();
  await caller.waitFor('the greeting', () => caller.messages.some(isFinal('assistant')), 15_000);
  caller.say(callerLine);
  await caller.waitFor("the caller's line transcribed", () => caller.messages.some(isFinal('user')), 20_000);
  const heard = caller.messages.find(isFinal('user'));
  await new Promise((resolve) => setTimeout(resolve, 1500));

  const killedAt = Date.now();
  await first.stop('SIGKILL');
  const lastAudioSeconds = (caller.lastFrameSentAt - listeningAt) / 1000;
  // What the browser sees: the socket closes (abnormally, 1006) by the kill itself, instead of
  // hanging until a ping times out. The call client ends the call on that close (status ended,
  // then call-end: web-call.test.ts).
  await caller.waitFor('the socket to close', () => caller.closedWith !== undefined, 5000);
  expect(caller.closedWith!.code).toBe(1006);
  expect(caller.closedWith!.at).toBeGreaterThanOrEqual(killedAt);

  // The next start, on the same DATA_DIR: the orphan is finalised and its assessment runs.
  const second = await start();
  user.on(second.url);
  let session = await sessionOf(user, call.id);
  expect(session).toMatchObject({ status: 'ended', ended_reason: 'server-restarted' });
  for (let waited = 0; session.assessment_status !== 'completed' && waited < 30_000; waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    session = await sessionOf(user, call.id);
  }
  expect(session.assessment_status).toBe('completed');
  expect(session.assessment_feedback).not.toBeNull();

  // Duration: up to the last activity written, at most one heartbeat before the last audio.
  const duration = session.duration_seconds!;
  expect(duration).toBeGreaterThan(lastAudioSeconds - ACTIVITY_INTERVAL_S - 1);
  expect(duration).toBeLessThanOrEqual(Math.ceil(lastAudioSeconds) + 1);
  expect(session.transcript.map((entry) => entry.role)).toEqual(expect.arrayContaining(['assistant', 'user']));
  expect(session.transcript).toContainEqual(
    expect.objectContaining({ role: 'user', text: heard?.type === 'transcript' ? heard.transcript : '' }),
  );

  // The recording, as far as it got: whole pages, valid checksums, no end-of-stream page.
  expect(session.recording_url).toBe(`/api/sessions/${call.id}/recording`);
  const file = path.join(dataDir, 'recordings', user.id, `${call.id}.ogg`);
  const recording = summariseOggOpus(await readFile(file));
  expect(recording).toMatchObject({ checksumsValid: true, hasOpusHeaders: true, endOfStream: false });
  // Pages reach the file every second of audio.
  expect(recording.seconds).toBeGreaterThan(lastAudioSeconds - 2.5);
  expect(recording.seconds).toBeLessThanOrEqual(lastAudioSeconds + 0.5);
  const { stdout } = await run('opusinfo', [file]).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  const playback = /Playback length:\s*(?:(\d+)m:)?([\d.]+)s/.exec(stdout);
  expect(playback, stdout).not.toBeNull();
  expect(Number(playback![1] ?? 0) * 60 + Number(playback![2])).toBeCloseTo(recording.seconds, 0);
  const served = await fetch(`${second.url}${session.recording_url}`, { headers: { cookie: user.cookie } });
  expect(served.status).toBe(200);
  expect((await served.arrayBuffer()).byteLength).toBe((await readFile(file)).byteLength);

  // Billed once: the credit fell by the billed seconds; a further restart bills and assesses nothing more.
  const billed = before - (await remainingSeconds(user));
  expect(Math.abs(billed - duration)).toBeLessThanOrEqual(1);
  await second.stop('SIGTERM');
  const third = await start();
  user.on(third.url);
  expect(await remainingSeconds(user)).toBe(before - billed);
  expect(await sessionOf(user, call.id)).toMatchObject({ status: 'ended', duration_seconds: duration, assessment_status: 'completed' });
  await third.stop('SIGTERM');

  const db = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    expect(await db.query(`SELECT billed_seconds FROM usage_ledger WHERE call_id = $1`, [call.id])).toEqual([{ billed_seconds: billed }]);
    expect(await db.query(`SELECT status, attempts FROM assessment_jobs WHERE session_id = $1`, [call.id])).toEqual([
      { status: 'completed', attempts: 1 },
    ]);
  } finally {
    await db.close();
  }
}, 120_000);
