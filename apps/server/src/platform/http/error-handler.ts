import { AppError, errorCodes, UNEXPECTED_ERROR_MESSAGE, type ErrorBody, type ErrorCode } from '@rehearse/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/database-unavailable';

/** What a framework-level 4xx (bad JSON, wrong content type, too large) tells the user. */
function fromFrameworkError(error: FastifyError): AppError | undefined {
  const status = error.statusCode ?? 500;
  if (status === 413) return new AppError('payload_too_large', 'The request is too large.');
  if (status === 415) return new AppError('unsupported_media_type', 'Send the request as JSON (content-type: application/json).');
  if (status === 429) return new AppError('rate_limited', 'Too many requests. Please wait a moment and try again.');
  if (status >= 400 && status < 500) return new AppError('bad_request', 'The request is malformed. Check it and try again.');
  return undefined;
}

export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  const body: ErrorBody = { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } };
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.status(error.status).send(body);
}

/**
 * The one error funnel of the HTTP API: application errors keep their code and text, framework 4xx
 * become clear messages, a database that cannot be reached is a 503 to retry, and anything else is
 * logged and answered with a generic 500 that never carries a stack trace, SQL or a driver's words.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, error);
    const known = fromFrameworkError(error);
    if (known) return sendError(reply, known);
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'request failed: the database is unavailable');
      return sendError(reply, new AppError('unavailable', DATABASE_UNAVAILABLE_MESSAGE, undefined, 5));
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, new AppError('internal', UNEXPECTED_ERROR_MESSAGE));
  });
}

export function statusOf(code: ErrorCode): number {
  return errorCodes[code];
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route or hook runs (an address
 * that is not valid percent-encoding, a path segment over the length limit) gets the API's error
 * body too, and never echoes the address back. Too long an :id cannot name anything: not found.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const answer = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? new AppError('not_found', 'Not found') : fromFrameworkError(error);
  void sendError(reply, answer ?? new AppError('bad_request', 'The request is malformed. Check it and try again.'));
}
