import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookieOf, uniqueEmail, type TestApp } from '../../test/test-app';
import { createSmtpMailer } from './smtp.mailer';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server (the smtp-server library) on a free loopback port, keeping what it receives. */
async function startSmtpServer(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function linkIn(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = unfolded.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error('no link in mail');
  return link;
}

describe('mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ mailer: createSmtpMailer(smtp.url, 'Rehearse <no-reply@rehearse.test>') });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('requires a confirmed address before sign-in, through a link delivered by SMTP', async () => {
    const email = uniqueEmail('smtp');
    const signUp = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, password: 'secret123' } });
    expect(signUp.statusCode).toBe(201);
    expect(signUp.json()).toMatchObject({ confirmationRequired: true });
    expect(signUp.headers['set-cookie']).toBeUndefined();

    const early = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'secret123' } });
    expect(early.json().error.message).toBe('Email not confirmed');

    const mail = smtp.received.find((candidate) => candidate.to.includes(email));
    expect(mail?.raw).toContain('Subject: Confirm your Rehearse account');
    const link = new URL(linkIn(mail!.raw));
    const verify = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(verify.statusCode).toBe(303);
    expect(verify.headers.location).toBe('/');
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: sessionCookieOf(verify) } });
    expect(session.json().user.email).toBe(email);

    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'secret123' } });
    expect(login.statusCode).toBe(200);
  });

  it('delivers the password-reset link by SMTP', async () => {
    const email = uniqueEmail('smtp-reset');
    await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, password: 'secret123' } });
    await t.app.inject({ method: 'POST', url: '/api/auth/recover', payload: { email } });
    const mail = smtp.received.filter((candidate) => candidate.to.includes(email)).at(-1);
    expect(mail?.raw).toContain('Subject: Reset your Rehearse password');
    expect(linkIn(mail!.raw)).toContain('/api/auth/verify?type=recovery&token=');
  });
});
