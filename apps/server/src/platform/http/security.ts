import helmet from '@fastify/helmet';
import { AppError } from '@rehearse/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Security headers with a strict Content-Security-Policy: scripts only from this origin. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
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
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'same-origin' },
  });
}

/**
 * Cross-site request forgery guard: a state-changing request from a browser must come from this
 * site. Browsers send Origin (and Sec-Fetch-Site) on every such request; clients without either
 * (curl, server-to-server) carry no ambient cookies of a victim and pass.
 */
export function assertSameOrigin(request: FastifyRequest, publicUrl: string): void {
  if (!STATE_CHANGING.has(request.method)) return;
  const origin = request.headers.origin;
  const fetchSite = request.headers['sec-fetch-site'];
  if (origin) {
    if (origin === publicUrl || origin === `${request.protocol}://${request.host}`) return;
    throw new AppError('cross_origin', 'This request must come from the Rehearse app itself.');
  }
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    throw new AppError('cross_origin', 'This request must come from the Rehearse app itself.');
  }
}
