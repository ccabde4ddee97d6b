import type { WebSocket } from '@fastify/websocket';
import { AppError } from '@rehearse/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionRecord } from '../auth/auth.repo';
import type { SessionResolver } from '../auth/session-cookie';
import type { RealtimeHub, RealtimeMessage } from './realtime-hub';

export interface RealtimeRouteDeps {
  hub: RealtimeHub;
  sessions: SessionResolver;
  publicUrl: string;
  /** Whether the socket's sign-in still holds (checked at every heartbeat). */
  stillSignedIn(request: FastifyRequest): Promise<boolean>;
  /** Ping interval; a socket that answered none of the last two pings is dropped. Default 30 s. */
  heartbeatMs?: number;
}

/** Close codes: 1001 server going away; 4401 signed out meanwhile (the client stops reconnecting). */
export const REALTIME_CLOSE = { shutdown: 1001, signedOut: 4401 } as const;

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
  const heartbeatMs = deps.heartbeatMs ?? 30_000;

  app.get(
    '/api/realtime',
    {
      websocket: true,
      preValidation: async (request, reply) => {
        const origin = request.headers.origin;
        // A page of another site must not read a signed-in user's feed with their cookie.
        if (origin && origin !== deps.publicUrl && origin !== `${request.protocol}://${request.host}`) {
          throw new AppError('cross_origin', 'This request must come from the Rehearse app itself.');
        }
        signedIn.set(request, await deps.sessions.requireSession(request, reply));
      },
    },
    (socket: WebSocket, request: FastifyRequest) => {
      const session = signedIn.get(request);
      if (!session) return socket.close(1011, 'Not subscribed');
      const send = (message: RealtimeMessage) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      const unsubscribe = deps.hub.subscribe(session.user.id, { send });
      open.add(socket);
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
      socket.on('error', (error: Error) => request.log.warn({ err: error }, 'realtime socket error'));
      socket.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(socket);
      });
      send({ type: 'SUBSCRIBED' });
    },
  );

  app.addHook('preClose', async () => {
    for (const socket of open) socket.close(REALTIME_CLOSE.shutdown, 'Server shutting down');
  });
}
