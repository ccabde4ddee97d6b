import { AppError, authMessages, type PublicUser } from '@rehearse/domain';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import type { Mailer } from '../../platform/mail/mailer';
import { requireWithinLimit, requireWithinTiers, type RateLimiter, type RateLimitRule } from '../../platform/rate-limit/rate-limiter';
import { createAccountRepo, createAuthRepo, type SessionRecord } from './auth.repo';
import { createSecretToken, hashToken } from './auth-tokens';
import type { PasswordHasher } from './password-hasher';
import { createSignedInCache } from './signed-in-cache';

const DAY_MS = 24 * 3600_000;
export const SESSION_TTL_MS = 14 * DAY_MS;
export const RECOVERY_SESSION_TTL_MS = 3600_000;
const SIGNUP_LINK_TTL_MS = DAY_MS;
const RECOVERY_LINK_TTL_MS = 3600_000;

export interface AuthLimits {
  loginPerAddress: RateLimitRule;
  /**
   * Log-ins per address and e-mail pair, as a backoff (decision 24): guesses from one address at
   * one account wait longer and longer, while the owner, from another address, still gets in.
   */
  loginPerAddressAndEmail: readonly RateLimitRule[];
  signupPerAddress: RateLimitRule;
  recoverPerAddress: RateLimitRule;
  recoverPerEmail: RateLimitRule;
  /** Tries of the current password when changing it: a stolen cookie must not guess it freely. */
  passwordChangePerUser: RateLimitRule;
}

export const defaultAuthLimits: AuthLimits = {
  loginPerAddress: { limit: 30, windowSeconds: 900 },
  loginPerAddressAndEmail: [
    { limit: 10, windowSeconds: 900 },
    { limit: 20, windowSeconds: 3600 },
    { limit: 40, windowSeconds: 86_400 },
  ],
  signupPerAddress: { limit: 10, windowSeconds: 3600 },
  recoverPerAddress: { limit: 10, windowSeconds: 3600 },
  recoverPerEmail: { limit: 5, windowSeconds: 3600 },
  passwordChangePerUser: { limit: 10, windowSeconds: 900 },
};

export function scaleAuthLimits(limits: AuthLimits, multiplier: number): AuthLimits {
  const scale = (rule: RateLimitRule): RateLimitRule => ({ ...rule, limit: Math.ceil(rule.limit * multiplier) });
  return {
    loginPerAddress: scale(limits.loginPerAddress),
    loginPerAddressAndEmail: limits.loginPerAddressAndEmail.map(scale),
    signupPerAddress: scale(limits.signupPerAddress),
    recoverPerAddress: scale(limits.recoverPerAddress),
    recoverPerEmail: scale(limits.recoverPerEmail),
    passwordChangePerUser: scale(limits.passwordChangePerUser),
  };
}

export interface AuthDeps {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  rateLimiter: RateLimiter;
  passwords: PasswordHasher;
  publicUrl: string;
  limits: AuthLimits;
}

/** A new sign-in: the cookie value goes to the browser once and is stored only hashed. */
export interface IssuedSession {
  user: PublicUser;
  token: string;
  expiresAt: Date;
  recovery: boolean;
}

export type VerifiedLink = { ok: true; session: IssuedSession; redirectTo: string } | { ok: false; redirectTo: string };

const INVALID_CREDENTIALS = 'Invalid email or password';
const INVALID_LINK = 'This link is invalid or has expired. Please ask for a new one.';

