import type { WebSocket } from '@fastify/websocket';
import { AppError, REALTIME_CLOSE } from '@rehearse/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OriginCheck } from '../../platform/http/security';
import type { SessionRecord, SessionResolver, SignOutWatch } from '../auth';
import type { RealtimeHub, RealtimeMessage } from './realtime-hub';

export interface RealtimeRouteDeps {
  hub: RealtimeHub;
  sessions: SessionResolver;
  origins: OriginCheck;
  /** Closes the socket as soon as its sign-in ends on any instance. */
  signOuts: SignOutWatch;
  /** Whether the socket's sign-in still holds (at a sign-out anywhere, and at every heartbeat). */
  stillSignedIn(request: FastifyRequest): Promise<boolean>;
  /** Open feeds one user may hold on this instance (default `REALTIME_SOCKETS_PER_USER`). */
  maxSocketsPerUser?: number;
  /** Ping interval; a socket that answered none of the last two pings is dropped. Default 30 s. */
  heartbeatMs?: number;
}

/** A tab holds one feed; twenty is many tabs and devices, and a script opening hundreds is stopped. */
export const REALTIME_SOCKETS_PER_USER = 20;
export const TOO_MANY_FEEDS_MESSAGE = 'Too many open Rehearse tabs. Close some and try again.';

function isPing(data: Buffer): boolean {
  if (data.length > 64) return false;
  try {
    return (JSON.parse(data.toString('utf8')) as { type?: unknown } | null)?.type === 'ping';
  } catch {
    return false;
  }
}

/**
 * GET /api/realtime (WebSocket): the signed-in user's coaching-session changes, as they happen on
 * any instance. Authentication and the origin check run before the upgrade, so a refused socket gets
 * an HTTP 401/403 and never opens. The client's only message is an optional {type:'ping'}.
 */
export function registerRealtimeRoutes(app: FastifyInstance, deps: RealtimeRouteDeps): void {
  const signedIn = new WeakMap<FastifyRequest, SessionRecord>();
  const open = new Set<WebSocket>();
  const openPerUser = new Map<string, number>();
  const heartbeatMs = deps.heartbeatMs ?? 30_000;
  const maxPerUser = deps.maxSocketsPerUser ?? REALTIME_SOCKETS_PER_USER;

  app.get(
    '/api/realtime',
    {
      websocket: true,
      preValidation: async (request, reply) => {
        // A page of another site must not read a signed-in user's feed with their cookie.
        deps.origins.assertSocketOrigin(request);
        const session = await deps.sessions.requireSession(request, reply);
        if ((openPerUser.get(session.user.id) ?? 0) >= maxPerUser)
          throw new AppError('rate_limited', TOO_MANY_FEEDS_MESSAGE, undefined, 60);
        signedIn.set(request, session);
      },
    },
    (socket: WebSocket, request: FastifyRequest) => {
      const session = signedIn.get(request);
      if (!session) return socket.close(1011, 'Not subscribed');
      const send = (message: RealtimeMessage) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      const userId = session.user.id;
      const unsubscribe = deps.hub.subscribe(userId, { send });
      const unwatch = deps.signOuts.watch(userId, {
        stillSignedIn: () => deps.stillSignedIn(request),
        signedOut: () => socket.close(REALTIME_CLOSE.signedOut, 'Signed out'),
      });
      open.add(socket);
      openPerUser.set(userId, (openPerUser.get(userId) ?? 0) + 1);
      let unanswered = 0;
      const heartbeat = setInterval(() => {
        if (unanswered >= 2) return socket.terminate();
        unanswered += 1;
        socket.ping();
        deps
          .stillSignedIn(request)
          .then((ok) => {
            if (!ok) socket.close(REALTIME_CLOSE.signedOut, 'Signed out');
          })
          .catch((error: unknown) => request.log.warn({ err: error }, 'Could not check a realtime socket session'));
      }, heartbeatMs);
      socket.on('pong', () => (unanswered = 0));
      socket.on('message', (data: Buffer, isBinary: boolean) => {
        unanswered = 0;
        if (!isBinary && isPing(data)) send({ type: 'pong' });
      });
      socket.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        unwatch();
        open.delete(socket);
        const count = (openPerUser.get(userId) ?? 1) - 1;
        if (count > 0) openPerUser.set(userId, count);
        else openPerUser.delete(userId);
      });
      send({ type: 'SUBSCRIBED' });
    },
  );

  app.addHook('preClose', async () => {
    for (const socket of open) socket.close(REALTIME_CLOSE.shutdown, 'Server shutting down');
  });
}
