import {
  computeConversationMetrics,
  formatAverageScore,
  isAssessmentComplete,
  RUBRICS,
  rubricForStage,
  skillEntries,
  type AssessmentFeedback,
  type SalesStage,
  type TranscriptEntry,
} from '@rehearse/domain';
import { describe, expect, it } from 'vitest';
import { deafSalesperson, goodSalesperson, pushySalesperson, ramblingSalesperson, type Salesperson } from '../calls/dialogue/offline/simulated-salespeople';
import { assessOffline, offlineAssessor } from './offline.assessor';
import { practiceCallTranscript, practiceScenario, timedTranscript } from './practice-call.transcripts';

function assess(transcript: TranscriptEntry[], salesStage: SalesStage | null): AssessmentFeedback {
  const lookup = rubricForStage(salesStage);
  if (!lookup.ok) throw new Error(lookup.message);
  const metrics = computeConversationMetrics(transcript, { stage: salesStage });
  return assessOffline({ transcript, stage: lookup.rubric.stage, scenario: practiceScenario(), metrics });
}

const scores = (feedback: AssessmentFeedback) => Object.fromEntries(skillEntries(feedback).map((entry) => [entry.key, entry.score!]));
const justificationOf = (feedback: AssessmentFeedback, key: string) => (feedback[key] as { justification: string }).justification;
/** The quoted fragments of a text ('…' marks words left out). */
const quotesIn = (text: string) => [...text.matchAll(/"([^"]+)"/g)].flatMap((match) => match[1]!.split('…').map((part) => part.trim())).filter((part) => part !== '');
const said = (transcript: TranscriptEntry[], role: TranscriptEntry['role']) => transcript.filter((entry) => entry.role === role).map((entry) => entry.text);

const BAD: [string, () => Salesperson][] = [
  ['talks past every concern', deafSalesperson],
  ['rambles', ramblingSalesperson],
  ['pushes for the close', pushySalesperson],
];

