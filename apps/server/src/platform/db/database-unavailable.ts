/** What a request gets while the database cannot be reached (server restart, network, failover). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable. Please try again in a moment.';

/** Socket errors of a server that is down or unreachable. */
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** SQLSTATEs of a lost or refused connection: class 08, and a server shutting down or starting up (57P01-57P03). */
const CONNECTION_SQLSTATE = /^(08...|57P0[1-3])$/;
/** node-postgres's own words when the socket closed under it or the pool could not connect in time. */
const DRIVER_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|not queryable|Client was closed/;

/**
 * Whether an error means the database could not be reached, as opposed to a bug or a bad
 * statement: a request failing so should answer 503 and succeed again once the server is back.
 * A FATAL or PANIC error from PostgreSQL ends the session, so it counts too (e.g. a database that
 * does not accept connections for now).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, severity } = error as Error & { code?: unknown; severity?: unknown };
  if (typeof code === 'string' && (NETWORK_ERROR_CODES.has(code) || CONNECTION_SQLSTATE.test(code))) return true;
  if (severity === 'FATAL' || severity === 'PANIC') return true;
  if (DRIVER_MESSAGES.test(error.message)) return true;
  return error instanceof AggregateError && error.errors.some(isDatabaseUnavailable);
}
