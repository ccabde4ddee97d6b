import type { ServerResponse } from 'node:http';

/** The loopback HTTP server of the voice engine's test entry, for the server's tests of HTTP clients. */
export { startTestHttpServer, type TestHandler, type TestHttpServer } from '@rehearse/voice/testing';

/** Sends an HTML page (the usual answer of a company site). */
export function sendHtml(response: ServerResponse, html: string, status = 200): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(html);
}
