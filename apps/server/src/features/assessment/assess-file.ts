import {
  BUILT_IN_SCORECARD_IDS,
  builtInScorecard,
  scorecardSnapshotOf,
  validateScenarioForm,
  validateScorecardForm,
  type AssessmentFeedback,
  type ConversationMetric,
  type ScorecardSnapshot,
  type TranscriptEntry,
} from '@rehearse/domain';
import type { AssessedScenario } from './assessor.port';
import type { AssessmentService } from './assessment.service';

/**
 * `npm run assess -- FILE`: one call read from a file, assessed by the same service the worker
 * uses, printed as the session stores it. Its parsing lives here so that the evaluation reads
 * call files the same way.
 */

export const ASSESS_USAGE = `Usage: npm run assess -- FILE     (FILE '-' reads standard input)

FILE is JSON: {"scenario": {...}, "transcript": [...], "scorecard"?: {...}}
  scenario     the scenario form's fields: title, product, customerProfile, salesStage, persona,
               gender, difficulty (salesStage left out, empty or 'none': the general rubric)
  transcript   the call in time order, each entry {"role": "user" | "assistant", "text": "...",
               "startMs": 0, "endMs": 1200, "interrupted"?: true}; 'user' is the salesperson
  scorecard    optional: a built-in one's id ("stage-rubric", the default, "meddicc", "spin", "bant",
               "challenger") or your own as the scorecard screen's fields: {"name": "...",
               "criteria": [{"name", "goodLooksLike", "weight"?: 1-100, "scale"?: "0-10" | "yes-no"}]}.
               Offline, criteria that are not a stage rubric's categories are left unscored
               ("needs-language-model"); the language model scores them all.

Prints {"assessment_feedback": ..., "metrics": [...]} as the coaching session stores them. The
assessor follows the server's settings: the offline assessor, or the language model when
LLM_BASE_URL and LLM_MODEL are set. Bad input: a message on standard error and exit code 2.`;

/** One call to assess, as read from a file. */
export interface CallToAssess {
  /** As the scenario stores it ('Discovery', ...); undefined for the general rubric. */
  salesStage: string | undefined;
  scenario: AssessedScenario;
  transcript: TranscriptEntry[];
  /** The scorecard to assess on; null for the stage rubric. */
  scorecard: ScorecardSnapshot | null;
}

export type ParsedCallFile = { ok: true; call: CallToAssess; warnings: string[] } | { ok: false; message: string };

/** What the command prints: the two columns the worker writes on the coaching session. */
export interface StoredAssessment {
  assessment_feedback: AssessmentFeedback;
  metrics: ConversationMetric[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const describe = (value: unknown): string => (value === undefined ? 'missing' : (JSON.stringify(value) ?? String(value)));

/** Reads a call file's text; a failure names the field that is wrong and why. */
export function parseCallFile(text: string): ParsedCallFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `The file is not valid JSON: ${(error as Error).message}` };
  }
  if (!isObject(json)) return { ok: false, message: 'The file must hold a JSON object with "scenario" and "transcript".' };

  const scenario = parseScenario(json.scenario);
  if (typeof scenario === 'string') return { ok: false, message: scenario };
  const transcript = parseTranscript(json.transcript);
  if (typeof transcript === 'string') return { ok: false, message: transcript };
  const scorecard = parseScorecard(json.scorecard);
  if (typeof scorecard === 'string') return { ok: false, message: scorecard };
  return { ok: true, call: { ...scenario, transcript, scorecard }, warnings: [] };
}

function parseScenario(value: unknown): Omit<CallToAssess, 'transcript' | 'scorecard'> | string {
  if (value === undefined) return 'Missing "scenario": an object with the scenario form\'s fields (title, product, customerProfile, ...).';
  if (!isObject(value)) return `"scenario" must be an object, not ${describe(value)}.`;
  const checked = validateScenarioForm(value as Parameters<typeof validateScenarioForm>[0]);
  if (!checked.ok) {
    const problems = Object.entries(checked.errors).map(([field, message]) => `scenario.${field}: ${message}`);
    return `The scenario is not valid:\n  ${problems.join('\n  ')}`;
  }
  const { title, product, customerProfile, persona, salesStage } = checked.data;
  return { salesStage, scenario: { title, product, customerProfile, persona: persona ?? null } };
}

