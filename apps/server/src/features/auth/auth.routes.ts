import {
  logInBodySchema,
  recoverBodySchema,
  signUpBodySchema,
  updatePasswordBodySchema,
  type SessionResponse,
  type SignUpResponse,
  type UserResponse,
} from '@rehearse/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../platform/http/parse';
import type { AuthService } from './auth.service';
import { clearSessionCookie, sessionToken, setSessionCookie, type SessionResolver } from './session-cookie';

const verifyQuerySchema = z.object({
  type: z.enum(['signup', 'recovery']),
  token: z.string().min(1).max(200),
});

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; sessions: SessionResolver; secureCookies: boolean },
): void {
  const { auth, sessions, secureCookies } = deps;

  app.get('/api/auth/session', async (request, reply): Promise<SessionResponse> => {
    const session = await sessions.currentSession(request, reply);
    reply.header('cache-control', 'no-store');
    return { user: session ? session.user : null, recovery: session?.recovery ?? false };
  });

  app.post('/api/auth/signup', async (request, reply) => {
    const body = parseInput(signUpBodySchema, request.body);
    const result = await auth.signUp(body.email, body.password, request.ip);
    if (result.session) setSessionCookie(reply, result.session.token, result.session.expiresAt, secureCookies);
    return reply.status(201).send({ user: result.user, confirmationRequired: result.confirmationRequired } satisfies SignUpResponse);
  });

  app.post('/api/auth/login', async (request, reply): Promise<UserResponse> => {
    const body = parseInput(logInBodySchema, request.body);
    const session = await auth.logIn(body.email, body.password, request.ip);
    setSessionCookie(reply, session.token, session.expiresAt, secureCookies);
    return { user: session.user };
  });

  app.post('/api/auth/logout', async (request, reply) => {
    await auth.logOut(sessionToken(request));
    clearSessionCookie(reply, secureCookies);
    return reply.status(204).send();
  });

  app.post('/api/auth/recover', async (request) => {
    const body = parseInput(recoverBodySchema, request.body);
    await auth.requestPasswordReset(body.email, request.ip);
    return { ok: true };
  });

  app.get('/api/auth/verify', async (request, reply) => {
    const query = verifyQuerySchema.safeParse(request.query);
    const purpose = query.success ? query.data.type : 'recovery';
    const result = await auth.verifyLink(purpose, query.success ? query.data.token : '');
    if (result.ok) setSessionCookie(reply, result.session.token, result.session.expiresAt, secureCookies);
    reply.header('cache-control', 'no-store');
    return reply.redirect(result.redirectTo, 303);
  });

  app.put('/api/auth/user', async (request, reply): Promise<UserResponse> => {
    const session = await sessions.requireSession(request, reply, { allowRecovery: true });
    const body = parseInput(updatePasswordBodySchema, request.body);
    const result = await auth.updatePassword(session, body.password, body.currentPassword);
    const token = sessionToken(request);
    if (result.extendedUntil && token) setSessionCookie(reply, token, result.extendedUntil, secureCookies);
    return { user: result.user };
  });
}