describe('offline assessor: a good and a bad call of the same scenario', () => {
  it.each(BAD)('discovery: the good call outscores one that %s, in every category it earned', async (_, bad) => {
    const goodCall = assess(await practiceCallTranscript(goodSalesperson(), 'Discovery'), 'Discovery');
    const badCall = assess(await practiceCallTranscript(bad(), 'Discovery'), 'Discovery');
    const good = scores(goodCall);
    const poor = scores(badCall);
    for (const { key } of RUBRICS.discovery.categories) {
      expect(good[key], key).toBeGreaterThanOrEqual(poor[key]!);
      if (good[key]! >= 7) expect(good[key], key).toBeGreaterThan(poor[key]!);
    }
    expect(good).toMatchObject({ needs_exploration: expect.any(Number), next_steps: 10 });
    expect(good.needs_exploration).toBeGreaterThanOrEqual(8);
    expect(Number(formatAverageScore(goodCall))).toBeGreaterThanOrEqual(Number(formatAverageScore(badCall)) + 5);
  });

  it.each([...['Prospecting', 'Solution', 'Negotiation', 'Closing'].map((stage) => [stage] as [SalesStage]), [null] as [null]])(
    '%s: the good call scores at least as well in every category and higher overall, over three seeds',
    async (stage) => {
      for (const seed of [1, 2, 3]) {
        const good = assess(await practiceCallTranscript(goodSalesperson(), stage, seed), stage);
        for (const [, bad] of BAD) {
          const poor = assess(await practiceCallTranscript(bad(), stage, seed), stage);
          for (const [key, score] of Object.entries(scores(poor))) expect(scores(good)[key], `${key} (seed ${seed})`).toBeGreaterThanOrEqual(score);
          expect(Number(formatAverageScore(good)), `seed ${seed}`).toBeGreaterThan(Number(formatAverageScore(poor)) + 3);
        }
      }
    },
  );

  it('quotes the salesperson, never the buyer, in every justification', async () => {
    for (const [name, salesperson] of [['good', goodSalesperson], ...BAD] as const) {
      const transcript = await practiceCallTranscript(salesperson(), 'Discovery');
      const feedback = assess(transcript, 'Discovery');
      for (const { key, justification } of skillEntries(feedback)) {
        const quotes = quotesIn(justification);
        expect(quotes.length, `${name} ${key}: ${justification}`).toBeGreaterThan(0);
        for (const quote of quotes) expect(said(transcript, 'user').some((text) => text.includes(quote)), `${name} ${key}: ${quote}`).toBe(true);
      }
    }
  });

  it('quotes the turns that earned or lost the points', async () => {
    const good = assess(await practiceCallTranscript(goodSalesperson(), 'Discovery'), 'Discovery');
    expect(justificationOf(good, 'next_steps')).toContain('"could we book a thirty minute meeting next week to go through it"');
    expect(justificationOf(good, 'needs_exploration')).toMatch(/^Asked open questions about the buyer's situation: "what does your process for invoicing look like today"/);

    const deaf = assess(await practiceCallTranscript(deafSalesperson(), 'Discovery'), 'Discovery');
    expect(justificationOf(deaf, 'needs_exploration')).toBe('Pitched before asking anything: "our platform automates invoices".');
    expect(justificationOf(deaf, 'objection_handling')).toMatch(/^Talked past the buyer's concerns: "(we offer dashboards and reports|our software has great features)"/);
    expect(justificationOf(deaf, 'next_steps')).toBe('Lost the buyer, who ended the call after hearing: "it integrates with lots of things".');

    const pushy = assess(await practiceCallTranscript(pushySalesperson(), 'Discovery'), 'Discovery');
    expect(justificationOf(pushy, 'next_steps')).toMatch(/^Pressured the buyer: "look you need to sign today trust me/);
  });

  it('sums up the top strength, what to practise next, the outcome and the metrics', async () => {
    const good = assess(await practiceCallTranscript(goodSalesperson(), 'Discovery'), 'Discovery');
    expect(good.overall_summary).toMatch(/^Top strength: Needs Exploration \(10\/10\)\. Asked open questions about the buyer's situation: ".+"\. Practise next: Rapport And Agenda \(4\/10\)\. Missing: an agenda/);
    expect(good.overall_summary).toContain('The buyer agreed to a next step.');
    expect(good.overall_summary).toMatch(/Metrics in range: talk-to-listen ratio \d+ %.*Out of range: .*questions asked \d+ \(target 11-14\)/);

    const deaf = assess(await practiceCallTranscript(deafSalesperson(), 'Discovery'), 'Discovery');
    expect(deaf.overall_summary).toMatch(/^No category stood out as a strength yet\. Practise next: Rapport And Agenda \(0\/10\)\. Pitched before asking anything: "our platform automates invoices"\./);
    expect(deaf.overall_summary).toContain('The buyer ended the call without agreeing to a next step.');
    expect(deaf.overall_summary).toMatch(/Out of range: talk-to-listen ratio \d+ % \(target 40-60 %\)/);
  });

  it('scores every category of the rubric with an integer 0-10, in rubric order, the same every time', async () => {
    const transcript = await practiceCallTranscript(goodSalesperson(), 'Negotiation');
    const feedback = assess(transcript, 'Negotiation');
    expect(Object.keys(feedback)).toEqual(['overall_summary', ...RUBRICS.negotiation.categories.map((category) => category.key)]);
    for (const entry of skillEntries(feedback)) expect(Number.isInteger(entry.score) && entry.score! >= 0 && entry.score! <= 10).toBe(true);
    expect(assess(transcript, 'Negotiation')).toEqual(feedback);
  });
});

describe('offline assessor: a punctuated transcript (a cloud recogniser)', () => {
  it('reads questions by their marks and quotes the words as spoken', async () => {
    const transcript = timedTranscript([
      { role: 'assistant', text: "Hello, who's calling?" },
      { role: 'user', text: 'Hi, this is Sam from QuotaFlow. Thanks for taking my call. How do you handle invoicing today?' },
      { role: 'assistant', text: 'In spreadsheets. It takes my team two days every month.' },
      { role: 'user', text: 'Two days every month! Tell me more: how is that affecting the close?' },
      { role: 'assistant', text: "We're late every quarter, and the audit is in Q3. But honestly, I'm not sure we need to change anything." },
      { role: 'user', text: "That's fair. You mentioned the audit: teams like yours cut the close by 50 percent. What would that mean for you?" },
      { role: 'assistant', text: "Okay, that's fair. It would mean no overtime before the audit." },
      { role: 'user', text: 'Could we book 30 minutes next Tuesday to look at your process together?' },
      { role: 'assistant', text: "Alright, let's set up a second conversation. Send me an invite." },
    ]);
    const feedback = await offlineAssessor.assess({ transcript, stage: 'discovery', scenario: practiceScenario(), metrics: computeConversationMetrics(transcript, { stage: 'Discovery' }) });
    expect(scores(feedback).next_steps).toBe(10);
    expect(scores(feedback).needs_exploration).toBeGreaterThanOrEqual(8);
    expect(scores(feedback).objection_handling).toBeGreaterThanOrEqual(7);
    expect(justificationOf(feedback, 'objection_handling')).toContain('"That\'s fair. You mentioned the audit');
    expect(justificationOf(feedback, 'next_steps')).toContain('"Could we book 30 minutes next Tuesday to look at your process together?"');
  });
});

describe('offline assessor: a call too short to judge', () => {
  it.each([
    ['one salesperson turn', [{ role: 'assistant', text: "Hello, who's calling?" }, { role: 'user', text: 'hi this is sam from quotaflow and i would like to tell you about our invoicing platform today' }]],
    ['two turns but under 20 words', [{ role: 'user', text: 'hi this is sam from quotaflow' }, { role: 'assistant', text: 'Hi.' }, { role: 'user', text: 'do you have a minute' }]],
    ['nothing said', [{ role: 'assistant', text: "Hello, who's calling?" }]],
  ] as const)('%s: an honest summary and no scores', async (_, turns) => {
    const transcript = timedTranscript(turns);
    const feedback = await offlineAssessor.assess({ transcript, stage: 'general', scenario: practiceScenario(), metrics: computeConversationMetrics(transcript) });
    expect(Object.keys(feedback)).toEqual(['overall_summary']);
    expect(feedback.overall_summary).toMatch(/^Not enough conversation to assess: the salesperson spoke \d+ turns? and \d+ words?, and scoring needs at least 2 turns and 20 words\. Make a longer practice call/);
    expect(isAssessmentComplete(feedback)).toBe(true);
    expect(formatAverageScore(feedback)).toBe('N/A');
    expect(skillEntries(feedback, RUBRICS.general)).toEqual([]);
  });

  it('scores a call with two turns and 20 words', async () => {
    const transcript = timedTranscript([
      { role: 'user', text: 'hi this is sam from quotaflow thanks for taking my call' },
      { role: 'assistant', text: 'Hi, Sam.' },
      { role: 'user', text: 'how do you handle invoicing today at northwind freight' },
    ]);
    const feedback = await offlineAssessor.assess({ transcript, stage: 'general', scenario: practiceScenario(), metrics: computeConversationMetrics(transcript) });
    expect(skillEntries(feedback)).toHaveLength(5);
    // No concern was raised: objection handling is neutral, and says why.
    expect(feedback.objection_handling).toEqual({
      score: 5,
      justification: 'The buyer raised no concern to handle, so this is scored as neutral. For example, the salesperson said: "hi this is sam from quotaflow thanks for taking my call".',
    });
  });
});
