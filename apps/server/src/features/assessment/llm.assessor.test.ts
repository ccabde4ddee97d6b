import { computeConversationMetrics, numericScores, RUBRICS, type TranscriptEntry } from '@rehearse/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiChatClient } from '../../platform/llm/openai-chat.client';
import { startFakeOpenAiServer, type FakeChatAnswer, type FakeOpenAiServer } from '../../test/fake-openai.server';
import { createWarningLog } from '../../test/warning-log';
import { goodSalesperson } from '@rehearse/voice/testing';
import type { AssessorInput } from './assessor.port';
import { createLlmAssessor, FALLBACK_NOTES } from './llm.assessor';
import { assessOffline, offlineAssessor } from './offline.assessor';
import { practiceCallTranscript, practiceScenario, timedTranscript } from './practice-call.test-support';

const KEYS = RUBRICS.discovery.categories.map((category) => category.key);

/** A valid answer for the discovery rubric, each justification quoting a line the salesperson said. */
function modelAnswer(transcript: readonly TranscriptEntry[], overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const lines = transcript.filter((entry) => entry.role === 'user').map((entry) => entry.text);
  return {
    ...Object.fromEntries(
      KEYS.map((key, index) => [key, { score: 8 - index, justification: `Good work here: "${lines[index % lines.length]!}".` }]),
    ),
    overall_summary: 'Strong discovery. Practise setting an agenda.',
    ...overrides,
  };
}