function parseTranscript(value: unknown): TranscriptEntry[] | string {
  if (value === undefined) return 'Missing "transcript": an array of entries {"role", "text", "startMs", "endMs"}.';
  if (!Array.isArray(value)) return `"transcript" must be an array of entries, not ${describe(value)}.`;
  const entries: TranscriptEntry[] = [];
  for (const [index, raw] of value.entries()) {
    const entry = parseEntry(raw, `transcript[${index}]`);
    if (typeof entry === 'string') return entry;
    const previous = entries.at(-1);
    if (previous && entry.startMs < previous.startMs) {
      return `transcript[${index}] starts at ${entry.startMs} ms, before transcript[${index - 1}] (${previous.startMs} ms): entries must be in time order.`;
    }
    entries.push(entry);
  }
  return entries;
}

function parseEntry(raw: unknown, where: string): TranscriptEntry | string {
  if (!isObject(raw)) return `${where} must be an object {"role", "text", "startMs", "endMs"}, not ${describe(raw)}.`;
  const { role, text, startMs, endMs, interrupted } = raw;
  if (role !== 'user' && role !== 'assistant')
    return `${where}.role must be "user" (the salesperson) or "assistant" (the buyer), not ${describe(role)}.`;
  if (typeof text !== 'string') return `${where}.text must be a string, not ${describe(text)}.`;
  for (const [name, time] of [
    ['startMs', startMs],
    ['endMs', endMs],
  ] as const) {
    if (typeof time !== 'number' || !Number.isFinite(time) || time < 0)
      return `${where}.${name} must be a number of milliseconds from 0, not ${describe(time)}.`;
  }
  if ((endMs as number) < (startMs as number)) return `${where}.endMs (${describe(endMs)}) is before its startMs (${describe(startMs)}).`;
  if (interrupted !== undefined && typeof interrupted !== 'boolean')
    return `${where}.interrupted must be true or false, not ${describe(interrupted)}.`;
  return { role, text, startMs: startMs as number, endMs: endMs as number, ...(interrupted ? { interrupted } : {}) };
}

/** A built-in scorecard's id, or one written as the scorecard form's fields (checked by the same schema as the API). */
function parseScorecard(value: unknown): ScorecardSnapshot | null | string {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') {
    const builtIn = builtInScorecard(value.trim().toLowerCase());
    if (builtIn) return scorecardSnapshotOf(builtIn);
    return `"scorecard" ${describe(value)} is not a built-in scorecard: use one of ${BUILT_IN_SCORECARD_IDS.join(', ')}, or an object {"name", "criteria"}.`;
  }
  if (!isObject(value)) return `"scorecard" must be a built-in scorecard's id or an object {"name", "criteria"}, not ${describe(value)}.`;
  const checked = validateScorecardForm(value);
  if (!checked.ok) {
    const problems = Object.entries(checked.errors).map(([field, message]) => `scorecard.${field}: ${message}`);
    return `The scorecard is not valid:\n  ${problems.join('\n  ')}`;
  }
  return { id: 'file', ...checked.data };
}

/** Assesses the call with the app's assessment service and returns what the session would store. */
export async function assessCall(call: CallToAssess, service: AssessmentService, signal?: AbortSignal): Promise<StoredAssessment> {
  const request = {
    transcript: call.transcript,
    salesStage: call.salesStage,
    scenario: call.scenario,
    ...(call.scorecard ? { scorecard: call.scorecard } : {}),
  };
  const { feedback, metrics } = await service.assess(request, signal);
  return { assessment_feedback: feedback, metrics };
}

export interface AssessCommandDeps {
  readText(file: string): Promise<string>;
  service: AssessmentService;
  print(text: string): void;
  printError(text: string): void;
}

/** The whole command: 0 when printed, 2 on bad input (message on standard error). */
export async function runAssessCommand(args: readonly string[], deps: AssessCommandDeps): Promise<number> {
  if (args.length === 0 || args[0] === '--help' || args[0] === '-h') {
    (args.length === 0 ? deps.printError : deps.print)(ASSESS_USAGE);
    return args.length === 0 ? 2 : 0;
  }
  if (args.length > 1) {
    deps.printError(`assess takes one file, not ${args.length} arguments.\n\n${ASSESS_USAGE}`);
    return 2;
  }
  const file = args[0]!;
  let text: string;
  try {
    text = await deps.readText(file);
  } catch (error) {
    deps.printError(`Cannot read ${file}: ${(error as Error).message}`);
    return 2;
  }
  const parsed = parseCallFile(text);
  if (!parsed.ok) {
    deps.printError(`${file}: ${parsed.message}`);
    return 2;
  }
  for (const warning of parsed.warnings) deps.printError(warning);
  deps.print(JSON.stringify(await assessCall(parsed.call, deps.service), null, 2));
  return 0;
}
