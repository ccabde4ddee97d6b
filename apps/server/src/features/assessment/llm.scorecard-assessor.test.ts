import {
  computeConversationMetrics,
  scorecardSnapshotOf,
  builtInScorecard,
  type AssessmentFeedback,
  type ScorecardSnapshot,
  type TranscriptEntry,
} from '@rehearse/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiChatClient } from '../../platform/llm/openai-chat.client';
import { startFakeOpenAiServer, type FakeChatAnswer, type FakeOpenAiServer } from '../../test/fake-openai.server';
import { createWarningLog } from '../../test/warning-log';
import type { Assessor, AssessorInput } from './assessor.port';
import { createLlmAssessor, FALLBACK_NOTES } from './llm.assessor';
import { withScorecards } from './scorecard-offline.assessor';

const transcript: TranscriptEntry[] = [
  { role: 'assistant', text: "Hello, who's calling?", startMs: 0, endMs: 1200 },
  { role: 'user', text: "Hi Dana, it's Sam from Quotaflow. Is now a bad time for two minutes?", startMs: 1800, endMs: 5200 },
  { role: 'assistant', text: 'I have a few minutes. What is this about?', startMs: 5800, endMs: 7600 },
  { role: 'user', text: 'How long does it take a new rep to close their first deal today?', startMs: 8200, endMs: 11_000 },
  { role: 'assistant', text: 'About five months, which is too long.', startMs: 11_600, endMs: 13_400 },
  { role: 'user', text: 'What does a month of ramp cost you in missed quota, roughly?', startMs: 14_000, endMs: 17_000 },
  { role: 'assistant', text: 'Maybe forty thousand per rep.', startMs: 17_600, endMs: 19_000 },
  {
    role: 'user',
    text: 'Could we book thirty minutes on Thursday to show you how teams cut that in half?',
    startMs: 19_600,
    endMs: 23_500,
  },
  { role: 'assistant', text: 'Thursday afternoon works.', startMs: 24_000, endMs: 25_200 },
];

/** A custom scorecard: one 0-10 criterion, one yes/no criterion, and one that is a discovery rubric category. */
const scorecard: ScorecardSnapshot = {
  id: '5d7c0c4e-4a43-4c1c-9d55-0d0f6f3f8a11',
  name: 'Team discovery card',
  criteria: [
    {
      key: 'quantifies_the_pain',
      name: 'Quantifies the pain',
      good_looks_like: 'Puts a number on what the problem costs.',
      weight: 50,
      scale: '0-10',
    },
    {
      key: 'books_the_next_meeting',
      name: 'Books the next meeting',
      good_looks_like: 'A meeting on a named day the buyer accepts.',
      weight: 30,
      scale: 'yes-no',
    },
    { key: 'next_steps', name: 'Next Steps', good_looks_like: 'A concrete, agreed next step.', weight: 20, scale: '0-10' },
  ],
};

/** The offline assessor as a stub: it scores every category of the asked rubric 6, so what it was asked is visible. */
const offlineStub: Assessor = {
  name: 'offline',
  async assess(input) {
    const keys =
      input.stage === 'discovery'
        ? ['rapport_and_agenda', 'needs_exploration', 'value_alignment', 'objection_handling', 'next_steps']
        : ['call_structure'];
    return {
      overall_summary: `offline ${input.stage}`,
      ...Object.fromEntries(keys.map((key) => [key, { score: 6, justification: `"${transcript[7]!.text}"` }])),
    };
  },
};

function validAnswer(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    quantifies_the_pain: { score: 8, justification: 'Asked for the cost: "What does a month of ramp cost you in missed quota, roughly?"' },
    books_the_next_meeting: { met: true, justification: 'Proposed a day: "Could we book thirty minutes on Thursday"' },
    next_steps: { score: 9, justification: 'A concrete step: "book thirty minutes on Thursday"' },
    overall_summary: 'Strong on the pain. Practise the agenda.',
    ...overrides,
  };
}

