import type { Queryable } from '../../platform/db/database';

/**
 * The single-use tokens that open a call's audio socket. Use inside `db.asUser(userId, ...)`;
 * every statement also filters on the user itself. The call's own row is the sessions feature's
 * (its transitions, decision 36).
 */
export function createCallStreamTokenRepo(tx: Queryable) {
  return {
    async insertStreamToken(userId: string, sessionId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await tx.query(`INSERT INTO call_stream_tokens (token_hash, session_id, user_id, expires_at) VALUES ($1, $2, $3, $4)`, [
        tokenHash,
        sessionId,
        userId,
        expiresAt,
      ]);
    },

    /** Spends a token once: true only for the first use of an unexpired token of this user and call. */
    async consumeStreamToken(userId: string, sessionId: string, tokenHash: string, now: Date): Promise<boolean> {
      const rows = await tx.query(
        `UPDATE call_stream_tokens SET used_at = $4
         WHERE token_hash = $1 AND session_id = $2 AND user_id = $3 AND used_at IS NULL AND expires_at > $4
         RETURNING token_hash`,
        [tokenHash, sessionId, userId, now],
      );
      return rows.length === 1;
    },
  };
}
