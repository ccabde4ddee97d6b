import { AppError, type CoachingSession, type CoachingSessionListResponse } from '@rehearse/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db/database';
import type { RecordingStore } from '../../platform/storage/recording-store';
import type { SessionResolver } from '../auth/session-cookie';
import { createSessionRepo, toCoachingSession } from './session.repo';

export interface SessionRouteDeps {
  db: Database;
  sessions: SessionResolver;
  recordings: RecordingStore;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SESSION_NOT_FOUND = 'Session not found';

function sessionId(request: FastifyRequest): string {
  const id = (request.params as { id?: unknown }).id;
  if (typeof id !== 'string' || !UUID.test(id)) throw new AppError('not_found', SESSION_NOT_FOUND);
  return id.toLowerCase();
}

/** The signed-in user's coaching sessions (calls), one of them, and its recording. */
export function registerSessionRoutes(app: FastifyInstance, deps: SessionRouteDeps): void {
  const { db, sessions } = deps;

  app.get('/api/sessions', async (request, reply): Promise<CoachingSessionListResponse> => {
    const { user } = await sessions.requireSession(request, reply);
    reply.header('cache-control', 'no-store');
    const rows = await db.asUser(user.id, (tx) => createSessionRepo(tx).listByUser(user.id));
    return { sessions: rows.map(toCoachingSession) };
  });

  app.get('/api/sessions/:id', async (request, reply): Promise<CoachingSession> => {
    const { user } = await sessions.requireSession(request, reply);
    const id = sessionId(request);
    const row = await db.asUser(user.id, (tx) => createSessionRepo(tx).findById(user.id, id));
    if (!row) throw new AppError('not_found', SESSION_NOT_FOUND);
    reply.header('cache-control', 'no-store');
    return toCoachingSession(row);
  });

  app.get('/api/sessions/:id/recording', async (request, reply) => {
    const { user } = await sessions.requireSession(request, reply);
    const id = sessionId(request);
    const row = await db.asUser(user.id, (tx) => createSessionRepo(tx).findById(user.id, id));
    if (!row?.recording_key) throw new AppError('not_found', 'Recording not found');
    await deps.recordings.serve(request, reply, row.recording_key, row.recording_mime_type ?? 'audio/ogg');
    return reply;
  });
}
