import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

/** One user's session cannot read or change another user's data through any route so far. */
describe(`account isolation (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('shows each user only their own account and changes only their own password', async () => {
    const ann = await signUpUser(t.app);
    const bob = await signUpUser(t.app);

    const annSession = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: ann.cookie } });
    expect(annSession.json().user).toEqual(ann.user);
    expect(annSession.body).not.toContain(bob.user.email);

    // The body cannot name another account: the password change always applies to the caller.
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: { cookie: ann.cookie },
      payload: { password: 'ann-new-pass', currentPassword: ann.password, id: bob.user.id, email: bob.user.email },
    });
    expect(change.statusCode).toBe(200);
    expect(change.json().user).toEqual(ann.user);

    const bobLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: bob.user.email, password: bob.password },
    });
    expect(bobLogin.statusCode).toBe(200);
    const bobStillIn = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: bob.cookie } });
    expect(bobStillIn.json().user).toEqual(bob.user);
  });

  it("cannot log another user out with one's own cookie", async () => {
    const ann = await signUpUser(t.app);
    const bob = await signUpUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: ann.cookie } });
    const bobSession = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: bob.cookie } });
    expect(bobSession.json().user).toEqual(bob.user);
  });

  it('rate-limits log-in attempts per address and e-mail with a clear message', async () => {
    const limited = await createTestApp({
      authLimits: {
        loginPerAddress: { limit: 100, windowSeconds: 900 },
        loginPerAddressAndEmail: [{ limit: 3, windowSeconds: 900 }],
        signupPerAddress: { limit: 2, windowSeconds: 3600 },
        recoverPerAddress: { limit: 100, windowSeconds: 3600 },
        recoverPerEmail: { limit: 1, windowSeconds: 3600 },
        passwordChangePerUser: { limit: 10, windowSeconds: 900 },
      },
    });
    try {
      const victim = await signUpUser(limited.app);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: victim.user.email, password: 'guess-' + attempt },
        });
      }
      const blocked = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: victim.user.email, password: victim.password },
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

      await signUpUser(limited.app);
      const flood = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email: 'third@example.com', password: 'secret123' },
      });
      expect(flood.statusCode).toBe(429);

      await limited.app.inject({ method: 'POST', url: '/api/auth/recover', payload: { email: victim.user.email } });
      const resetFlood = await limited.app.inject({ method: 'POST', url: '/api/auth/recover', payload: { email: victim.user.email } });
      expect(resetFlood.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
