import { describe, expect, it } from 'vitest';
import { parseSalespersonLine, parseScenarioFile, parseTextBuyerArguments } from './text-buyer.input';

const buildScenarioJson = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    title: 'Discovery with Harbor Physio',
    product: 'Slotwise: online booking and reminders',
    customerProfile: "I'm Dana, operations director. <b>6 clinics</b>, anything under $20,000 I can sign myself.",
    salesStage: 'Discovery',
    persona: 'none',
    gender: 'Female',
    difficulty: 'hard',
    ...overrides,
  });

describe('the buyer command arguments', () => {
  it('reads the scenario file, the seed and the difficulty, spaced or joined with =', () => {
    expect(parseTextBuyerArguments(['--scenario', 'a.json', '--seed=7', '--difficulty', 'easy'])).toEqual({
      ok: true,
      value: { scenarioFile: 'a.json', seed: 7, difficulty: 'easy' },
    });
    expect(parseTextBuyerArguments(['--scenario=a.json'])).toEqual({
      ok: true,
      value: { scenarioFile: 'a.json', seed: undefined, difficulty: undefined },
    });
  });

  it('names what is wrong', () => {
    expect(parseTextBuyerArguments([])).toEqual({ ok: false, error: '--scenario FILE is required' });
    expect(parseTextBuyerArguments(['--scenario'])).toEqual({ ok: false, error: '--scenario needs a value' });
    expect(parseTextBuyerArguments(['--scenario', 'a.json', '--seed', '-1'])).toMatchObject({
      ok: false,
      error: expect.stringContaining('--seed must be a whole number'),
    });
    expect(parseTextBuyerArguments(['--scenario', 'a.json', '--difficulty', 'brutal'])).toEqual({
      ok: false,
      error: "--difficulty must be easy, medium or hard, not 'brutal'",
    });
    expect(parseTextBuyerArguments(['--scenario', 'a.json', '--voice', 'x'])).toEqual({ ok: false, error: "unknown argument '--voice'" });
  });
});

describe('a scenario file', () => {
  it('uses the form names, checked and sanitised as the form is, then plain text for the buyer', () => {
    const parsed = parseScenarioFile(buildScenarioJson(), 's.json');
    expect(parsed).toEqual({
      ok: true,
      value: {
        title: 'Discovery with Harbor Physio',
        product: 'Slotwise: online booking and reminders',
        customerProfile: "I'm Dana, operations director. 6 clinics, anything under $20,000 I can sign myself.",
        salesStage: 'Discovery',
        persona: null,
        gender: 'Female',
        difficulty: 'hard',
        companyUrl: null,
      },
    });
  });

  it('defaults difficulty to medium and gender to Male, as the form does', () => {
    const parsed = parseScenarioFile(buildScenarioJson({ difficulty: undefined, gender: undefined }), 's.json');
    expect(parsed).toMatchObject({ ok: true, value: { difficulty: 'medium', gender: 'Male' } });
  });

  it("refuses bad JSON, unknown fields and the form's invalid values, naming the file and field", () => {
    expect(parseScenarioFile('{"title": ', 's.json')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^s\.json: not valid JSON/),
    });
    expect(parseScenarioFile('[]', 's.json')).toEqual({ ok: false, error: "s.json: must be a JSON object with the form's fields" });
    expect(parseScenarioFile(buildScenarioJson({ salesstage: 'Discovery' }), 's.json')).toMatchObject({
      ok: false,
      error: expect.stringContaining("unknown field 'salesstage'"),
    });
    expect(parseScenarioFile(buildScenarioJson({ customerProfile: '', difficulty: 'brutal' }), 's.json')).toEqual({
      ok: false,
      error: 's.json: difficulty: Please choose easy, medium or hard; customerProfile: Customer profile is required',
    });
  });
});

describe('a salesperson line', () => {
  it('is {"say"} with an optional hearOnly; a blank line is skipped', () => {
    expect(parseSalespersonLine('{"say": "Hi, it\'s Sam."}', 1)).toEqual({ ok: true, value: { say: "Hi, it's Sam." } });
    expect(parseSalespersonLine('{"say": "Sorry, what?", "hearOnly": 0}', 2)).toEqual({
      ok: true,
      value: { say: 'Sorry, what?', hearOnly: 0 },
    });
    expect(parseSalespersonLine('   ', 3)).toEqual({ ok: true, value: null });
  });

  it('names the line and what is wrong with it', () => {
    expect(parseSalespersonLine('hello', 4)).toEqual({ ok: false, error: 'line 4: not valid JSON; write {"say": "..."}' });
    expect(parseSalespersonLine('"hello"', 5)).toEqual({ ok: false, error: 'line 5: must be a JSON object like {"say": "..."}' });
    expect(parseSalespersonLine('{"say": " "}', 6)).toEqual({ ok: false, error: 'line 6: "say" must be a non-empty string' });
    expect(parseSalespersonLine('{"say": "hi", "hearOnly": 2.5}', 7)).toEqual({
      ok: false,
      error: 'line 7: "hearOnly" must be a whole number of characters, 0 or more',
    });
    expect(parseSalespersonLine('{"say": "hi", "heard": 3}', 8)).toEqual({
      ok: false,
      error: `line 8: unknown field 'heard'; a line has "say" and optionally "hearOnly"`,
    });
  });
});
