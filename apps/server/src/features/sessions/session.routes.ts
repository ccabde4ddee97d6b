import { AppError, sessionPageAnchor, sessionPageQuerySchema, type CoachingSessionDetails, type ErrorCode } from '@rehearse/domain';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db/database';
import type { RecordingStore } from '../../platform/storage/recording-store';
import type { DatabaseAssessmentQueue } from '../assessment';
import { idParam, parseInput } from '../../platform/http/parse';
import type { SessionResolver } from '../auth';
import { findPreviousAttempt } from './session-list.repo';
import { createSessionPages } from './session-pages';
import { deleteAllEndedSessions, deleteEndedSession, findCoachingSession } from './coaching-session.repo';
import { toCoachingSession } from './coaching-session.presenter';

export interface SessionRouteDeps {
  db: Database;
  sessions: SessionResolver;
  recordings: RecordingStore;
  assessments: Pick<DatabaseAssessmentQueue, 'retry'>;
  logger: FastifyBaseLogger;
}

const SESSION_NOT_FOUND = 'Session not found';
const CALL_STILL_OPEN = 'This call is still in progress. End it before changing its analysis.';
const ASSESSMENT_CONFLICT: ErrorCode = 'assessment_conflict';
const RETRY_REFUSED = {
  completed: 'This call has already been analysed.',
  running: 'This call is being analysed right now.',
} as const;

function sessionId(request: FastifyRequest): string {
  return idParam(request, SESSION_NOT_FOUND);
}

/**
 * The signed-in user's coaching sessions (calls): list, one, its recording, deleting one or all,
 * and a retry of a failed analysis. Another user's session is 'not found', never 'forbidden'.
 */
export function registerSessionRoutes(app: FastifyInstance, deps: SessionRouteDeps): void {
  const { db, sessions } = deps;

  /** Recordings go after the rows: a file left behind is only disk, a row without its file is a broken player. */
  async function deleteRecordings(keys: (string | null)[]): Promise<void> {
    const results = await Promise.allSettled(keys.filter((key): key is string => key !== null).map((key) => deps.recordings.delete(key)));
    for (const result of results) {
      if (result.status === 'rejected') deps.logger.warn({ err: result.reason }, 'Could not delete a recording');
    }
  }

  // One page of the performance list, by keyset (decision 26): summaries and the counts, never a
  // transcript; read once per version of the user's list (decision 39).
  const pages = createSessionPages(db);
  app.addHook('onReady', () => pages.start());
  app.addHook('onClose', () => pages.stop());
  app.get('/api/sessions', async (request, reply) => {
    const { user } = await sessions.requireSession(request, reply);
    const query = parseInput(sessionPageQuerySchema, request.query);
    const page = await pages.read(user.id, { anchor: sessionPageAnchor(query), limit: query.limit, skip: query.skip });
    return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(page);
  });

  app.get('/api/sessions/:id', async (request, reply): Promise<CoachingSessionDetails> => {
    const { user } = await sessions.requireSession(request, reply);
    const id = sessionId(request);
    const found = await db.asUser(user.id, async (tx) => {
      const row = await findCoachingSession(tx, user.id, id);
      return row ? { row, previous: await findPreviousAttempt(tx, user.id, id) } : undefined;
    });
    if (!found) throw new AppError('not_found', SESSION_NOT_FOUND);
    reply.header('cache-control', 'no-store');
    return { ...toCoachingSession(found.row), previous_attempt: found.previous };
  });

  app.get('/api/sessions/:id/recording', async (request, reply) => {
    const { user } = await sessions.requireSession(request, reply);
    const id = sessionId(request);
    const row = await db.asUser(user.id, (tx) => findCoachingSession(tx, user.id, id));
    if (!row?.recording_key) throw new AppError('not_found', 'Recording not found');
    await deps.recordings.serve(request, reply, row.recording_key, row.recording_mime_type ?? 'audio/ogg');
    return reply;
  });

  app.delete('/api/sessions/:id', async (request, reply) => {
    const { user } = await sessions.requireSession(request, reply);
    const id = sessionId(request);
    const outcome = await db.asUser(user.id, (tx) => deleteEndedSession(tx, user.id, id));
    if (!outcome.deleted && outcome.reason === 'not_found') throw new AppError('not_found', SESSION_NOT_FOUND);
    if (!outcome.deleted) throw new AppError('call_in_progress', 'This call is still in progress. End it before deleting it.');
    await deleteRecordings([outcome.recordingKey]);
    return reply.status(204).send();
  });

  // Every ended session of the user; a call running now stays.
  app.delete('/api/sessions', async (request, reply) => {
    const { user } = await sessions.requireSession(request, reply);
    const keys = await db.asUser(user.id, (tx) => deleteAllEndedSessions(tx, user.id));
    await deleteRecordings(keys);
    return reply.status(204).send();
  });

  app.post('/api/sessions/:id/assessment', async (request, reply) => {
    const { user } = await sessions.requireSession(request, reply);
    const id = sessionId(request);
    const outcome = await deps.assessments.retry(user.id, id);
    if (outcome === 'not_found') throw new AppError('not_found', SESSION_NOT_FOUND);
    if (outcome === 'call_open') throw new AppError('call_in_progress', CALL_STILL_OPEN);
    if (outcome !== 'queued') throw new AppError(ASSESSMENT_CONFLICT, RETRY_REFUSED[outcome]);
    const row = await db.asUser(user.id, (tx) => findCoachingSession(tx, user.id, id));
    reply.header('cache-control', 'no-store');
    return reply.status(202).send(row ? toCoachingSession(row) : undefined);
  });
}
