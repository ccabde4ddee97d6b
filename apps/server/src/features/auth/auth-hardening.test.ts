import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../platform/http/logger';
import { createOutboxMailer } from '../../platform/mail/outbox.mailer';
import { createTestApp, sessionCookieOf, signUpUser, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

/** Issue 16, items 2-5: what a stolen cookie, a leaked log, an old mail or a stranger can no longer do. */
describe(`auth hardening (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const session = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
  const follow = (link: string) => {
    const url = new URL(link);
    return t.app.inject({ method: 'GET', url: url.pathname + url.search });
  };
  const changePassword = (cookie: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/user', headers: { cookie }, payload });
  const logIn = (email: string, password: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
  const askForReset = async (email: string) => {
    await t.app.inject({ method: 'POST', url: '/api/auth/recover', payload: { email } });
    return t.mailer.lastLink(email);
  };

  it('ends the second reset link when the first one sets a new password', async () => {
    const { user } = await signUpUser(t.app);
    const first = await askForReset(user.email);
    const second = await askForReset(user.email);
    expect(second).not.toBe(first);

    const recovery = sessionCookieOf(await follow(first));
    expect((await changePassword(recovery, { password: 'after-reset-1' })).statusCode).toBe(200);

    const late = await follow(second);
    expect(late.headers.location).toBe(
      `/auth?mode=forgot&error=${encodeURIComponent('This link is invalid or has expired. Please ask for a new one.')}`,
    );
    expect(late.headers['set-cookie']).toBeUndefined();
  });

  it('ends an outstanding reset link when the signed-in owner changes the password', async () => {
    const { user, cookie, password } = await signUpUser(t.app);
    const pending = await askForReset(user.email);
    expect((await changePassword(cookie, { password: 'changed-in-app-1', currentPassword: password })).statusCode).toBe(200);
    expect((await follow(pending)).headers.location).toMatch(/^\/auth\?mode=forgot&error=/);
  });

  it('asks for the current password outside a reset session, with a clear message under the field', async () => {
    const { user, cookie, password } = await signUpUser(t.app);
    const missing = await changePassword(cookie, { password: 'stolen-cookie-1' });
    expect([missing.statusCode, missing.json()]).toEqual([
      400,
      {
        error: {
          code: 'validation_failed',
          message: 'Enter your current password',
          fields: { currentPassword: 'Enter your current password' },
        },
      },
    ]);
    const wrong = await changePassword(cookie, { password: 'stolen-cookie-1', currentPassword: 'a-guess-1' });
    expect([wrong.statusCode, wrong.json()]).toEqual([
      400,
      {
        error: {
          code: 'invalid_credentials',
          message: 'Current password is incorrect',
          fields: { currentPassword: 'Current password is incorrect' },
        },
      },
    ]);
    expect((await logIn(user.email, password)).statusCode).toBe(200);

    const right = await changePassword(cookie, { password: 'owner-new-1', currentPassword: ` ${password} ` });
    expect([right.statusCode, right.json()]).toEqual([200, { user }]);
    expect((await logIn(user.email, 'owner-new-1')).statusCode).toBe(200);
    expect((await session(cookie)).json().user).toEqual(user);
  });

  it('limits guesses of the current password through a stolen cookie', async () => {
    const { cookie, password } = await signUpUser(t.app);
    for (let guess = 0; guess < 10; guess += 1)
      expect((await changePassword(cookie, { password: 'stolen-1', currentPassword: `guess-${guess}` })).statusCode).toBe(400);
    const refused = await changePassword(cookie, { password: 'stolen-1', currentPassword: password });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
  });

  it("does not let a stranger's wrong passwords lock the owner out, while the stranger is held back", async () => {
    const { user, password } = await signUpUser(t.app);
    const stranger = '203.0.113.9';
    for (let guess = 0; guess < 10; guess += 1) expect((await logIn(user.email, `guess-${guess}`, stranger)).statusCode).toBe(400);
    const held = await logIn(user.email, password, stranger);
    expect(held.statusCode).toBe(429);
    expect(held.json().error.message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);

    const owner = await logIn(user.email, password, '198.51.100.7');
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual({ user });
  });

  it('backs a guessing address off for longer once it keeps going', async () => {
    const { user } = await signUpUser(t.app);
    // The start of an hour: the 15-minute, hour and day windows begin together, so the waits are exact.
    t.clock.set(new Date('2026-03-02T10:00:00Z'));
    const guesser = '203.0.113.10';
    const waits: number[] = [];
    for (let round = 0; round < 2; round += 1) {
      for (let guess = 0; guess < 10; guess += 1) await logIn(user.email, `guess-${round}-${guess}`, guesser);
      const refused = await logIn(user.email, 'one-more-1', guesser);
      expect(refused.statusCode).toBe(429);
      waits.push(Number(refused.headers['retry-after']));
      t.clock.advance(waits[round]! * 1000);
    }
    // Past ten in 15 minutes: the rest of those 15 minutes; past twenty in the hour: the rest of the hour.
    expect(waits).toEqual([15 * 60, 45 * 60]);
  });
});

describe(`no live link in the log (${testDatabaseKind})`, () => {
  let t: TestApp;
  let outbox: string;
  let lines: string[];
  beforeAll(async () => {
    outbox = await mkdtemp(path.join(os.tmpdir(), 'rehearse-outbox-'));
    lines = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    // The process logger's own settings (redaction, serializers) at debug, where every request is logged.
    const logger = createLogger('debug', false, sink);
    t = await createTestApp({
      logger,
      mailer: createOutboxMailer(outbox, 'Rehearse <no-reply@rehearse.local>', logger),
      config: { publicUrl: 'http://localhost:3000', logLevel: 'debug', trustProxy: false, webDistDir: '/nonexistent' },
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(outbox, { recursive: true, force: true });
  });

  it('logs the outbox file and subject of a reset mail, and neither it nor the followed link carries the token', async () => {
    const { user } = await signUpUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/recover', payload: { email: user.email } });
    const [file] = await readdir(outbox);
    const link = (await readFile(path.join(outbox, file!), 'utf8')).match(/https?:\/\/\S+/)![0];
    const token = new URL(link).searchParams.get('token')!;
    const url = new URL(link);
    expect((await t.app.inject({ method: 'GET', url: url.pathname + url.search })).statusCode).toBe(303);

    const log = lines.join('');
    expect(log).toContain(`Mail written to the outbox: \\"Reset your Rehearse password\\" (open ${path.join(outbox, file!)} for its link)`);
    expect(log).toContain('/api/auth/verify?type=recovery&token=[redacted]');
    expect(log).not.toContain(token);
  });
});
