import { DIFFICULTIES, richTextToPlainText, validateScenarioForm, type Difficulty, type ScenarioFormValues } from '@rehearse/domain';
import type { BuyerScenario } from '../dialogue/dialogue.port';

/**
 * What `npm run buyer` reads: its arguments, the scenario file (the form's field names) and the
 * salesperson's lines (JSON lines on standard input). Pure parsing; every failure is a message
 * that names what to fix.
 */

export const TEXT_BUYER_USAGE = [
  'Usage: npm run buyer -- --scenario FILE [--seed N] [--difficulty easy|medium|hard]',
  '',
  'Talk to the buyer by text. Each line of standard input is one thing the salesperson says:',
  '  {"say": "Hi, this is Sam from Slotwise."}',
  '  {"say": "Sorry, what was that?", "hearOnly": 12}   (heard only the first 12 characters of the last reply)',
  'Each reply is one line of standard output: {"reply": "...", "endCall": false}.',
  "The scenario file is JSON with the form's names: title, product, customerProfile, salesStage,",
  'persona, gender, difficulty (and optionally companyUrl).',
].join('\n');

export interface TextBuyerArguments {
  scenarioFile: string;
  seed: number | undefined;
  difficulty: Difficulty | undefined;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const OPTIONS = ['--scenario', '--seed', '--difficulty'] as const;

/** `--name value` or `--name=value`; `--help` asks for the usage (an error of '' ). */
export function parseTextBuyerArguments(args: readonly string[]): Parsed<TextBuyerArguments> {
  const values = new Map<string, string>();
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? '';
    if (arg === '--help' || arg === '-h') return { ok: false, error: '' };
    const [name, joined] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (!(OPTIONS as readonly string[]).includes(name)) return { ok: false, error: `unknown argument '${arg}'` };
    const value = joined ?? args[++index];
    if (value === undefined || value === '') return { ok: false, error: `${name} needs a value` };
    values.set(name, value);
  }
  const scenarioFile = values.get('--scenario');
  if (!scenarioFile) return { ok: false, error: '--scenario FILE is required' };
  const seedText = values.get('--seed');
  const seed = seedText === undefined ? undefined : Number(seedText);
  if (seed !== undefined && !(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32)) {
    return { ok: false, error: `--seed must be a whole number from 0 to ${2 ** 32 - 1}, not '${seedText}'` };
  }
  const difficulty = values.get('--difficulty');
  if (difficulty !== undefined && !isDifficulty(difficulty))
    return { ok: false, error: `--difficulty must be easy, medium or hard, not '${difficulty}'` };
  return { ok: true, value: { scenarioFile, seed, difficulty } };
}

function isDifficulty(value: string): value is Difficulty {
  return (DIFFICULTIES as readonly string[]).includes(value);
}

const FORM_FIELDS = ['title', 'product', 'customerProfile', 'salesStage', 'persona', 'gender', 'difficulty', 'companyUrl'];

/** The buyer's scenario from a scenario file, checked and sanitised as the form is, then made plain text. */
export function parseScenarioFile(text: string, fileName: string): Parsed<BuyerScenario> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `${fileName}: not valid JSON (${(error as Error).message})` };
  }
  if (!isPlainObject(json)) return { ok: false, error: `${fileName}: must be a JSON object with the form's fields` };
  const unknown = Object.keys(json).filter((key) => !FORM_FIELDS.includes(key));
  if (unknown.length > 0) {
    return {
      ok: false,
      error: `${fileName}: unknown field ${unknown.map((key) => `'${key}'`).join(', ')}; the fields are ${FORM_FIELDS.join(', ')}`,
    };
  }
  const checked = validateScenarioForm(json as ScenarioFormValues);
  if (!checked.ok) {
    const problems = Object.entries(checked.errors).map(([field, message]) => `${field}: ${message}`);
    return { ok: false, error: `${fileName}: ${problems.join('; ')}` };
  }
  const input = checked.data;
  return {
    ok: true,
    value: {
      title: richTextToPlainText(input.title),
      product: richTextToPlainText(input.product),
      customerProfile: richTextToPlainText(input.customerProfile),
      salesStage: input.salesStage ?? null,
      persona: input.persona ?? null,
      gender: input.gender,
      difficulty: input.difficulty,
      companyUrl: input.companyUrl ?? null,
    },
  };
}

/** One thing the salesperson says; `hearOnly`: how many characters of the buyer's last reply they heard before cutting in. */
export interface SalespersonLine {
  say: string;
  hearOnly?: number;
}

/** A line of standard input: a salesperson line, a blank line (skipped), or what is wrong with it. */
export function parseSalespersonLine(text: string, lineNumber: number): Parsed<SalespersonLine | null> {
  if (text.trim() === '') return { ok: true, value: null };
  const fail = (problem: string): Parsed<never> => ({ ok: false, error: `line ${lineNumber}: ${problem}` });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail('not valid JSON; write {"say": "..."}');
  }
  if (!isPlainObject(json)) return fail('must be a JSON object like {"say": "..."}');
  const unknown = Object.keys(json).filter((key) => key !== 'say' && key !== 'hearOnly');
  if (unknown.length > 0) return fail(`unknown field '${unknown[0]}'; a line has "say" and optionally "hearOnly"`);
  const { say, hearOnly } = json;
  if (typeof say !== 'string' || say.trim() === '') return fail('"say" must be a non-empty string');
  if (hearOnly === undefined) return { ok: true, value: { say } };
  if (typeof hearOnly !== 'number' || !Number.isInteger(hearOnly) || hearOnly < 0)
    return fail('"hearOnly" must be a whole number of characters, 0 or more');
  return { ok: true, value: { say, hearOnly } };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
