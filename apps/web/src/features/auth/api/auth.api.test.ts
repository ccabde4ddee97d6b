import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerEveryFetch, expectOutsideContract } from '../../../shared/testing/server-answer';
import { getSession, logIn, signUp } from './auth.api';

afterEach(() => vi.unstubAllGlobals());

describe('auth replies', () => {
  it('keeps a well-formed session, signed in or not, with only the public user fields', async () => {
    answerEveryFetch(200, { user: { id: 'u1', email: 'a@b.co', password_hash: 'x' }, recovery: true });
    expect(await getSession()).toEqual({ user: { id: 'u1', email: 'a@b.co' }, recovery: true });
    answerEveryFetch(200, { user: null, recovery: false });
    expect(await getSession()).toEqual({ user: null, recovery: false });
  });

  it('reads a sign-up and a sign-in', async () => {
    answerEveryFetch(201, { user: { id: 'u1', email: 'a@b.co' }, confirmationRequired: true });
    expect(await signUp({ email: 'a@b.co', password: 'secret1' })).toEqual({
      user: { id: 'u1', email: 'a@b.co' },
      confirmationRequired: true,
    });
    answerEveryFetch(200, { user: { id: 'u1', email: 'a@b.co' } });
    expect(await logIn({ email: 'a@b.co', password: 'secret1' })).toEqual({ user: { id: 'u1', email: 'a@b.co' } });
  });

  it('refuses a reply outside its contract', async () => {
    answerEveryFetch(200, { user: { id: '', email: 'a@b.co' }, recovery: false });
    await expectOutsideContract(() => getSession(), 'GET', '/api/auth/session', 'user.id');
    answerEveryFetch(200, { user: { id: 'u1', email: 'a@b.co' } });
    await expectOutsideContract(() => getSession(), 'GET', '/api/auth/session', 'recovery');
    answerEveryFetch(201, { user: { id: 'u1', email: 'a@b.co' } });
    await expectOutsideContract(() => signUp({ email: 'a@b.co', password: 'secret1' }), 'POST', '/api/auth/signup', 'confirmationRequired');
    answerEveryFetch(200, { id: 'u1', email: 'a@b.co' });
    await expectOutsideContract(() => logIn({ email: 'a@b.co', password: 'secret1' }), 'POST', '/api/auth/login', 'user');
  });
});