describe('language-model assessor with a custom scorecard, against a local OpenAI-compatible server', () => {
  let provider: FakeOpenAiServer;
  let input: AssessorInput;
  beforeAll(async () => {
    provider = await startFakeOpenAiServer();
    input = {
      transcript,
      stage: 'discovery',
      scenario: { title: 'Quotaflow', product: 'Sales coaching', customerProfile: 'VP of sales', persona: 'CFO' },
      metrics: computeConversationMetrics(transcript, { stage: 'Discovery' }),
      scorecard,
    };
  });
  afterAll(async () => provider.close());
  beforeEach(() => {
    provider.seen.length = 0;
  });

  const subject = () => {
    const log = createWarningLog();
    const chat = createOpenAiChatClient({ baseUrl: provider.baseUrl, apiKey: 'sk-test', model: 'gpt-test', timeoutMs: 2000 });
    return { log, assessor: createLlmAssessor(chat, withScorecards(offlineStub), log) };
  };
  const answerInTurn = (...answers: FakeChatAnswer[]) => {
    let count = 0;
    provider.answer(() => answers[Math.min(count++, answers.length - 1)]!);
  };

  it("sends the scorecard's criteria with their weights and scales, and keeps a valid answer in the scorecard's order, yes/no as 10 or 0", async () => {
    provider.answer({
      reply: JSON.stringify(
        validAnswer({ books_the_next_meeting: { met: false, justification: 'Only hinted: "Could we book thirty minutes on Thursday"' } }),
      ),
    });
    const { assessor, log } = subject();
    const feedback = await assessor.assess(input);
    expect(Object.keys(feedback)).toEqual(['overall_summary', 'quantifies_the_pain', 'books_the_next_meeting', 'next_steps']);
    expect(feedback.quantifies_the_pain).toMatchObject({ score: 8 });
    expect(feedback.books_the_next_meeting).toMatchObject({ score: 0 });
    expect(log.warnings).toEqual([]);

    const [system, user] = provider.seen[0]!.body.messages!;
    expect(system!.content).toContain('Scorecard "Team discovery card": 3 criteria.');
    expect(system!.content).toContain(
      '- quantifies_the_pain ("Quantifies the pain", weight 50, scored 0-10): good looks like: Puts a number on what the problem costs.',
    );
    expect(system!.content).toContain('- books_the_next_meeting ("Books the next meeting", weight 30, yes/no)');
    expect(system!.content).toContain('"books_the_next_meeting": {"met": <true, false or null>, "justification": "<text>"}');
    expect(system!.content).not.toContain('rapport_and_agenda');
    expect(user!.content).toContain('Salesperson: What does a month of ramp cost you in missed quota, roughly?');
  });

  it('keeps a criterion answered null as not observed with its reason', async () => {
    provider.answer({
      reply: JSON.stringify(validAnswer({ next_steps: { score: null, justification: 'Not observed: the buyer ended the call first.' } })),
    });
    const feedback = await subject().assessor.assess(input);
    expect(feedback.next_steps).toEqual({
      score: null,
      unscored: 'not-observed',
      justification: 'Not observed: the buyer ended the call first.',
    });
  });

  it('sends back an answer with a missing criterion, naming it, and keeps the valid retry', async () => {
    const { next_steps: _left, ...missing } = validAnswer();
    answerInTurn({ reply: JSON.stringify(missing) }, { reply: JSON.stringify(validAnswer()) });
    const { assessor, log } = subject();
    const feedback = await assessor.assess(input);
    expect(feedback).toMatchObject({ next_steps: { score: 9 } });
    expect(provider.seen).toHaveLength(2);
    const retry = provider.seen[1]!.body.messages!.at(-1)!.content;
    expect(retry).toMatch(/^That answer cannot be used: the JSON does not match the format \(next_steps: /);
    expect(log.warnings).toEqual([]);
  });

  for (const [what, bad, problem] of [
    [
      'a yes/no criterion given a number',
      validAnswer({ books_the_next_meeting: { score: 10, justification: '"book thirty minutes on Thursday"' } }),
      /books_the_next_meeting\.met/,
    ],
    [
      'a score out of range',
      validAnswer({ quantifies_the_pain: { score: 11, justification: '"ramp cost you"' } }),
      /quantifies_the_pain\.score/,
    ],
    [
      'a made-up quote',
      validAnswer({ quantifies_the_pain: { score: 7, justification: 'Said "our platform is the best on the market"' } }),
      /justification of quantifies_the_pain does not quote/,
    ],
    ['no JSON at all', 'I would rate this call highly.', /not a JSON object/],
  ] as const) {
    it(`falls back offline after ${what} twice, without making up a number for a custom criterion`, async () => {
      const reply = typeof bad === 'string' ? bad : JSON.stringify(bad);
      provider.answer({ reply });
      const { assessor, log } = subject();
      const feedback: AssessmentFeedback = await assessor.assess(input);
      expect(provider.seen).toHaveLength(2);
      expect(provider.seen[1]!.body.messages!.at(-1)!.content).toMatch(problem);
      expect(feedback.quantifies_the_pain).toMatchObject({
        score: null,
        unscored: 'needs-language-model',
        justification: expect.stringMatching(/^Needs a language model to judge: "Quantifies the pain"/),
      });
      expect(feedback.books_the_next_meeting).toMatchObject({ score: null, unscored: 'needs-language-model' });
      // A discovery rubric category: the offline assessor's own judgement of it.
      expect(feedback.next_steps).toMatchObject({ score: 6 });
      expect(feedback.overall_summary).toMatch(
        /2 of 3 criteria need a language model to judge and have no score: Quantifies the pain, Books the next meeting\./,
      );
      expect(feedback.overall_summary.endsWith(FALLBACK_NOTES.invalid)).toBe(true);
      expect(log.warnings).toHaveLength(1);
    });
  }

  it('retries a 503 once and keeps the answer; a 500 twice falls back offline', async () => {
    answerInTurn({ status: 503 }, { reply: JSON.stringify(validAnswer()) });
    expect(await subject().assessor.assess(input)).toMatchObject({ quantifies_the_pain: { score: 8 } });
    provider.answer({ status: 500 });
    const feedback = await subject().assessor.assess(input);
    expect(feedback.quantifies_the_pain).toMatchObject({ unscored: 'needs-language-model' });
    expect(feedback.overall_summary.endsWith(FALLBACK_NOTES.unreachable)).toBe(true);
  });

  it('scores a built-in template (MEDDICC) by its seven criteria', async () => {
    const meddicc = scorecardSnapshotOf(builtInScorecard('meddicc')!)!;
    const answer = Object.fromEntries(
      meddicc.criteria.map((criterion) => [criterion.key, { score: 5, justification: '"How long does it take a new rep"' }]),
    );
    provider.answer({ reply: JSON.stringify({ ...answer, overall_summary: 'Qualified partly.' }) });
    const feedback = await subject().assessor.assess({ ...input, scorecard: meddicc });
    expect(Object.keys(feedback)).toEqual([
      'overall_summary',
      'metrics',
      'economic_buyer',
      'decision_criteria',
      'decision_process',
      'identify_pain',
      'champion',
      'competition',
    ]);
  });
});

describe('the offline assessor with a scorecard', () => {
  const base = {
    transcript,
    stage: 'discovery' as const,
    scenario: { title: 'Q', product: 'P', customerProfile: 'C', persona: null },
    metrics: [],
  };

  it('without a scorecard is the offline assessor itself', async () => {
    expect(await withScorecards(offlineStub).assess(base)).toEqual(await offlineStub.assess(base));
  });

  it("judges a rubric category on another stage's rubric when the call's stage lacks it, and shows a yes/no criterion as met or not", async () => {
    const card: ScorecardSnapshot = {
      id: 'x',
      name: 'Mixed',
      criteria: [
        { key: 'call_structure', name: 'Call Structure', good_looks_like: 'g', weight: 20, scale: 'yes-no' },
        { key: 'talks_about_roi', name: 'Talks about ROI', good_looks_like: 'g', weight: 20, scale: '0-10' },
      ],
    };
    const feedback = await withScorecards(offlineStub).assess({ ...base, scorecard: card });
    expect(feedback.call_structure).toMatchObject({ score: 10, justification: expect.stringMatching(/^Met \(6\/10 offline\)\. /) });
    expect(feedback.talks_about_roi).toMatchObject({ score: null, unscored: 'needs-language-model' });
    expect(feedback.overall_summary).toBe(
      'Assessed offline on the scorecard "Mixed". Scored from the stage rubric\'s checks: Call Structure (met). 1 of 2 criteria need a language model to judge and have no score: Talks about ROI. The average counts the scored criteria only. Set LLM_BASE_URL and LLM_MODEL on the server to score every criterion.',
    );
  });

  it('declines a call the offline assessor declines (too garbled to judge), with its words', async () => {
    const declining: Assessor = { name: 'offline', assess: async () => ({ overall_summary: 'Too garbled to assess: ...' }) };
    const card: ScorecardSnapshot = {
      id: 'x',
      name: 'Custom',
      criteria: [{ key: 'roi', name: 'ROI', good_looks_like: 'g', weight: 20, scale: '0-10' }],
    };
    expect(await withScorecards(declining).assess({ ...base, scorecard: card })).toEqual({ overall_summary: 'Too garbled to assess: ...' });
  });

  it('says a call with only custom criteria has no average, and a call too short to judge says so', async () => {
    const card: ScorecardSnapshot = {
      id: 'x',
      name: 'Custom',
      criteria: [{ key: 'roi', name: 'ROI', good_looks_like: 'g', weight: 20, scale: '0-10' }],
    };
    expect((await withScorecards(offlineStub).assess({ ...base, scorecard: card })).overall_summary).toMatch(
      /This call therefore has no average\./,
    );
    const short = await withScorecards(offlineStub).assess({ ...base, transcript: transcript.slice(0, 2), scorecard: card });
    expect(Object.keys(short)).toEqual(['overall_summary']);
    expect(short.overall_summary).toMatch(/^Not enough conversation to assess/);
  });
});
