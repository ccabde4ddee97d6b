import type { WebSocket } from '@fastify/websocket';
import { AppError, CALL_CLOSE, startCallRequestSchema, type Scenario, type StartCallResponse } from '@rehearse/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParam, parseInput } from '../../platform/http/parse';
import type { OriginCheck } from '../../platform/http/security';
import type { SessionResolver, SignOutWatch } from '../auth';
import type { CallService } from './call.service';
import type { CoachingSessionRow } from '../sessions';
import { LiveCall, type LiveCallDeps } from './live-call';

export interface CallRouteDeps extends Omit<LiveCallDeps, 'calls'> {
  calls: CallService;
  sessions: SessionResolver;
  origins: OriginCheck;
  /** Ends the call as soon as the caller's sign-in ends on any instance (log-out, password change). */
  signOuts: SignOutWatch;
  stillSignedIn(request: FastifyRequest): Promise<boolean>;
  /** The calls this process runs, by id (shared with the call service's orphan check). */
  liveCalls: Map<string, LiveCall>;
  /** At shutdown, live calls may go on this long before they are ended. */
  shutdownGraceMs: number;
}

const CALL_NOT_FOUND = 'Call not found';

/** POST /api/calls starts a call; GET /api/calls/:id/stream (WebSocket) carries it. */
export async function registerCallRoutes(app: FastifyInstance, deps: CallRouteDeps): Promise<void> {
  const { calls, sessions, liveCalls } = deps;
  const opened = new WeakMap<FastifyRequest, { session: CoachingSessionRow; scenario: Scenario }>();

  app.post('/api/calls', async (request, reply) => {
    const session = await sessions.requireSession(request, reply);
    const { scenarioId } = parseInput(startCallRequestSchema, request.body);
    const call = await calls.requestCall(session.user.id, scenarioId.toLowerCase());
    reply.header('cache-control', 'no-store');
    return reply.status(201).send(call satisfies StartCallResponse);
  });

  app.get(
    '/api/calls/:id/stream',
    {
      websocket: true,
      // Runs before the upgrade: a refused socket gets an HTTP error, never an open connection.
      preValidation: async (request, reply) => {
        deps.origins.assertSocketOrigin(request);
        const session = await sessions.requireSession(request, reply);
        // A plain GET or HEAD (no upgrade) must not use up the single-use token.
        if (!request.ws) throw new AppError('not_found', CALL_NOT_FOUND);
        const id = idParam(request, CALL_NOT_FOUND);
        const token = (request.query as { token?: unknown }).token;
        if (typeof token !== 'string' || token.length > 200) throw new AppError('not_found', CALL_NOT_FOUND);
        const call = await calls.openStream(session.user.id, id, token);
        if (!call) throw new AppError('not_found', CALL_NOT_FOUND);
        opened.set(request, call);
      },
    },
    (socket: WebSocket, request: FastifyRequest) => {
      const call = opened.get(request);
      if (!call) return socket.close(CALL_CLOSE.serverError, 'Call not opened');
      const live = new LiveCall({ ...deps, calls }, socket, call.session, call.scenario, (finished) => liveCalls.delete(finished.id));
      liveCalls.set(live.id, live);
      const unwatch = deps.signOuts.watch(call.session.user_id, {
        stillSignedIn: () => deps.stillSignedIn(request),
        signedOut: () => {
          // Ended by its caller (who signed out), billed up to now; the socket says why it closed.
          void live.end('customer-ended-call');
          socket.close(CALL_CLOSE.signedOut, 'Signed out');
        },
      });
      socket.on('message', (data: Buffer, isBinary: boolean) => {
        try {
          live.receive(data, isBinary);
        } catch (error) {
          request.log.error({ err: error, callId: live.id }, 'call message failed');
        }
      });
      socket.on('close', () => {
        unwatch();
        live.socketClosed();
      });
      // The call begins at the client's hello (the protocol version checked), not before.
      live.open();
    },
  );

  // Shutdown: no new calls (Fastify answers 503 while closing), live ones may finish within the
  // grace period, then the rest end properly: billed, stored, queued for assessment.
  app.addHook('preClose', async () => {
    const deadline = Date.now() + deps.shutdownGraceMs;
    if (liveCalls.size > 0 && deps.shutdownGraceMs > 0)
      app.log.info(`Waiting up to ${Math.round(deps.shutdownGraceMs / 1000)} s for ${liveCalls.size} live call(s)`);
    while (liveCalls.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    await Promise.all([...liveCalls.values()].map((call) => call.end('server-shutdown')));
  });
}
