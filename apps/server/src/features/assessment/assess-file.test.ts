import type { TranscriptEntry } from '@rehearse/domain';
import { describe, expect, it } from 'vitest';
import { ASSESS_USAGE, parseCallFile, runAssessCommand, type AssessCommandDeps } from './assess-file';
import type { AssessmentRequest, AssessmentService } from './assessment.service';
import { createAssessmentService } from './assessment.service';
import { offlineAssessor } from './offline.assessor';

const transcript: TranscriptEntry[] = [
  { role: 'assistant', text: "Hello, who's calling?", startMs: 300, endMs: 1500 },
  { role: 'user', text: "Hi Priya, it's Sam from Ledgerly. How does your team handle supplier invoices today?", startMs: 2100, endMs: 7000 },
  { role: 'assistant', text: 'Two clerks key them in by hand.', startMs: 7600, endMs: 9400 },
  { role: 'user', text: 'What does that cost you at month end, roughly, in time or missed discounts?', startMs: 10_000, endMs: 14_000 },
  { role: 'assistant', text: 'About ninety thousand a year in discounts.', startMs: 14_600, endMs: 17_000 },
];

function buildCallFile(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    scenario: { title: 'Ledgerly', product: 'Invoice automation', customerProfile: 'CFO of a manufacturer', salesStage: 'Discovery', persona: 'CFO', gender: 'Female' },
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
      call: { salesStage: 'Discovery', scenario: { title: 'Ledgerly', product: 'Invoice automation', customerProfile: 'CFO of a manufacturer', persona: 'CFO' }, transcript },
    });
  });

  it('takes a missing, empty or none sales stage as the general rubric', () => {
    for (const salesStage of [undefined, '', 'none']) {
      const parsed = parseCallFile(JSON.stringify(buildCallFile({ scenario: { title: 'T', product: 'P', customerProfile: 'C', salesStage } })));
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
    expect(withEntry({ ...transcript[1], role: 'buyer' })).toBe('transcript[1].role must be "user" (the salesperson) or "assistant" (the buyer), not "buyer".');
    expect(withEntry({ ...transcript[1], text: 3 })).toBe('transcript[1].text must be a string, not 3.');
    expect(withEntry({ ...transcript[1], startMs: undefined })).toBe('transcript[1].startMs must be a number of milliseconds from 0, not missing.');
    expect(withEntry({ ...transcript[1], endMs: -1 })).toBe('transcript[1].endMs must be a number of milliseconds from 0, not -1.');
    expect(withEntry({ ...transcript[1], endMs: 2000 })).toBe('transcript[1].endMs (2000) is before its startMs (2100).');
    expect(withEntry({ ...transcript[1], interrupted: 'yes' })).toBe('transcript[1].interrupted must be true or false, not "yes".');
    expect(withEntry({ ...transcript[1], startMs: 100, endMs: 200 })).toBe(
      'transcript[1] starts at 100 ms, before transcript[0] (300 ms): entries must be in time order.',
    );
  });

  it('accepts a scorecard of roughly the right shape, says it is not used yet, and refuses another shape', () => {
    const parsed = parseCallFile(JSON.stringify(buildCallFile({ scorecard: { name: 'MEDDICC', criteria: [] } })));
    expect(parsed.ok && parsed.warnings).toEqual(['Scorecards are not supported yet: the scorecard was ignored and the call assessed with the discovery stage rubric.']);
    expect(failureOf(buildCallFile({ scorecard: 'MEDDICC' }))).toBe('"scorecard" must be an object, not "MEDDICC".');
    expect(failureOf(buildCallFile({ scorecard: { criteria: 'all' } }))).toBe('scorecard.criteria must be an array, not "all".');
  });
});

describe('runAssessCommand', () => {
  function run(args: string[], files: Record<string, string>, service: AssessmentService = createAssessmentService({ assessor: offlineAssessor })) {
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
    const expected = await service.assess({ transcript, salesStage: 'Discovery', scenario: { title: 'Ledgerly', product: 'Invoice automation', customerProfile: 'CFO of a manufacturer', persona: 'CFO' } });
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
      { transcript, salesStage: 'Discovery', scenario: { title: 'Ledgerly', product: 'Invoice automation', customerProfile: 'CFO of a manufacturer', persona: 'CFO' } },
    ]);
  });

  it('exits 2 with the reason on standard error for bad input, a missing file or no file', async () => {
    expect(await run(['call.json'], { 'call.json': '{"transcript": []}' })).toMatchObject({ code: 2, out: [], err: [expect.stringMatching(/^call.json: Missing "scenario"/)] });
    expect(await run(['gone.json'], {})).toMatchObject({ code: 2, err: ["Cannot read gone.json: ENOENT: no such file, open 'gone.json'"] });
    expect(await run([], {})).toMatchObject({ code: 2, err: [ASSESS_USAGE] });
    expect(await run(['a.json', 'b.json'], {})).toMatchObject({ code: 2, err: [expect.stringMatching(/^assess takes one file, not 2 arguments/)] });
  });

  it('warns that a scorecard is not used yet and still assesses with the stage rubric', async () => {
    const result = await run(['call.json'], { 'call.json': JSON.stringify(buildCallFile({ scorecard: { name: 'SPIN' } })) });
    expect(result.code).toBe(0);
    expect(result.err).toEqual([expect.stringMatching(/^Scorecards are not supported yet/)]);
    expect(JSON.parse(result.out.join('')).assessment_feedback.overall_summary).toEqual(expect.any(String));
  });
});