describe('language-model assessor, against a local OpenAI-compatible server', () => {
  let provider: FakeOpenAiServer;
  let input: AssessorInput;
  beforeAll(async () => {
    provider = await startFakeOpenAiServer();
    const transcript = await practiceCallTranscript(goodSalesperson(), 'Discovery');
    input = {
      transcript,
      stage: 'discovery',
      scenario: practiceScenario(),
      metrics: computeConversationMetrics(transcript, { stage: 'Discovery' }),
    };
  });
  afterAll(async () => provider.close());
  beforeEach(() => {
    provider.seen.length = 0;
  });

  // Long enough that a loaded machine never times out a fake that answers; the timeout test passes its own.
  const assessor = (timeoutMs = 10_000) => {
    const log = createWarningLog();
    const chat = createOpenAiChatClient({ baseUrl: provider.baseUrl, apiKey: 'sk-test', model: 'gpt-test', timeoutMs });
    return { log, assessor: createLlmAssessor(chat, offlineAssessor, log) };
  };
  /** Answers the requests in turn; the last answer repeats. */
  const answerInTurn = (...answers: FakeChatAnswer[]) => {
    let count = 0;
    provider.answer(() => answers[Math.min(count++, answers.length - 1)]!);
  };
  const offlineSummary = () => assessOffline(input).overall_summary;

  it('sends the rubric with its signals, the scenario, the metrics and the timed transcript, and keeps a valid answer in rubric order', async () => {
    const answer = modelAnswer(input.transcript);
    provider.answer({ reply: `Here is the assessment:\n\`\`\`json\n${JSON.stringify(answer)}\n\`\`\`` });
    const { assessor: subject, log } = assessor();
    const feedback = await subject.assess(input);
    expect(Object.keys(feedback)).toEqual(['overall_summary', ...KEYS]);
    expect(feedback).toEqual({ overall_summary: answer.overall_summary, ...Object.fromEntries(KEYS.map((key) => [key, answer[key]])) });
    expect(subject.name).toBe('llm:gpt-test');
    expect(log.warnings).toEqual([]);

    expect(provider.seen).toHaveLength(1);
    const [system, user] = provider.seen[0]!.body.messages!;
    for (const category of RUBRICS.discovery.categories) {
      expect(system!.content).toContain(`- ${category.key} (`);
      expect(system!.content).toContain(category.good[0]);
      expect(system!.content).toContain(category.bad[0]);
    }
    expect(system!.content).toMatch(/integer from 0 to 10/);
    expect(user!.content).toContain('Scenario: Northwind invoicing');
    expect(user!.content).toContain('Buyer: CFO. Northwind Freight is a regional logistics company');
    expect(user!.content).toMatch(/- Talk-to-listen ratio: \d+ % \(target 40-60 %, (in|out of) range\)/);
    expect(user!.content).toContain("[0:00] Buyer: Hello, who's calling?");
    expect(user!.content).toMatch(/\[0:0\d\] Salesperson: hi this is sam from quotaflow thanks for taking my call/);
  });

  it('keeps a category the model scored null as not observed, with its reason (no quote needed), out of the average', async () => {
    const reason = 'Not observed: the buyer raised no concern in this call.';
    const answer = modelAnswer(input.transcript, { objection_handling: { score: null, justification: reason } });
    provider.answer({ reply: JSON.stringify(answer) });
    const { assessor: subject } = assessor();
    const feedback = await subject.assess(input);
    expect(feedback.objection_handling).toEqual({ score: null, unscored: 'not-observed', justification: reason });
    expect(numericScores(feedback)).toHaveLength(KEYS.length - 1);
    expect(provider.seen[0]!.body.messages![0]!.content).toMatch(/"score": null/);
  });

  it('sends an invalid answer back once with its problem, and keeps the valid second answer', async () => {
    const valid = modelAnswer(input.transcript);
    answerInTurn({ reply: '{"rapport_and_agenda": {"score": 7, "justification": "ok"' }, { reply: JSON.stringify(valid) });
    const { assessor: subject, log } = assessor();
    expect(await subject.assess(input)).toMatchObject({ overall_summary: valid.overall_summary, next_steps: valid.next_steps });
    expect(provider.seen).toHaveLength(2);
    const retry = provider.seen[1]!.body.messages!;
    expect(retry.at(-2)).toMatchObject({ role: 'assistant', content: '{"rapport_and_agenda": {"score": 7, "justification": "ok"' });
    expect(retry.at(-1)!.content).toMatch(
      /^That answer cannot be used: the answer is not a JSON object\. Answer again with the JSON object only/,
    );
    expect(log.warnings).toEqual([]);
  });

  it.each([
    ['a missing category', (answer: Record<string, unknown>) => ({ ...answer, next_steps: undefined }), /next_steps/],
    [
      'a score above 10',
      (answer: Record<string, unknown>) => ({
        ...answer,
        next_steps: { score: 11, justification: (answer.next_steps as { justification: string }).justification },
      }),
      /next_steps.score/,
    ],
    [
      'a score that is not an integer',
      (answer: Record<string, unknown>) => ({
        ...answer,
        next_steps: { score: 7.5, justification: (answer.next_steps as { justification: string }).justification },
      }),
      /next_steps.score/,
    ],
    [
      'a score given as text',
      (answer: Record<string, unknown>) => ({
        ...answer,
        next_steps: { score: '7', justification: (answer.next_steps as { justification: string }).justification },
      }),
      /next_steps.score/,
    ],
    ['no overall_summary', (answer: Record<string, unknown>) => ({ ...answer, overall_summary: ' ' }), /overall_summary/],
    [
      'a quote the salesperson never said',
      (answer: Record<string, unknown>) => ({
        ...answer,
        next_steps: { score: 9, justification: 'Asked: "shall we sign the contract today".' },
      }),
      /justification of next_steps does not quote/,
    ],
    [
      'a justification quoting the buyer',
      (answer: Record<string, unknown>) => ({ ...answer, next_steps: { score: 9, justification: 'Heard: "Hello, who\'s calling?"' } }),
      /justification of next_steps does not quote/,
    ],
  ] as const)('invalid twice (%s): the offline assessment, saying so', async (_, spoil, problem) => {
    provider.answer({ reply: JSON.stringify(spoil(modelAnswer(input.transcript))) });
    const { assessor: subject, log } = assessor();
    const feedback = await subject.assess(input);
    expect(provider.seen).toHaveLength(2);
    expect(provider.seen[1]!.body.messages!.at(-1)!.content).toMatch(problem);
    expect(feedback).toEqual({ ...assessOffline(input), overall_summary: `${offlineSummary()} ${FALLBACK_NOTES.invalid}` });
    expect(log.warnings).toHaveLength(1);
    expect(log.warnings[0]).toMatchObject({
      message: 'assessment by the language model failed; using offline',
      details: { provider: 'llm:gpt-test', attempt: 2 },
    });
  });

  it('retries a server error (500) once, then falls back: the language model could not be reached', async () => {
    provider.answer({ status: 500 });
    const { assessor: subject, log } = assessor();
    const feedback = await subject.assess(input);
    expect(provider.seen).toHaveLength(2);
    expect(feedback.overall_summary).toBe(
      `${offlineSummary()} Scored by the offline assessor because the language model could not be reached.`,
    );
    expect(log.warnings[0]?.details).toMatchObject({ err: expect.objectContaining({ kind: 'http', status: 500 }) });
  });

  it('recovers when the retry after a server error succeeds', async () => {
    const valid = modelAnswer(input.transcript);
    answerInTurn({ status: 503 }, { reply: JSON.stringify(valid) });
    const { assessor: subject } = assessor();
    expect((await subject.assess(input)).overall_summary).toBe(valid.overall_summary);
    expect(provider.seen).toHaveLength(2);
  });

  it('does not retry what cannot succeed (401), and falls back at once', async () => {
    provider.answer({ status: 401, message: 'Incorrect API key provided: sk-te***test', type: 'invalid_request_error' });
    const { assessor: subject } = assessor();
    expect((await subject.assess(input)).overall_summary).toBe(`${offlineSummary()} ${FALLBACK_NOTES.unreachable}`);
    expect(provider.seen).toHaveLength(1);
  });

  it('gives up on a model that does not answer in time, twice, and falls back', async () => {
    provider.answer({ hang: true });
    const { assessor: subject, log } = assessor(200);
    expect((await subject.assess(input)).overall_summary).toBe(`${offlineSummary()} ${FALLBACK_NOTES.unreachable}`);
    expect(provider.seen).toHaveLength(2);
    expect(log.warnings[0]?.details).toMatchObject({ err: expect.objectContaining({ kind: 'timeout' }) });
  });

  it('rejects when the caller aborts (a job shutting down), without falling back', async () => {
    provider.answer({ hang: true });
    const { assessor: subject, log } = assessor(5000);
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('shutting down')), 50);
    await expect(subject.assess(input, controller.signal)).rejects.toThrow('shutting down');
    expect(log.warnings).toEqual([]);
  });

  it('does not ask the model about a call too short to assess', async () => {
    const transcript = timedTranscript([
      { role: 'assistant', text: "Hello, who's calling?" },
      { role: 'user', text: 'hi' },
    ]);
    const { assessor: subject } = assessor();
    const feedback = await subject.assess({ ...input, transcript, metrics: computeConversationMetrics(transcript) });
    expect(Object.keys(feedback)).toEqual(['overall_summary']);
    expect(feedback.overall_summary).toMatch(/^Not enough conversation to assess/);
    expect(provider.seen).toHaveLength(0);
  });
});
