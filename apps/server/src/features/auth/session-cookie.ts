import { AppError } from '@rehearse/domain';
import type {} from '@fastify/cookie'; // request.cookies and reply.setCookie, registered by app.ts
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionRecord } from './auth.repo';
import type { AuthService } from './auth.service';

export const SESSION_COOKIE = 'rehearse_session';

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE];
}

/**
 * Resolves the signed-in session of a request once (cached on it), refreshing the cookie when the
 * server extended the session.
 */
export function createSessionResolver(auth: AuthService, secureCookies: boolean) {
  const cache = new WeakMap<FastifyRequest, SessionRecord | null>();
  async function currentSession(request: FastifyRequest, reply: FastifyReply): Promise<SessionRecord | undefined> {
    const cached = cache.get(request);
    if (cached !== undefined) return cached ?? undefined;
    const token = sessionToken(request);
    const resolved = await auth.resolveSession(token);
    cache.set(request, resolved?.session ?? null);
    if (resolved?.extendedUntil && token) setSessionCookie(reply, token, resolved.extendedUntil, secureCookies);
    return resolved?.session;
  }
  return {
    currentSession,
    /** The signed-in session, or a 401 (recovery sessions may only set a new password). */
    async requireSession(request: FastifyRequest, reply: FastifyReply, options: { allowRecovery?: boolean } = {}) {
      const session = await currentSession(request, reply);
      if (!session || (session.recovery && !options.allowRecovery)) {
        throw new AppError('not_authenticated', 'User not authenticated');
      }
      return session;
    },
  };
}
export type SessionResolver = ReturnType<typeof createSessionResolver>;
