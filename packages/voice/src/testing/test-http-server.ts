import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export type TestHandler = (request: IncomingMessage, response: ServerResponse) => void | Promise<void>;

export interface TestHttpServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  origin: string;
  port: number;
  /** Every request path seen, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A real HTTP server on loopback with a free port, for tests of clients that speak HTTP: the fakes
 * of cloud speech APIs and their adapters here, the website fetcher and the language-model client
 * in the server (its rig re-exports this one). Closing also cuts connections a test left hanging.
 */
export async function startTestHttpServer(handler: TestHandler): Promise<TestHttpServer> {
  const sockets = new Set<Socket>();
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    Promise.resolve(handler(request, response)).catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });
  // Node closes an idle kept-alive connection after 5 s; a client reusing it at that moment (a test
  // that computed for ~5 s between two requests, on a loaded machine) loses the request to a reset,
  // which is not what these tests are about. The client's own pool closes idle sockets sooner.
  server.keepAliveTimeout = 120_000;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    port: address.port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
