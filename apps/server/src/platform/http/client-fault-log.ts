import type { Clock } from '../clock';

export interface FaultLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * Expected faults of clients (an over-size socket frame, a page of another origin): each is one warn
 * line without a stack trace, and at most `limit` of them per window, so that a client sending
 * thousands cannot flood the log. The first line of the next window says how many were left out.
 */
export function createClientFaultLog(
  logger: FaultLogger,
  clock: Clock,
  options: { limit: number; windowMs: number } = { limit: 20, windowMs: 60_000 },
) {
  let windowStart = Number.NEGATIVE_INFINITY;
  let logged = 0;
  let leftOut = 0;
  return {
    report(details: Record<string, unknown>, message: string): void {
      const now = clock.now().getTime();
      if (now - windowStart >= options.windowMs) {
        if (leftOut > 0)
          logger.warn({ leftOut }, `${leftOut} more client faults were not logged in the last ${Math.round(options.windowMs / 1000)} s`);
        windowStart = now;
        logged = 0;
        leftOut = 0;
      }
      if (logged >= options.limit) {
        leftOut += 1;
        return;
      }
      logged += 1;
      logger.warn(details, message);
    },
  };
}
export type ClientFaultLog = ReturnType<typeof createClientFaultLog>;

/** What a socket's error says about the client, or undefined for a fault of ours (logged with its stack). */
export function clientFaultOf(error: Error): { code: string; fault: string } | undefined {
  const code = (error as NodeJS.ErrnoException).code;
  // ws's receiver names the client's broken frames WS_ERR_*; a peer that vanished resets the connection.
  if (typeof code === 'string' && (code.startsWith('WS_ERR_') || code === 'ECONNRESET' || code === 'EPIPE'))
    return { code, fault: error.message };
  return undefined;
}
