import type { PublicUser } from '@rehearse/domain';
import type { Queryable } from '../../platform/db/database';

export interface UserRecord extends PublicUser {
  passwordHash: string;
  emailConfirmedAt: Date | null;
}

export interface SessionRecord {
  id: string;
  user: PublicUser;
  recovery: boolean;
  expiresAt: Date;
  refreshedAt: Date;
}

type UserRow = { id: string; email: string; password_hash: string; email_confirmed_at: Date | null };
const toUser = (row: UserRow): UserRecord => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  emailConfirmedAt: row.email_confirmed_at,
});

/** Account, session and mail-token rows. Lookups by e-mail or token run before anyone is signed in. */
export function createAuthRepo(db: Queryable) {
  return {
    async findUserByEmail(email: string): Promise<UserRecord | undefined> {
      const rows = await db.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1)', [email]);
      return rows[0] && toUser(rows[0]);
    },

    /** Inserts the account; undefined when the address is taken (a concurrent sign-up included). */
    async insertUser(email: string, passwordHash: string, confirmedAt: Date | null): Promise<UserRecord | undefined> {
      const rows = await db.query<UserRow>(
        `INSERT INTO users (email, password_hash, email_confirmed_at) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING *`,
        [email, passwordHash, confirmedAt],
      );
      return rows[0] && toUser(rows[0]);
    },

    async setUnconfirmedPassword(userId: string, passwordHash: string): Promise<void> {
      await db.query('UPDATE users SET password_hash = $2 WHERE id = $1 AND email_confirmed_at IS NULL', [userId, passwordHash]);
    },

    async insertSession(userId: string, tokenHash: string, recovery: boolean, expiresAt: Date, now: Date): Promise<void> {
      await db.query(
        `INSERT INTO auth_sessions (user_id, token_hash, recovery, expires_at, created_at, refreshed_at)
         VALUES ($1, $2, $3, $4, $5, $5)`,
        [userId, tokenHash, recovery, expiresAt, now],
      );
    },

    async findLiveSession(tokenHash: string, now: Date): Promise<SessionRecord | undefined> {
      const rows = await db.query<{
        id: string;
        user_id: string;
        email: string;
        recovery: boolean;
        expires_at: Date;
        refreshed_at: Date;
      }>(
        `SELECT s.id, s.user_id, u.email, s.recovery, s.expires_at, s.refreshed_at
         FROM auth_sessions s JOIN users u ON u.id = s.user_id
         WHERE s.token_hash = $1 AND s.expires_at > $2`,
        [tokenHash, now],
      );
      const row = rows[0];
      if (!row) return undefined;
      return {
        id: row.id,
        user: { id: row.user_id, email: row.email },
        recovery: row.recovery,
        expiresAt: row.expires_at,
        refreshedAt: row.refreshed_at,
      };
    },

    async extendSession(sessionId: string, expiresAt: Date, now: Date): Promise<void> {
      await db.query('UPDATE auth_sessions SET expires_at = $2, refreshed_at = $3 WHERE id = $1', [sessionId, expiresAt, now]);
    },

    async deleteSessionByTokenHash(tokenHash: string): Promise<void> {
      await db.query('DELETE FROM auth_sessions WHERE token_hash = $1', [tokenHash]);
    },

    async deleteExpiredSessions(now: Date): Promise<void> {
      await db.query('DELETE FROM auth_sessions WHERE expires_at <= $1', [now]);
      await db.query('DELETE FROM auth_tokens WHERE expires_at <= $1', [new Date(now.getTime() - 7 * 24 * 3600_000)]);
    },

    async insertToken(userId: string, purpose: 'signup' | 'recovery', tokenHash: string, expiresAt: Date): Promise<void> {
      await db.query('INSERT INTO auth_tokens (user_id, purpose, token_hash, expires_at) VALUES ($1, $2, $3, $4)', [
        userId,
        purpose,
        tokenHash,
        expiresAt,
      ]);
    },

    /** Marks the token used and returns its user, or undefined if unknown, used or expired: single use. */
    async consumeToken(purpose: 'signup' | 'recovery', tokenHash: string, now: Date): Promise<string | undefined> {
      const rows = await db.query<{ user_id: string }>(
        `UPDATE auth_tokens SET used_at = $3
         WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
         RETURNING user_id`,
        [tokenHash, purpose, now],
      );
      return rows[0]?.user_id;
    },

    async confirmEmail(userId: string, now: Date): Promise<void> {
      await db.query('UPDATE users SET email_confirmed_at = COALESCE(email_confirmed_at, $2) WHERE id = $1', [userId, now]);
    },
  };
}
export type AuthRepo = ReturnType<typeof createAuthRepo>;

/** What a signed-in user may change about their own account, run under row-level security. */
export function createAccountRepo(tx: Queryable) {
  return {
    async updatePassword(userId: string, passwordHash: string): Promise<boolean> {
      const rows = await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1 RETURNING id', [userId, passwordHash]);
      return rows.length === 1;
    },
    /** Every reset and confirmation link still unused stops working: a password change or reset ends them. */
    async endOutstandingLinks(userId: string, now: Date): Promise<void> {
      await tx.query('UPDATE auth_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [userId, now]);
    },
    async endOtherSessions(userId: string, keepSessionId: string): Promise<void> {
      await tx.query('DELETE FROM auth_sessions WHERE user_id = $1 AND id <> $2', [userId, keepSessionId]);
      await tx.query('UPDATE auth_sessions SET recovery = false WHERE id = $1', [keepSessionId]);
    },
  };
}
