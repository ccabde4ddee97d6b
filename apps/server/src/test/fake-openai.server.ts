import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { startTestHttpServer, type TestHttpServer } from './test-http-server';

/** What the fake answers to one request. */
export type FakeChatAnswer =
  | {
      reply: string;
      chunks?: string[];
      /** Function calls after the text, streamed as `delta.tool_calls` pieces (finish_reason 'tool_calls'). */
      toolCalls?: { name: string; arguments?: string }[];
      /** Streaming only: after the chunks, keep the response open ('hang') or cut the connection ('cut'). */
      then?: 'hang' | 'cut';
    }
  | { status: number; message?: string; type?: string }
  | { hang: true };

export interface ChatRequestSeen {
  path: string;
  headers: IncomingHttpHeaders;
  body: {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: string }[];
    temperature?: number;
    tools?: { type: string; function: { name: string; description?: string; parameters?: unknown } }[];
  };
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
 * JSON `{choices:[{message:{role,content,tool_calls}}]}`, or SSE `data: {"choices":[{"delta":{"content":…}}]}`
 * chunks (tool calls as `delta.tool_calls` with an index, the name first and the arguments in
 * fragments) ending with `data: [DONE]`, or `{error:{message,type}}` with an error status, or silence.
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
    const toolCalls = (next.toolCalls ?? []).map((call, index) => ({
      id: `call_fake${index}`,
      type: 'function',
      name: call.name,
      arguments: call.arguments ?? '{}',
    }));
    const finishReason = toolCalls.length > 0 ? 'tool_calls' : 'stop';
    if (!body.stream) {
      const calls = toolCalls.map(({ id, type, name, arguments: args }) => ({ id, type, function: { name, arguments: args } }));
      return sendJson(response, 200, {
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        model: body.model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: next.reply, ...(calls.length ? { tool_calls: calls } : {}) },
            finish_reason: finishReason,
          },
        ],
      });
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const chunks = next.chunks ?? next.reply.split(/(?<= )/);
    const send = (delta: object, finish: string | null = null) =>
      response.write(
        `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
      );
    send({ role: 'assistant', content: '' });
    for (const content of chunks) send({ content });
    toolCalls.forEach((call, index) => {
      send({ tool_calls: [{ index, id: call.id, type: call.type, function: { name: call.name, arguments: '' } }] });
      // Arguments arrive as fragments of the JSON text.
      for (const piece of call.arguments.match(/.{1,4}/gs) ?? []) send({ tool_calls: [{ index, function: { arguments: piece } }] });
    });
    if (next.then === 'hang') return;
    if (next.then === 'cut') {
      response.socket?.destroy();
      return;
    }
    send({}, finishReason);
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
