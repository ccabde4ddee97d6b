import { pino, type DestinationStream, type Logger } from 'pino';

/** What a provider with a fallback needs of the logger: one warning when it falls back (app.log is one). */
export interface WarningLogger {
  warn(details: object, message: string): void;
}

/** Mailed-link tokens travel in query strings; they must never reach the log. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|code|password)=)[^&#]*/gi, '$1[redacted]');
}

/**
 * The process logger: cookies, authorisation headers and link tokens are never written. Standard
 * output unless a `destination` is given (a test reading what would be logged).
 */
export function createLogger(level: string, pretty = false, destination?: DestinationStream): Logger {
  const options = {
    level,
    // People reading a terminal get readable lines; machines (pipes, files) get JSON.
    ...(pretty && !destination
      ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss' } } }
      : {}),
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        ip: request.ip,
      }),
      err: pino.stdSerializers.err,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
