import type { TranscriptEntry } from '@rehearse/domain';
import { describe, expect, it } from 'vitest';
import { ASSESS_USAGE, parseCallFile, runAssessCommand, type AssessCommandDeps } from './assess-file';
import type { AssessmentRequest, AssessmentService } from './assessment.service';
import { createAssessmentService } from './assessment.service';
import { offlineAssessor } from './offline.assessor';
import { withScorecards } from './scorecard-offline.assessor';

const transcript: TranscriptEntry[] = [
  { role: 'assistant', text: "Hello, who's calling?", startMs: 300, endMs: 1500 },
  {
    role: 'user',
    text: "Hi Priya, it's Sam from Ledgerly. How does your team handle supplier invoices today?",
    startMs: 2100,
    endMs: 7000,
  },
  { role: 'assistant', text: 'Two clerks key them in by hand.', startMs: 7600, endMs: 9400 },
  { role: 'user', text: 'What does that cost you at month end, roughly, in time or missed discounts?', startMs: 10_000, endMs: 14_000 },
  { role: 'assistant', text: 'About ninety thousand a year in discounts.', startMs: 14_600, endMs: 17_000 },
];

function buildCallFile(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    scenario: {
      title: 'Ledgerly',
      product: 'Invoice automation',
      customerProfile: 'CFO of a manufacturer',
      salesStage: 'Discovery',
      persona: 'CFO',
      gender: 'Female',
    },
    transcript,
    ...overrides,
  };
}

const failureOf = (value: unknown): string => {
  const parsed = parseCallFile(typeof value === 'string' ? value : JSON.stringify(value));
  if (parsed.ok) throw new Error('expected the file to be refused');
  return parsed.message;
};

describe('parseCallFile', () => {
  it('reads the scenario by its form names and the transcript as given', () => {
    const parsed = parseCallFile(JSON.stringify(buildCallFile()));
    expect(parsed).toEqual({
      ok: true,
      warnings: [],
      call: {
        salesStage: 'Discovery',
        scenario: { title: 'Ledgerly', product: 'Invoice automation', customerProfile: 'CFO of a manufacturer', persona: 'CFO' },
        transcript,
        scorecard: null,
      },
    });
  });

  it('takes a missing, empty or none sales stage as the general rubric', () => {
    for (const salesStage of [undefined, '', 'none']) {
      const parsed = parseCallFile(
        JSON.stringify(buildCallFile({ scenario: { title: 'T', product: 'P', customerProfile: 'C', salesStage } })),
      );
      expect(parsed.ok && parsed.call.salesStage).toBeUndefined();
    }
  });

  it('ignores fields it does not know (an evaluation call file is valid input)', () => {
    expect(parseCallFile(JSON.stringify(buildCallFile({ quality: 'excellent', expected: {} }))).ok).toBe(true);
  });

  it('names what is wrong', () => {
    expect(failureOf('{"scenario": ')).toMatch(/^The file is not valid JSON: /);
    expect(failureOf([1, 2])).toBe('The file must hold a JSON object with "scenario" and "transcript".');
    expect(failureOf({ transcript })).toMatch(/^Missing "scenario"/);
    expect(failureOf(buildCallFile({ scenario: 'Discovery' }))).toBe('"scenario" must be an object, not "Discovery".');
    expect(failureOf(buildCallFile({ scenario: { title: 'T', product: 'P', customerProfile: 'C', salesStage: 'Demo' } }))).toBe(
      'The scenario is not valid:\n  scenario.salesStage: Please choose one of the listed sales stages',
    );
    expect(failureOf(buildCallFile({ transcript: undefined }))).toMatch(/^Missing "transcript"/);
    expect(failureOf(buildCallFile({ transcript: 'hello' }))).toBe('"transcript" must be an array of entries, not "hello".');
  });

  it('names the transcript entry that is wrong and why', () => {
    const withEntry = (entry: unknown) => failureOf(buildCallFile({ transcript: [transcript[0], entry] }));
    expect(withEntry('hi')).toBe('transcript[1] must be an object {"role", "text", "startMs", "endMs"}, not "hi".');
    expect(withEntry({ ...transcript[1], role: 'buyer' })).toBe(
      'transcript[1].role must be "user" (the salesperson) or "assistant" (the buyer), not "buyer".',
    );
    expect(withEntry({ ...transcript[1], text: 3 })).toBe('transcript[1].text must be a string, not 3.');
    expect(withEntry({ ...transcript[1], startMs: undefined })).toBe(
      'transcript[1].startMs must be a number of milliseconds from 0, not missing.',
    );
    expect(withEntry({ ...transcript[1], endMs: -1 })).toBe('transcript[1].endMs must be a number of milliseconds from 0, not -1.');
    expect(withEntry({ ...transcript[1], endMs: 2000 })).toBe('transcript[1].endMs (2000) is before its startMs (2100).');
    expect(withEntry({ ...transcript[1], interrupted: 'yes' })).toBe('transcript[1].interrupted must be true or false, not "yes".');
    expect(withEntry({ ...transcript[1], startMs: 100, endMs: 200 })).toBe(
      'transcript[1] starts at 100 ms, before transcript[0] (300 ms): entries must be in time order.',
    );
  });

  it('reads a scorecard as a built-in id or the scorecard form, and names what is wrong with one', () => {
    const meddicc = parseCallFile(JSON.stringify(buildCallFile({ scorecard: 'MEDDICC' })));
    expect(meddicc.ok && meddicc.call.scorecard?.criteria.map((criterion) => criterion.key)).toEqual([
      'metrics',
      'economic_buyer',
      'decision_criteria',
      'decision_process',
      'identify_pain',
      'champion',
      'competition',
    ]);
    const rubric = parseCallFile(JSON.stringify(buildCallFile({ scorecard: 'stage-rubric' })));
    expect(rubric.ok && rubric.call.scorecard).toBeNull();
    const own = parseCallFile(
      JSON.stringify(
        buildCallFile({
          scorecard: {
            name: 'Ours',
            criteria: [{ name: 'Asks <b>about</b> cost', goodLooksLike: 'Puts a number on the pain.', scale: 'yes-no' }],
          },
        }),
      ),
    );
    expect(own.ok && own.call.scorecard).toEqual({
      id: 'file',
      name: 'Ours',
      criteria: [
        { key: 'asks_about_cost', name: 'Asks about cost', good_looks_like: 'Puts a number on the pain.', weight: 20, scale: 'yes-no' },
      ],
    });
    expect(failureOf(buildCallFile({ scorecard: 'SANDLER' }))).toMatch(
      /^"scorecard" "SANDLER" is not a built-in scorecard: use one of stage-rubric, meddicc/,
    );
    expect(failureOf(buildCallFile({ scorecard: 3 }))).toBe(
      '"scorecard" must be a built-in scorecard\'s id or an object {"name", "criteria"}, not 3.',
    );
    expect(failureOf(buildCallFile({ scorecard: { name: 'X', criteria: [] } }))).toBe(
      'The scorecard is not valid:\n  scorecard.criteria: Add at least one criterion',
    );
    expect(failureOf(buildCallFile({ scorecard: { name: 'X', criteria: [{ name: 'A', goodLooksLike: 'B', weight: 0 }] } }))).toBe(
      'The scorecard is not valid:\n  scorecard.criteria.0.weight: Weight must be a whole number from 1 to 100',
    );
  });
});

