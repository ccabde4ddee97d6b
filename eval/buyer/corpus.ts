import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The corpus of the buyer's evaluation: scenario files (the form's fields, as `npm run buyer` reads
 * them) and salesperson scripts, each line saying what a good buyer does. Format: README.md.
 */

export const EXPECT_KINDS = [
  'answer',
  'dont-know',
  'agree',
  'decline',
  'repeat',
  'present',
  'small-talk',
  'concern',
  'any',
  'hang-up',
] as const;
export type ExpectKind = (typeof EXPECT_KINDS)[number];

export const OUTCOMES = ['agree', 'no-agreement', 'hang-up'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export const SALESPEOPLE = ['excellent', 'average', 'pushy', 'rambling', 'rude'] as const;
export type Salesperson = (typeof SALESPEOPLE)[number];

export interface Expectation {
  kind: ExpectKind;
  /** Each group is a list of alternatives; the reply must contain one of each group. */
  mentions?: string[][];
  /** May the buyer end the call on this line? Default: only when `kind` is 'hang-up'. */
  mayEndCall?: boolean;
}

export interface ScriptLine {
  say: string;
  hearOnly?: number;
  /** A request for a commitment or next step: the buyer's answer to it decides the call's outcome. */
  ask?: boolean;
  expect: Expectation;
}

export interface Script {
  /** The file name without `.json`. */
  id: string;
  set: string;
  scenario: string;
  salesperson: Salesperson;
  about: string;
  /** The buyer's own name, when the profile gives one: the buyer never speaks of itself by it. */
  buyerName?: string;
  /** The right outcome; a list when more than one is right (a rambler may be hung up on or refused). */
  outcome: Outcome[];
  lines: ScriptLine[];
}

/** A scenario file: the form's fields, read as JSON for the judge (the buyer reads the file itself). */
export interface ScenarioFile {
  id: string;
  path: string;
  fields: Record<string, string>;
}

/** A corpus file or an option the evaluation cannot use: reported with exit code 2. */
export class EvalInputError extends Error {
  override readonly name = 'EvalInputError';
}

export async function loadScenarios(directory: string): Promise<Map<string, ScenarioFile>> {
  const scenarios = new Map<string, ScenarioFile>();
  for (const file of await jsonFiles(directory)) {
    const filePath = path.join(directory, file);
    const fields = parseJson(await readFile(filePath, 'utf8'), filePath) as Record<string, string>;
    scenarios.set(file.replace(/\.json$/, ''), { id: file.replace(/\.json$/, ''), path: filePath, fields });
  }
  return scenarios;
}

export async function loadScripts(directory: string, set: string, scenarios: ReadonlyMap<string, ScenarioFile>): Promise<Script[]> {
  const scripts: Script[] = [];
  for (const file of await jsonFiles(directory)) {
    const id = file.replace(/\.json$/, '');
    const filePath = path.join(directory, file);
    scripts.push(checkScript(parseJson(await readFile(filePath, 'utf8'), filePath), id, set, scenarios));
  }
  return scripts;
}

function parseJson(text: string, filePath: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new EvalInputError(`${filePath}: not valid JSON (${(error as Error).message})`);
  }
}

async function jsonFiles(directory: string): Promise<string[]> {
  return (await readdir(directory)).filter((file) => file.endsWith('.json')).sort();
}

/** A script as written, checked: a corpus mistake stops the evaluation with the file and line named. */
export function checkScript(raw: unknown, id: string, set: string, scenarios: ReadonlyMap<string, ScenarioFile>): Script {
  const fail = (problem: string): never => {
    throw new EvalInputError(`${set}/${id}.json: ${problem}`);
  };
  const script = raw as Partial<Omit<Script, 'outcome'>> & { outcome?: Outcome | Outcome[] };
  if (!script.scenario || !scenarios.has(script.scenario)) fail(`unknown scenario '${script.scenario}'`);
  if (!script.salesperson || !SALESPEOPLE.includes(script.salesperson)) fail(`salesperson must be one of ${SALESPEOPLE.join(', ')}`);
  const outcome = Array.isArray(script.outcome) ? script.outcome : script.outcome ? [script.outcome] : [];
  if (outcome.length === 0 || outcome.some((value) => !OUTCOMES.includes(value)))
    fail(`outcome must be one or more of ${OUTCOMES.join(', ')}`);
  if (!Array.isArray(script.lines) || script.lines.length === 0) fail('needs lines');
  script.lines?.forEach((line, index) => {
    if (typeof line.say !== 'string' || line.say.trim() === '') fail(`line ${index + 1}: "say" must be text`);
    if (!line.expect || !EXPECT_KINDS.includes(line.expect.kind))
      fail(`line ${index + 1}: expect.kind must be one of ${EXPECT_KINDS.join(', ')}`);
    const mentions = line.expect.mentions;
    if (mentions && !(Array.isArray(mentions) && mentions.every((group) => Array.isArray(group) && group.length > 0))) {
      fail(`line ${index + 1}: mentions must be a list of non-empty lists of words`);
    }
  });
  return {
    id,
    set,
    scenario: script.scenario as string,
    salesperson: script.salesperson as Salesperson,
    about: script.about ?? '',
    ...(script.buyerName ? { buyerName: script.buyerName } : {}),
    outcome,
    lines: script.lines as ScriptLine[],
  };
}