/** The account use cases: sign-up, log-in, sessions, confirmation and password reset. */
export function createAuthService(deps: AuthDeps) {
  const repo = createAuthRepo(deps.db);
  const signedIn = createSignedInCache({ now: () => deps.clock.now().getTime() });
  /** When a sign-in is extended: past half its life (the refresh). */
  const refreshAt = (session: SessionRecord) => session.expiresAt.getTime() - SESSION_TTL_MS / 2;
  let dummyHash: Promise<string> | undefined;

  const limit = (bucket: string, rule: RateLimitRule) => requireWithinLimit(deps.rateLimiter, bucket, rule);

  async function issueSession(user: PublicUser, recovery: boolean): Promise<IssuedSession> {
    const now = deps.clock.now();
    const { token, tokenHash } = createSecretToken();
    const expiresAt = new Date(now.getTime() + (recovery ? RECOVERY_SESSION_TTL_MS : SESSION_TTL_MS));
    await repo.insertSession(user.id, tokenHash, recovery, expiresAt, now);
    return { user, token, expiresAt, recovery };
  }

  async function requireCurrentPassword(session: SessionRecord, currentPassword: string | undefined): Promise<void> {
    if (!currentPassword) {
      throw new AppError('validation_failed', authMessages.currentPasswordRequired, {
        currentPassword: authMessages.currentPasswordRequired,
      });
    }
    await limit(`password-change:user:${session.user.id}`, deps.limits.passwordChangePerUser);
    const user = await repo.findUserByEmail(session.user.email);
    if (!user || !(await deps.passwords.verify(user.passwordHash, currentPassword))) {
      throw new AppError('invalid_credentials', authMessages.currentPasswordWrong, { currentPassword: authMessages.currentPasswordWrong });
    }
  }

  async function mailLink(user: PublicUser, purpose: 'signup' | 'recovery'): Promise<void> {
    const { token, tokenHash } = createSecretToken();
    const ttl = purpose === 'signup' ? SIGNUP_LINK_TTL_MS : RECOVERY_LINK_TTL_MS;
    await repo.insertToken(user.id, purpose, tokenHash, new Date(deps.clock.now().getTime() + ttl));
    const link = `${deps.publicUrl}/api/auth/verify?type=${purpose}&token=${token}`;
    await deps.mailer.send(
      purpose === 'signup'
        ? {
            to: user.email,
            subject: 'Confirm your Rehearse account',
            text: `Welcome to Rehearse!\n\nConfirm your e-mail address to start practising:\n${link}\n\nThe link works once and expires in 24 hours. If you did not sign up, ignore this mail.`,
          }
        : {
            to: user.email,
            subject: 'Reset your Rehearse password',
            text: `Someone asked to reset the password of your Rehearse account.\n\nSet a new password here:\n${link}\n\nThe link works once and expires in 1 hour. If it was not you, ignore this mail: your password stays as it is.`,
          },
    );
  }

  return {
    async signUp(email: string, password: string, clientAddress: string) {
      await limit(`signup:ip:${clientAddress}`, deps.limits.signupPerAddress);
      const confirmationRequired = deps.mailer.delivers;
      const passwordHash = await deps.passwords.hash(password);
      const now = deps.clock.now();
      let user = await repo.insertUser(email, passwordHash, confirmationRequired ? null : now);
      if (!user) {
        const existing = await repo.findUserByEmail(email);
        if (!existing || existing.emailConfirmedAt || !confirmationRequired) {
          throw new AppError('email_taken', 'Email already registered');
        }
        // Signing up again before confirming: take the new password and send a fresh link.
        await repo.setUnconfirmedPassword(existing.id, passwordHash);
        user = existing;
      }
      const publicUser = { id: user.id, email: user.email };
      if (confirmationRequired) {
        await mailLink(publicUser, 'signup');
        return { user: publicUser, confirmationRequired, session: undefined };
      }
      return { user: publicUser, confirmationRequired, session: await issueSession(publicUser, false) };
    },

    async logIn(email: string, password: string, clientAddress: string): Promise<IssuedSession> {
      await limit(`login:ip:${clientAddress}`, deps.limits.loginPerAddress);
      await requireWithinTiers(deps.rateLimiter, `login:pair:${clientAddress}:${email.toLowerCase()}`, deps.limits.loginPerAddressAndEmail);
      const user = await repo.findUserByEmail(email);
      if (!user) {
        // Same work as a real check, so timing does not tell which addresses have accounts.
        dummyHash ??= deps.passwords.hash('not-a-real-password');
        await deps.passwords.verify(await dummyHash, password);
        throw new AppError('invalid_credentials', INVALID_CREDENTIALS);
      }
      if (!(await deps.passwords.verify(user.passwordHash, password))) {
        throw new AppError('invalid_credentials', INVALID_CREDENTIALS);
      }
      if (!user.emailConfirmedAt) throw new AppError('email_not_confirmed', 'Email not confirmed');
      return issueSession({ id: user.id, email: user.email }, false);
    },

    async logOut(token: string | undefined): Promise<void> {
      if (!token) return;
      const tokenHash = hashToken(token);
      signedIn.forget(tokenHash);
      await repo.deleteSessionByTokenHash(tokenHash);
    },

    /**
     * The session behind a cookie, extended when past half its life (the refresh). Kept a few
     * seconds between requests (signed-in-cache.ts); `fresh` reads the database whatever was kept.
     */
    async resolveSession(
      token: string | undefined,
      options: { fresh?: boolean } = {},
    ): Promise<{ session: SessionRecord; extendedUntil?: Date } | undefined> {
      if (!token || token.length > 200) return undefined;
      const tokenHash = hashToken(token);
      const kept = options.fresh ? undefined : signedIn.get(tokenHash, refreshAt);
      if (kept) return { session: kept };
      const now = deps.clock.now();
      const mark = signedIn.mark();
      const session = await repo.findLiveSession(tokenHash, now);
      if (!session) return undefined;
      if (session.recovery || now.getTime() < refreshAt(session)) {
        signedIn.keep(tokenHash, session, mark);
        return { session };
      }
      const extendedUntil = new Date(now.getTime() + SESSION_TTL_MS);
      await repo.extendSession(session.id, extendedUntil, now);
      return { session, extendedUntil };
    },

    /** Always succeeds from the outside, so nobody learns which addresses have accounts. */
    async requestPasswordReset(email: string, clientAddress: string): Promise<void> {
      await limit(`recover:ip:${clientAddress}`, deps.limits.recoverPerAddress);
      await limit(`recover:email:${email.toLowerCase()}`, deps.limits.recoverPerEmail);
      const user = await repo.findUserByEmail(email);
      if (user) await mailLink({ id: user.id, email: user.email }, 'recovery');
    },

    async verifyLink(purpose: 'signup' | 'recovery', token: string): Promise<VerifiedLink> {
      const failure = purpose === 'recovery' ? '/auth?mode=forgot' : '/auth?mode=login';
      const now = deps.clock.now();
      const userId = token.length <= 200 ? await repo.consumeToken(purpose, hashToken(token), now) : undefined;
      if (!userId) return { ok: false, redirectTo: `${failure}&error=${encodeURIComponent(INVALID_LINK)}` };
      // Following either link proves the address is theirs.
      await repo.confirmEmail(userId, now);
      const [user] = await deps.db.query<PublicUser>('SELECT id, email FROM users WHERE id = $1', [userId]);
      if (!user) return { ok: false, redirectTo: `${failure}&error=${encodeURIComponent(INVALID_LINK)}` };
      const session = await issueSession(user, purpose === 'recovery');
      return { ok: true, session, redirectTo: purpose === 'recovery' ? '/auth?mode=reset' : '/' };
    },

    /**
     * Sets a new password, ends every other session of the user (a reset signs out stolen ones) and
     * every reset or confirmation link still unused. Outside a recovery session the current password
     * must be given and right.
     */
    async updatePassword(
      session: SessionRecord,
      password: string,
      currentPassword: string | undefined,
    ): Promise<{ user: PublicUser; extendedUntil?: Date }> {
      if (!session.recovery) await requireCurrentPassword(session, currentPassword);
      const passwordHash = await deps.passwords.hash(password);
      const now = deps.clock.now();
      await deps.db.asUser(session.user.id, async (tx) => {
        const account = createAccountRepo(tx);
        if (!(await account.updatePassword(session.user.id, passwordHash))) {
          throw new AppError('not_authenticated', 'Session expired');
        }
        await account.endOtherSessions(session.user.id, session.id);
        await account.endOutstandingLinks(session.user.id, now);
      });
      signedIn.forgetUser(session.user.id);
      if (!session.recovery) return { user: session.user };
      // The recovery session becomes an ordinary one now that the password is set.
      const extendedUntil = new Date(now.getTime() + SESSION_TTL_MS);
      await repo.extendSession(session.id, extendedUntil, now);
      return { user: session.user, extendedUntil };
    },

    sweepExpired: () => repo.deleteExpiredSessions(deps.clock.now()),

    /** One of the user's sign-ins ended, maybe on another instance: read theirs from the database again. */
    forgetSignIns: (userId: string) => signedIn.forgetUser(userId),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
