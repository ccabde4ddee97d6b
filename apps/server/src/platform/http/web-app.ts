import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { AppError } from '@rehearse/domain';
import type { FastifyInstance } from 'fastify';
import { sendError } from './error-handler';

/**
 * Serves the built web app. Hashed assets are cached for a year; every other GET that is not an
 * API call gets index.html, so the app's router shows the page (or its own 404 screen).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const built = existsSync(path.join(distDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    if (!isPage) return sendError(reply, new AppError('not_found', 'Not found'));
    if (!built) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run "npm run build" (or "npm start", which builds it) and reload.');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
