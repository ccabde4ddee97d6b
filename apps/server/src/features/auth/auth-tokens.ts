import { createHash, randomBytes } from 'node:crypto';

/** A fresh secret for a cookie or a mailed link; only its hash is ever stored. */
export function createSecretToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
