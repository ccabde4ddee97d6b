import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { startTestHttpServer, type TestHttpServer } from './test-http-server';

/** What the fake answers to one request. */
export type FakeChatAnswer =
  | { reply: string; chunks?: string[] }
  | { status: number; message?: string; type?: string }
  | { hang: true };

export interface ChatRequestSeen {
  path: string;
  headers: IncomingHttpHeaders;
  body: { model?: string; stream?: boolean; messages?: { role: string; content: string }[]; temperature?: number };
}

export interface FakeOpenAiServer extends TestHttpServer {
  /** `http://127.0.0.1:<port>/v1`, as LLM_BASE_URL. */
  baseUrl: string;
  seen: ChatRequestSeen[];
  /** The answer to the next requests (the last one set stays until changed). */
  answer(next: FakeChatAnswer | ((request: ChatRequestSeen) => FakeChatAnswer)): void;
}

/**
 * A local stand-in for an OpenAI-compatible chat-completions endpoint, speaking its wire format:
 * JSON `{choices:[{message:{role,content}}]}`, or SSE `data: {"choices":[{"delta":{"content":…}}]}`
 * chunks ending with `data: [DONE]`, or `{error:{message,type}}` with an error status, or silence.
 */
export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  let answer: (request: ChatRequestSeen) => FakeChatAnswer = () => ({ reply: 'Hello from the fake model.' });
  const seen: ChatRequestSeen[] = [];
  const server = await startTestHttpServer(async (request, response) => {
    const body = JSON.parse(await readBody(request)) as ChatRequestSeen['body'];
    const entry = { path: request.url ?? '', headers: request.headers, body };
    seen.push(entry);
    if (request.method !== 'POST' || !entry.path.endsWith('/v1/chat/completions')) {
      return sendJson(response, 404, { error: { message: 'Unknown path', type: 'invalid_request_error' } });
    }
    const next = answer(entry);
    if ('hang' in next) return;
    if ('status' in next) {
      return sendJson(response, next.status, { error: { message: next.message ?? 'Provider failure', type: next.type ?? 'server_error' } });
    }
    if (!body.stream) {
      return sendJson(response, 200, {
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content: next.reply }, finish_reason: 'stop' }],
      });
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const chunks = next.chunks ?? next.reply.split(/(?<= )/);
    response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: 'assistant' } }] })}\n\n`);
    for (const content of chunks) {
      response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`);
    }
    response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`);
    response.end('data: [DONE]\n\n');
  });
  return {
    ...server,
    baseUrl: `${server.origin}/v1`,
    seen,
    answer(next) {
      answer = typeof next === 'function' ? next : () => next;
    },
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text || '{}';
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
