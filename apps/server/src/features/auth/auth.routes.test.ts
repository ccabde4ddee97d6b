import { sessionResponseSchema, signUpResponseSchema, userResponseSchema } from '@rehearse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookieOf, signUpUser, uniqueEmail, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { RECOVERY_SESSION_TTL_MS, SESSION_TTL_MS } from './auth.service';

describe(`auth routes (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const session = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/auth/session', headers: cookie ? { cookie } : {} });

  it('signs a new user up and in at once when no mail server is configured', async () => {
    const email = uniqueEmail();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: ` ${email.toUpperCase()} `, password: 'secret123' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ user: { email }, confirmationRequired: false });
    expect(signUpResponseSchema.safeParse(response.json()).error).toBeUndefined();
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const signedIn = (await session(sessionCookieOf(response))).json();
    expect(signedIn).toMatchObject({ user: { email }, recovery: false });
    expect(sessionResponseSchema.safeParse(signedIn).error).toBeUndefined();
  });

  it('refuses a second account for the same address, whatever its case', async () => {
    const { user } = await signUpUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: user.email.toUpperCase(), password: 'another1' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Email already registered');
  });

  it("answers invalid input with the spec's messages under the right fields", async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email: 'nope', password: '123' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters long',
    });
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: '', password: 'x' } });
    expect(empty.json().error.fields.email).toBe('Email is required');
  });

  it('logs in with the right password only, with one message for every failure', async () => {
    const { user, password } = await signUpUser(t.app);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'wrong-one' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: uniqueEmail('ghost'), password } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Invalid email or password');
    expect(unknown.json().error.message).toBe('Invalid email or password');
    const right = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password } });
    expect(right.statusCode).toBe(200);
    expect(userResponseSchema.parse(right.json()).user).toEqual({ id: user.id, email: user.email });
    expect((await session(sessionCookieOf(right))).json().user.id).toBe(user.id);
  });

  it('stores passwords as argon2id hashes, never as text', async () => {
    const { user, password } = await signUpUser(t.app);
    const [row] = await t.database.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [user.id]);
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(row?.password_hash).not.toContain(password);
  });

  it('logs out on the server, so the same cookie stops working in every tab', async () => {
    const { cookie } = await signUpUser(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/rehearse_session=;/);
    expect(sessionResponseSchema.parse((await session(cookie)).json())).toEqual({ user: null, recovery: false });
  });

  it('refreshes a session past half its life and ends it when it expires', async () => {
    const { cookie } = await signUpUser(t.app);
    t.clock.advance(SESSION_TTL_MS / 2 + 1000);
    const refreshed = await session(cookie);
    expect(refreshed.json().user).not.toBeNull();
    expect(String(refreshed.headers['set-cookie'])).toMatch(/rehearse_session=/);
    t.clock.advance(SESSION_TTL_MS / 2 - 1000);
    const stillFresh = await session(cookie);
    expect(stillFresh.json().user).not.toBeNull();
    expect(stillFresh.headers['set-cookie']).toBeUndefined();
    t.clock.advance(SESSION_TTL_MS / 2 + 2000);
    expect((await session(cookie)).json().user).toBeNull();
  });

  it('resets a password through a single-use mailed link', async () => {
    const { user, cookie: oldCookie } = await signUpUser(t.app);
    const recover = await t.app.inject({ method: 'POST', url: '/api/auth/recover', payload: { email: user.email } });
    expect(recover.json()).toEqual({ ok: true });
    const link = new URL(t.mailer.lastLink(user.email));
    const verify = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(verify.statusCode).toBe(303);
    expect(verify.headers.location).toBe('/auth?mode=reset');
    const recoveryCookie = sessionCookieOf(verify);
    expect((await session(recoveryCookie)).json()).toMatchObject({ user: { id: user.id }, recovery: true });

    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: { cookie: recoveryCookie },
      payload: { password: 'brand-new-1' },
    });
    expect(update.statusCode).toBe(200);
    expect(userResponseSchema.safeParse(update.json()).error).toBeUndefined();
    expect((await session(recoveryCookie)).json()).toMatchObject({ user: { id: user.id }, recovery: false });
    expect((await session(oldCookie)).json().user).toBeNull();

    const again = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(again.headers.location).toMatch(/^\/auth\?mode=forgot&error=/);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'brand-new-1' } });
    expect(login.statusCode).toBe(200);
  });

  it('lets a reset link and its recovery session expire', async () => {
    const { user } = await signUpUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/recover', payload: { email: user.email } });
    const link = new URL(t.mailer.lastLink(user.email));
    t.clock.advance(RECOVERY_SESSION_TTL_MS + 1000);
    const late = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(decodeURIComponent(String(late.headers.location))).toContain('invalid or has expired');
  });

  it('does not say whether an address has an account when asked for a reset', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/recover', payload: { email: uniqueEmail('nobody') } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('needs a session to set a password, and a recovery session may do nothing else', async () => {
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/auth/user', payload: { password: 'whatever1' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe('User not authenticated');
  });
});