describe('runAssessCommand', () => {
  function run(
    args: string[],
    files: Record<string, string>,
    service: AssessmentService = createAssessmentService({ assessor: offlineAssessor }),
  ) {
    const out: string[] = [];
    const err: string[] = [];
    const deps: AssessCommandDeps = {
      readText: async (file) => {
        if (!(file in files)) throw new Error(`ENOENT: no such file, open '${file}'`);
        return files[file]!;
      },
      service,
      print: (text) => out.push(text),
      printError: (text) => err.push(text),
    };
    return runAssessCommand(args, deps).then((code) => ({ code, out, err }));
  }

  it('prints the feedback and metrics exactly as the assessment service gives them to the worker', async () => {
    const service = createAssessmentService({ assessor: offlineAssessor });
    const expected = await service.assess({
      transcript,
      salesStage: 'Discovery',
      scenario: { title: 'Ledgerly', product: 'Invoice automation', customerProfile: 'CFO of a manufacturer', persona: 'CFO' },
    });
    const result = await run(['call.json'], { 'call.json': JSON.stringify(buildCallFile()) }, service);
    expect(result).toMatchObject({ code: 0, err: [] });
    expect(JSON.parse(result.out.join(''))).toEqual({ assessment_feedback: expected.feedback, metrics: expected.metrics });
  });

  it('passes the scenario to the service as the app does', async () => {
    const requests: AssessmentRequest[] = [];
    const service: AssessmentService = {
      assess: async (request) => {
        requests.push(request);
        return { feedback: { overall_summary: 'ok' }, metrics: [] };
      },
    };
    await run(['call.json'], { 'call.json': JSON.stringify(buildCallFile()) }, service);
    expect(requests).toEqual([
      {
        transcript,
        salesStage: 'Discovery',
        scenario: { title: 'Ledgerly', product: 'Invoice automation', customerProfile: 'CFO of a manufacturer', persona: 'CFO' },
      },
    ]);
  });

  it('exits 2 with the reason on standard error for bad input, a missing file or no file', async () => {
    expect(await run(['call.json'], { 'call.json': '{"transcript": []}' })).toMatchObject({
      code: 2,
      out: [],
      err: [expect.stringMatching(/^call.json: Missing "scenario"/)],
    });
    expect(await run(['gone.json'], {})).toMatchObject({ code: 2, err: ["Cannot read gone.json: ENOENT: no such file, open 'gone.json'"] });
    expect(await run([], {})).toMatchObject({ code: 2, err: [ASSESS_USAGE] });
    expect(await run(['a.json', 'b.json'], {})).toMatchObject({
      code: 2,
      err: [expect.stringMatching(/^assess takes one file, not 2 arguments/)],
    });
  });

  it('assesses on the scorecard: offline, a custom criterion is left unscored and a rubric category is judged', async () => {
    const scorecard = {
      name: 'Discovery basics',
      criteria: [
        { name: 'Needs exploration', goodLooksLike: 'Open questions about the process and its cost.' },
        { name: 'Mentions a customer story', goodLooksLike: 'Tells how a similar company fared.', scale: 'yes-no' },
      ],
    };
    const result = await run(
      ['call.json'],
      { 'call.json': JSON.stringify(buildCallFile({ scorecard })) },
      createAssessmentService({ assessor: withScorecards(offlineAssessor) }),
    );
    expect(result).toMatchObject({ code: 0, err: [] });
    const feedback = JSON.parse(result.out.join('')).assessment_feedback;
    expect(Object.keys(feedback)).toEqual(['overall_summary', 'needs_exploration', 'mentions_a_customer_story']);
    expect(feedback.needs_exploration.score).toEqual(expect.any(Number));
    expect(feedback.mentions_a_customer_story).toMatchObject({
      score: null,
      unscored: 'needs-language-model',
      justification: expect.stringMatching(/^Needs a language model to judge: /),
    });
    expect(feedback.overall_summary).toMatch(
      /1 of 2 criteria need a language model to judge and have no score: Mentions a customer story\./,
    );
  });
});
