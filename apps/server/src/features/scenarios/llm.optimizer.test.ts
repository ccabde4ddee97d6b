import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiChatClient } from '../../platform/llm/openai-chat.client';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../test/fake-openai.server';
import { createWarningLog } from '../../test/warning-log';
import { difficultySection } from './difficulty.prompt';
import { createLlmOptimizer } from './llm.optimizer';
import { withOptimizerFallback, type ScenarioBrief } from './scenario-optimizer';
import { composeBuyerPrompt, templateOptimizer } from './template.optimizer';

const brief: ScenarioBrief = {
  title: 'Fleet renewal',
  product: 'Fleet telematics',
  customerProfile: 'Regional haulier with rising fuel costs.',
  salesStage: 'Negotiation',
  persona: 'CFO',
  gender: 'Male',
  difficulty: 'hard',
};
const modelPrompt = `You are Dan, the CFO of a regional haulier. ${'You weigh every cost against fuel savings. '.repeat(8)}`.trim();

describe('language-model buyer prompt, with fallback to the template', () => {
  let provider: FakeOpenAiServer;
  beforeAll(async () => {
    provider = await startFakeOpenAiServer();
  });
  afterAll(async () => provider.close());
  beforeEach(() => {
    provider.seen.length = 0;
  });

  const optimizer = (timeoutMs = 2000) => {
    const log = createWarningLog();
    const chat = createOpenAiChatClient({ baseUrl: provider.baseUrl, apiKey: 'sk-test', model: 'gpt-test', timeoutMs });
    return { log, optimizer: withOptimizerFallback(createLlmOptimizer(chat), templateOptimizer, log) };
  };

  it('asks the model with every field and the template as a draft, and keeps its answer', async () => {
    const answer = `${modelPrompt}\n\n${difficultySection('hard')}`;
    provider.answer({ reply: `\`\`\`\n${answer}\n\`\`\`` });
    const { optimizer: subject, log } = optimizer();
    expect(await subject.optimize(brief)).toBe(answer);
    expect(log.warnings).toEqual([]);
    const request = provider.seen[0]!;
    expect(request.body.model).toBe('gpt-test');
    const user = request.body.messages?.find((message) => message.role === 'user')?.content ?? '';
    for (const field of ['Fleet renewal', 'Fleet telematics', 'Regional haulier', 'Negotiation', 'CFO', 'Male', 'Difficulty: hard'])
      expect(user).toContain(field);
    expect(user).toContain(composeBuyerPrompt(brief));
    const system = request.body.messages?.find((message) => message.role === 'system')?.content ?? '';
    expect(system).toContain('Keep the section headed "HOW HARD YOU ARE TO WIN (difficulty: hard)" word for word');
  });

  it('adds the difficulty section when the model left it out', async () => {
    provider.answer({ reply: modelPrompt });
    const { optimizer: subject } = optimizer();
    expect(await subject.optimize(brief)).toBe(`${modelPrompt}\n\n${difficultySection('hard')}`);
  });

  it.each([
    ['an invalid key (401)', { status: 401, message: 'Incorrect API key provided', type: 'invalid_request_error' }],
    ['a rate limit (429)', { status: 429, message: 'Rate limit reached', type: 'rate_limit_error' }],
    ['a server error (500)', { status: 500 }],
    ['an empty answer', { reply: 'OK' }],
  ] as const)('falls back to the template on %s, with a warning', async (_case, answer) => {
    provider.answer(answer);
    const { optimizer: subject, log } = optimizer();
    expect(await subject.optimize(brief)).toBe(composeBuyerPrompt(brief));
    expect(log.warnings).toHaveLength(1);
    expect(log.warnings[0]?.message).toMatch(/scenario optimizer failed; using template/);
  });

  it('falls back when the model does not answer in time', async () => {
    provider.answer({ hang: true });
    const { optimizer: subject, log } = optimizer(200);
    expect(await subject.optimize(brief)).toBe(composeBuyerPrompt(brief));
    expect(log.warnings[0]?.details).toMatchObject({ err: expect.objectContaining({ kind: 'timeout' }) });
  });
});
