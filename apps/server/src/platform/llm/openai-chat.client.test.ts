import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../test/fake-openai.server';
import { startTestHttpServer } from '../../test/test-http-server';
import { ChatProviderError, createOpenAiChatClient } from './openai-chat.client';
import { collect } from '../../test/collect';

const messages = [
  { role: 'system' as const, content: 'You are terse.' },
  { role: 'user' as const, content: 'Hi' },
];

async function failureOf(work: Promise<unknown>): Promise<ChatProviderError> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ChatProviderError)) throw new Error(`expected a ChatProviderError, got ${String(error)}`);
  return error;
}

describe('OpenAI-compatible chat client', () => {
  let provider: FakeOpenAiServer;
  beforeAll(async () => {
    provider = await startFakeOpenAiServer();
  });
  afterAll(async () => provider.close());
  beforeEach(() => {
    provider.seen.length = 0;
  });

  const client = (timeoutMs = 2000) =>
    createOpenAiChatClient({ baseUrl: `${provider.baseUrl}/`, apiKey: 'sk-test', model: 'gpt-test', timeoutMs });

  it('posts the model, messages and options with the bearer key, and returns the answer', async () => {
    provider.answer({ reply: 'Hello, who is calling?' });
    expect(await client().complete(messages, { temperature: 0.7, maxTokens: 50 })).toBe('Hello, who is calling?');
    const [request] = provider.seen;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body).toEqual({ model: 'gpt-test', messages, stream: false, temperature: 0.7, max_tokens: 50 });
  });

  it('sends no authorization header without a key (local servers)', async () => {
    provider.answer({ reply: 'ok' });
    await createOpenAiChatClient({ baseUrl: provider.baseUrl, model: 'llama' }).complete(messages);
    expect(provider.seen[0]?.headers.authorization).toBeUndefined();
  });

  it('streams the deltas as they come and stops at [DONE]', async () => {
    provider.answer({ reply: '', chunks: ['Who ', 'is ', 'this?'] });
    expect(await collect(client().stream(messages))).toEqual(['Who ', 'is ', 'this?']);
    expect(provider.seen[0]?.body.stream).toBe(true);
  });

  it('streams text, then each tool call once its arguments are complete, and sends the tools', async () => {
    provider.answer({ reply: '', chunks: ['Not ', 'interested.'], toolCalls: [{ name: 'end_call', arguments: '{"reason":"busy"}' }] });
    const tool = { name: 'end_call', description: 'Hang up.', parameters: { type: 'object', properties: {} } };
    const events = [];
    for await (const event of client().streamEvents(messages, { tools: [tool] })) events.push(event);
    expect(events).toEqual([
      { type: 'text', text: 'Not ' },
      { type: 'text', text: 'interested.' },
      { type: 'tool-call', name: 'end_call', arguments: '{"reason":"busy"}' },
    ]);
    expect(provider.seen[0]?.body.tools).toEqual([{ type: 'function', function: tool }]);
  });

  it('sends no tools when there are none, and keeps tool calls out of the plain text stream', async () => {
    provider.answer({ reply: 'Bye.', toolCalls: [{ name: 'end_call' }] });
    expect(await collect(client().stream(messages))).toEqual(['Bye.']);
    expect(provider.seen[0]?.body).not.toHaveProperty('tools');
  });

  it('reports a connection cut mid-stream as a network failure', async () => {
    provider.answer({ reply: '', chunks: ['Who '], then: 'cut' });
    expect(await failureOf(collect(client().stream(messages)))).toMatchObject({ kind: 'network', retryable: true });
  });

  it('cancels the request when the reader stops early', async () => {
    provider.answer({ reply: '', chunks: ['one ', 'two ', 'three'] });
    const parts: string[] = [];
    for await (const part of client().stream(messages)) {
      parts.push(part);
      break;
    }
    expect(parts).toEqual(['one ']);
  });

  it('reports the provider error message and status, and whether to retry', async () => {
    provider.answer({ status: 401, message: 'Incorrect API key provided: sk-t***test.', type: 'invalid_request_error' });
    const unauthorised = await failureOf(client().complete(messages));
    expect(unauthorised).toMatchObject({ kind: 'http', status: 401, retryable: false });
    expect(unauthorised.message).toContain('Incorrect API key provided: [redacted]');
    expect(unauthorised.message).not.toContain('sk-test');

    provider.answer({ status: 429, message: 'Rate limit reached', type: 'rate_limit_error' });
    expect(await failureOf(client().complete(messages))).toMatchObject({ status: 429, retryable: true });
    provider.answer({ status: 500 });
    expect(await failureOf(collect(client().stream(messages)))).toMatchObject({ status: 500, retryable: true });
  });

  it('times out a provider that never answers, streaming or not', async () => {
    provider.answer({ hang: true });
    expect(await failureOf(client(200).complete(messages))).toMatchObject({ kind: 'timeout', retryable: true });
    expect(await failureOf(collect(client(200).stream(messages)))).toMatchObject({ kind: 'timeout' });
  });

  it('refuses answers that do not follow the wire format', async () => {
    const odd = await startTestHttpServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"choices":[]}');
    });
    try {
      const oddClient = createOpenAiChatClient({ baseUrl: odd.origin, model: 'm' });
      expect(await failureOf(oddClient.complete(messages))).toMatchObject({ kind: 'protocol' });
    } finally {
      await odd.close();
    }
  });

  it('reports an unreachable provider as a network failure', async () => {
    const gone = await startTestHttpServer(() => undefined);
    await gone.close();
    const error = await failureOf(createOpenAiChatClient({ baseUrl: gone.origin, model: 'm' }).complete(messages));
    expect(error).toMatchObject({ kind: 'network', retryable: true });
  });
});
