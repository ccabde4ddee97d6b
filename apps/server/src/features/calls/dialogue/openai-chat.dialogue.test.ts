import { FIRST_MESSAGE } from '@rehearse/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiChatClient } from '../../../platform/llm/openai-chat.client';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../test/fake-openai.server';
import { startTestHttpServer } from '../../../test/test-http-server';
import { DialogueProviderError, type DialogueContext, type DialogueEvent, type DialogueTurn } from './dialogue.port';
import { createOpenAiChatDialogue, END_CALL_TOOL } from './openai-chat.dialogue';

const API_KEY = 'sk-dialogue-secret';

function buildContext(overrides: Partial<DialogueContext> = {}): DialogueContext {
  return {
    systemPrompt: 'You are Dana, VP of Sales at Brightwell Freight. You are busy and sceptical.',
    scenario: {
      title: 'Discovery with Brightwell',
      product: 'Quotaflow',
      customerProfile: 'A regional logistics company with forty account executives.',
      salesStage: 'Discovery',
      persona: 'CMO',
      gender: 'Female',
      companyUrl: null,
    },
    temperature: 0.7,
    firstMessage: FIRST_MESSAGE,
    ...overrides,
  };
}

const turns: DialogueTurn[] = [
  { role: 'buyer', text: FIRST_MESSAGE },
  { role: 'caller', text: 'Hi Dana, this is Sam from Quotaflow.' },
  { role: 'system', text: 'The caller sounds nervous.' },
  { role: 'buyer', text: '' },
  { role: 'caller', text: 'Do you have a minute?' },
];

async function collect(events: AsyncIterable<DialogueEvent>): Promise<DialogueEvent[]> {
  const seen: DialogueEvent[] = [];
  for await (const event of events) seen.push(event);
  return seen;
}

async function dialogueFailureOf(work: Promise<unknown>): Promise<DialogueProviderError> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof DialogueProviderError)) throw new Error(`expected a DialogueProviderError, got ${String(error)}`);
  return error;
}

describe('OpenAI-compatible chat dialogue', () => {
  let provider: FakeOpenAiServer;
  beforeAll(async () => {
    provider = await startFakeOpenAiServer();
  });
  afterAll(async () => provider.close());
  beforeEach(() => {
    provider.seen.length = 0;
  });

  const dialogue = () => createOpenAiChatDialogue(createOpenAiChatClient({ baseUrl: provider.baseUrl, apiKey: API_KEY, model: 'gpt-buyer', timeoutMs: 2000 }));

  it('streams the reply from the system prompt and the turns as heard, at the context temperature, with the end_call tool', async () => {
    provider.answer({ reply: '', chunks: ['I have ', 'two minutes. ', 'Go on.'] });
    const events = await collect(dialogue().startConversation(buildContext()).reply(turns));
    expect(events).toEqual([
      { type: 'text', text: 'I have ' },
      { type: 'text', text: 'two minutes. ' },
      { type: 'text', text: 'Go on.' },
    ]);
    const [request] = provider.seen;
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.body).toMatchObject({ model: 'gpt-buyer', stream: true, temperature: 0.7 });
    expect(request?.body.messages).toEqual([
      { role: 'system', content: buildContext().systemPrompt },
      { role: 'assistant', content: FIRST_MESSAGE },
      { role: 'user', content: 'Hi Dana, this is Sam from Quotaflow.' },
      { role: 'system', content: 'The caller sounds nervous.' },
      { role: 'user', content: 'Do you have a minute?' },
    ]);
    expect(request?.body.tools?.map((tool) => tool.function.name)).toEqual([END_CALL_TOOL.name]);
  });

  it('turns a call of end_call into an end-call event after the text', async () => {
    provider.answer({ reply: '', chunks: ['Not interested. ', 'Goodbye.'], toolCalls: [{ name: 'end_call', arguments: '{}' }] });
    const events = await collect(dialogue().startConversation(buildContext({ temperature: 0.2 })).reply(turns));
    expect(events).toEqual([
      { type: 'text', text: 'Not interested. ' },
      { type: 'text', text: 'Goodbye.' },
      { type: 'end-call' },
    ]);
    expect(provider.seen[0]?.body.temperature).toBe(0.2);
  });

  it('hangs up without words when the model only calls end_call, and ignores tools it does not know', async () => {
    provider.answer({ reply: '', chunks: [], toolCalls: [{ name: 'lookup_weather', arguments: '{"city":"Oslo"}' }, { name: 'end_call' }] });
    expect(await collect(dialogue().startConversation(buildContext()).reply(turns))).toEqual([{ type: 'end-call' }]);
  });

  it('stops quietly when the signal aborts mid-reply (barge-in)', async () => {
    provider.answer({ reply: '', chunks: ['Well, ', 'let me think'], then: 'hang' });
    const controller = new AbortController();
    const seen: DialogueEvent[] = [];
    for await (const event of dialogue().startConversation(buildContext()).reply(turns, { signal: controller.signal })) {
      seen.push(event);
      if (seen.length === 2) controller.abort();
    }
    expect(seen).toEqual([
      { type: 'text', text: 'Well, ' },
      { type: 'text', text: 'let me think' },
    ]);
  });

  it('yields nothing for a signal aborted before the reply starts', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await collect(dialogue().startConversation(buildContext()).reply(turns, { signal: controller.signal }))).toEqual([]);
    expect(provider.seen).toHaveLength(0);
  });

  it('maps provider failures to DialogueProviderError, retryable for 429, 5xx and the network, never showing the key', async () => {
    const cases = [
      { answer: { status: 401, message: 'Incorrect API key provided', type: 'invalid_request_error' }, retryable: false },
      { answer: { status: 400, message: 'Bad request' }, retryable: false },
      { answer: { status: 429, message: 'Rate limit reached', type: 'rate_limit_error' }, retryable: true },
      { answer: { status: 503, message: 'Overloaded' }, retryable: true },
      { answer: { reply: '', chunks: ['Hm'], then: 'cut' as const }, retryable: true },
    ];
    for (const { answer, retryable } of cases) {
      provider.answer(answer);
      const error = await dialogueFailureOf(collect(dialogue().startConversation(buildContext()).reply(turns)));
      expect(error).toMatchObject({ provider: 'openai-chat', retryable });
      expect(`${error.message} ${String(error.cause)}`).not.toContain(API_KEY);
    }
  });

  it('reports an unreachable endpoint as a retryable failure', async () => {
    const gone = await startTestHttpServer(() => undefined);
    await gone.close();
    const unreachable = createOpenAiChatDialogue(createOpenAiChatClient({ baseUrl: gone.origin, model: 'm' }));
    const error = await dialogueFailureOf(collect(unreachable.startConversation(buildContext()).reply(turns)));
    expect(error.retryable).toBe(true);
  });
});
