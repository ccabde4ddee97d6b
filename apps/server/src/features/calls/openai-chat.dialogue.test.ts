import { FIRST_MESSAGE } from '@rehearse/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DialogueProviderError, type DialogueContext, type DialogueEvent, type DialogueTurn } from '@rehearse/voice/ports';
import { createOpenAiChatClient } from '../../platform/llm/openai-chat.client';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../test/fake-openai.server';
import { startTestHttpServer } from '../../test/test-http-server';
import { difficultySection } from '../scenarios/difficulty.prompt';
import { composeBuyerPrompt } from '../scenarios/template.optimizer';
import { createOpenAiChatDialogue, END_CALL_TOOL } from './openai-chat.dialogue';
import { collect } from '../../test/collect';

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

  const dialogue = () =>
    createOpenAiChatDialogue(createOpenAiChatClient({ baseUrl: provider.baseUrl, apiKey: API_KEY, model: 'gpt-buyer', timeoutMs: 2000 }));

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
      // A prompt without a difficulty section (stored before it existed) gets the scenario's: medium when unset.
      { role: 'system', content: `${buildContext().systemPrompt}\n\n${difficultySection('medium')}` },
      { role: 'assistant', content: FIRST_MESSAGE },
      { role: 'user', content: 'Hi Dana, this is Sam from Quotaflow.' },
      { role: 'system', content: 'The caller sounds nervous.' },
      { role: 'user', content: 'Do you have a minute?' },
    ]);
    expect(request?.body.tools?.map((tool) => tool.function.name)).toEqual([END_CALL_TOOL.name]);
  });

  it("tells the model the scenario's persona, stage and difficulty, once each", async () => {
    const scenario = { ...buildContext().scenario, persona: 'CFO', salesStage: 'Negotiation', difficulty: 'hard' } as const;
    const systemPrompt = composeBuyerPrompt({ ...scenario, salesStage: 'Negotiation', persona: 'CFO', companyUrl: undefined });
    provider.answer({ reply: 'Show me the numbers.' });
    await collect(dialogue().startConversation(buildContext({ systemPrompt, scenario })).reply(turns));
    const sent = provider.seen[0]?.body.messages?.[0];
    expect(sent?.role).toBe('system');
    expect(sent?.content).toBe(systemPrompt);
    expect(sent?.content).toContain('Chief Financial Officer (CFO)');
    expect(sent?.content).toContain('the negotiation stage');
    expect(sent?.content).toContain('press hard on price and terms');
    expect(sent?.content).toContain('HOW HARD YOU ARE TO WIN (difficulty: hard)');
    expect(sent?.content).toMatch(/Guarded: you share only what is asked/);
    expect(sent?.content).toMatch(/concrete proof and numbers/);
    expect(sent?.content).toMatch(/after a couple of monologues or pushy moves, you say so and end the call/);
    expect(sent?.content.match(/HOW HARD YOU ARE TO WIN/g)).toHaveLength(1);
  });

  it('adds the difficulty to a prompt stored before difficulty existed', async () => {
    const scenario = { ...buildContext().scenario, difficulty: 'easy' } as const;
    const stored = composeBuyerPrompt({
      ...scenario,
      salesStage: 'Discovery',
      persona: 'CMO',
      companyUrl: undefined,
      difficulty: 'medium',
    }).replace(`${difficultySection('medium')}\n\n`, '');
    expect(stored).not.toContain('HOW HARD YOU ARE TO WIN');
    provider.answer({ reply: 'Sure, happy to tell you.' });
    await collect(
      dialogue()
        .startConversation(buildContext({ systemPrompt: stored, scenario }))
        .reply(turns),
    );
    const sent = provider.seen[0]?.body.messages?.[0]?.content ?? '';
    expect(sent.startsWith(stored)).toBe(true);
    expect(sent).toContain('Chief Marketing Officer (CMO)');
    expect(sent).toContain('the discovery stage');
    expect(sent).toContain('HOW HARD YOU ARE TO WIN (difficulty: easy)');
    expect(sent).toMatch(/tolerate several long monologues or pushy moves/);
    expect(sent).toMatch(/even before you are asked/);
    expect(sent).toMatch(/at most one mild objection/);
    expect(sent).toMatch(/agree to it readily/);
  });

  it('turns a call of end_call into an end-call event after the text', async () => {
    provider.answer({ reply: '', chunks: ['Not interested. ', 'Goodbye.'], toolCalls: [{ name: 'end_call', arguments: '{}' }] });
    const events = await collect(
      dialogue()
        .startConversation(buildContext({ temperature: 0.2 }))
        .reply(turns),
    );
    expect(events).toEqual([{ type: 'text', text: 'Not interested. ' }, { type: 'text', text: 'Goodbye.' }, { type: 'end-call' }]);
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
