import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { StartCallResponse } from '@rehearse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileRecordingStore } from '../storage/recording-store';
import { fakeCallDeps } from '../../test/fake-call-pipeline';
import { createScenario } from '../../test/scenario-builders';
import { createTestApp, signUpUser, type TestApp } from '../../test/test-app';
import { createLogger } from './logger';
import { allowedOrigins, HSTS_MAX_AGE_SECONDS } from './security';

const REFUSED = { error: { code: 'cross_origin', message: 'This request must come from the Rehearse app itself.' } };

describe('the origins of the app', () => {
  it('are PUBLIC_URL and, when it is loopback, its loopback aliases on the same scheme and port', () => {
    expect([...allowedOrigins('http://localhost:3000')]).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']);
    expect([...allowedOrigins('http://127.0.0.1:8080')]).toEqual(['http://127.0.0.1:8080', 'http://localhost:8080', 'http://[::1]:8080']);
    expect([...allowedOrigins('https://rehearse.example.com')]).toEqual(['https://rehearse.example.com']);
    expect([...allowedOrigins('https://rehearse.example.com:8443/app')]).toEqual(['https://rehearse.example.com:8443']);
  });
});

/** Issue 16, items 7 and 11: only PUBLIC_URL's pages may act, on HTTP routes and both sockets; HSTS with https. */
describe('origin check against PUBLIC_URL', () => {
  let t: TestApp;
  let recordingsDir: string;
  const logged: string[] = [];
  beforeAll(async () => {
    recordingsDir = await mkdtemp(path.join(os.tmpdir(), 'rehearse-origin-'));
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(chunk.toString());
        done();
      },
    });
    t = await createTestApp({
      logger: createLogger('warn', false, sink),
      calls: fakeCallDeps(),
      recordings: createFileRecordingStore(recordingsDir),
    });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
    await rm(recordingsDir, { recursive: true, force: true });
  });

  // A page at a name the attacker points at this server (DNS rebinding): its Origin equals the request's Host.
  const rebound = { host: 'rebind.attacker.example:3000', origin: 'http://rebind.attacker.example:3000' };

  it('refuses a state-changing request whose Origin is only its own Host, and tells the operator how to allow a real address', async () => {
    const { cookie } = await signUpUser(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...rebound, cookie } });
    expect([response.statusCode, response.json()]).toEqual([403, REFUSED]);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json().user).not.toBeNull();
    const line = logged.find((entry) => entry.includes('Refused a request from http://rebind.attacker.example:3000'));
    expect(line).toContain('If users open Rehearse at http://rebind.attacker.example:3000, set PUBLIC_URL to it.');
  });

  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])(
    'accepts the loopback page %s when PUBLIC_URL is loopback',
    async (origin) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { origin } });
      expect(response.statusCode).toBe(204);
    },
  );

  it.each(['http://127.0.0.1:4000', 'https://localhost:3000', 'http://192.168.1.20:3000', 'null'])(
    'refuses %s, another port, scheme or address',
    async (origin) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { origin, host: '192.168.1.20:3000' } });
      expect([response.statusCode, response.json()]).toEqual([403, REFUSED]);
    },
  );

  it('refuses the realtime socket and the call socket to a rebound page', async () => {
    const { cookie } = await signUpUser(t.app);
    await expect(t.app.injectWS('/api/realtime', { headers: { ...rebound, cookie } })).rejects.toThrow(/403/);
    const scenario = await createScenario(t.app, cookie);
    const call = (
      await t.app.inject({
        method: 'POST',
        url: '/api/calls',
        headers: { cookie, origin: 'http://localhost:3000' },
        payload: { scenarioId: scenario.id },
      })
    ).json() as StartCallResponse;
    await expect(t.app.injectWS(call.webCallUrl, { headers: { ...rebound, cookie } })).rejects.toThrow(/403/);
    // The refusal spent nothing: the app's own page still opens the call with the same token.
    const socket = await t.app.injectWS(call.webCallUrl, { headers: { cookie, origin: 'http://127.0.0.1:3000' } });
    socket.terminate();
  });

  it('sends no Strict-Transport-Security over a plain http PUBLIC_URL', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('with an https PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { publicUrl: 'https://rehearse.example.com', logLevel: 'silent', trustProxy: true, webDistDir: '/nonexistent' },
    });
  });
  afterAll(async () => t.close());

  it('sends Strict-Transport-Security for six months, not for other subdomains', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBe(`max-age=${HSTS_MAX_AGE_SECONDS}`);
    expect(HSTS_MAX_AGE_SECONDS).toBe(180 * 24 * 3600);
  });

  it('accepts only its own origin: no loopback alias, not the Host a proxy passes on', async () => {
    const own = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { origin: 'https://rehearse.example.com' } });
    expect(own.statusCode).toBe(204);
    for (const origin of ['http://localhost:3000', 'http://rehearse.example.com', 'https://internal-host:3000']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { origin, host: 'internal-host:3000', 'x-forwarded-proto': 'https' },
      });
      expect([response.statusCode, origin]).toEqual([403, origin]);
    }
  });
});
