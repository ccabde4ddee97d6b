import helmet from '@fastify/helmet';
import { AppError } from '@rehearse/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ClientFaultLog } from './client-fault-log';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Six months: browsers keep to https for that long after a visit. */
export const HSTS_MAX_AGE_SECONDS = 15_552_000;

/**
 * Security headers with a strict Content-Security-Policy: scripts only from this origin. With an
 * https PUBLIC_URL, Strict-Transport-Security too (not for subdomains: they may be other people's).
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Libraries set element styles at run time (toasts, waveform); no script may be inline.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: publicUrl.startsWith('https://') ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false } : false,
    referrerPolicy: { policy: 'same-origin' },
  });
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
const CROSS_ORIGIN_MESSAGE = 'This request must come from the Rehearse app itself.';

/**
 * The origins the app's own pages have: PUBLIC_URL's, and when that is a loopback address, its
 * loopback aliases (same scheme and port). Never the request's own Host: a page of any site whose
 * name an attacker points at this server (DNS rebinding) would match it.
 */
export function allowedOrigins(publicUrl: string): ReadonlySet<string> {
  const url = new URL(publicUrl);
  const origins = new Set([url.origin]);
  if (LOOPBACK_HOSTS.includes(url.hostname)) {
    for (const host of LOOPBACK_HOSTS) origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
  }
  return origins;
}

/**
 * Cross-site request forgery and DNS-rebinding guard, for HTTP routes and both sockets. Browsers
 * send Origin on every state-changing request and every WebSocket; one that is not the app's is
 * refused (403), and the operator is told once in a while, in case users open the app at an address
 * PUBLIC_URL does not name. Clients without Origin or Sec-Fetch-Site (curl, server-to-server) carry
 * no ambient cookies of a victim and pass.
 */
export function createOriginCheck(publicUrl: string, faults: ClientFaultLog) {
  const allowed = allowedOrigins(publicUrl);
  function refuse(request: FastifyRequest, origin: string): never {
    faults.report(
      { origin, method: request.method, url: request.routeOptions.url ?? 'unknown route' },
      `Refused a request from ${origin}: only ${[...allowed].join(', ')} may call the API. If users open Rehearse at ${origin}, set PUBLIC_URL to it.`,
    );
    throw new AppError('cross_origin', CROSS_ORIGIN_MESSAGE);
  }
  return {
    /** For every HTTP request: state-changing ones must come from the app's own pages. */
    assertSameOrigin(request: FastifyRequest): void {
      if (!STATE_CHANGING.has(request.method)) return;
      const origin = request.headers.origin;
      const fetchSite = request.headers['sec-fetch-site'];
      if (origin) {
        if (!allowed.has(origin)) refuse(request, origin);
        return;
      }
      if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') throw new AppError('cross_origin', CROSS_ORIGIN_MESSAGE);
    },
    /** Before a socket upgrade: a page of another site must not open a socket with the user's cookie. */
    assertSocketOrigin(request: FastifyRequest): void {
      const origin = request.headers.origin;
      if (origin && !allowed.has(origin)) refuse(request, origin);
    },
  };
}
export type OriginCheck = ReturnType<typeof createOriginCheck>;
