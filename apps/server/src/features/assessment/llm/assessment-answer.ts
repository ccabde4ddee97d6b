import { RUBRICS, type AssessmentFeedback, type RubricStage, type TranscriptEntry } from '@rehearse/domain';
import { z } from 'zod';

export type ParsedAnswer = { ok: true; feedback: AssessmentFeedback } | { ok: false; problem: string };

/** A score, or null when the call gave no chance to show the category (the justification then says why). */
const categorySchema = z.object({
  score: z.number().int().min(0).max(10).nullable(),
  justification: z.string().trim().min(1),
});

/** The answer the model must give for a stage's rubric: every category key, and overall_summary. Other keys are dropped. */
export function answerSchema(stage: RubricStage) {
  const categories = Object.fromEntries(RUBRICS[stage].categories.map((category) => [category.key, categorySchema]));
  return z.object({ overall_summary: z.string().trim().min(1), ...categories });
}

/** The JSON object in an answer, also when the model wrapped it in a code fence or a sentence. */
export function jsonOf(answer: string): unknown {
  const start = answer.indexOf('{');
  const end = answer.lastIndexOf('}');
  if (start === -1 || end <= start) throw new Error('no JSON object');
  return JSON.parse(answer.slice(start, end + 1));
}

export const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .trim();

/** Whether a justification quotes (in straight or curly double quotes) at least two consecutive words of one salesperson turn. */
export function quotesSalesperson(justification: string, salesTurns: readonly string[]): boolean {
  const quoted = [...justification.matchAll(/["“]([^"”]+)["”]/g)].flatMap((match) => match[1]!.split(/…|\.\.\./));
  return quoted
    .map(words)
    .some((fragment) => fragment.split(' ').length >= 2 && salesTurns.some((turn) => ` ${turn} `.includes(` ${fragment} `)));
}

/**
 * Reads the model's answer: a JSON object that validates against the rubric's schema, whose
 * justifications each quote the salesperson's own words, except a category scored null (not
 * observed: the justification gives the reason). Returns the feedback in rubric order, or
 * the problem to tell the model when it retries.
 */
export function parseAssessmentAnswer(answer: string, stage: RubricStage, transcript: readonly TranscriptEntry[]): ParsedAnswer {
  let json: unknown;
  try {
    json = jsonOf(answer);
  } catch {
    return { ok: false, problem: 'the answer is not a JSON object' };
  }
  const parsed = answerSchema(stage).safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || 'answer'}: ${issue.message}`);
    return { ok: false, problem: `the JSON does not match the format (${issues.join('; ')})` };
  }
  const salesTurns = transcript.filter((entry) => entry.role === 'user').map((entry) => words(entry.text));
  const feedback: AssessmentFeedback = { overall_summary: parsed.data.overall_summary };
  for (const { key } of RUBRICS[stage].categories) {
    const entry = (parsed.data as unknown as Record<string, z.infer<typeof categorySchema>>)[key]!;
    if (entry.score === null) {
      feedback[key] = { score: null, unscored: 'not-observed', justification: entry.justification };
      continue;
    }
    if (!quotesSalesperson(entry.justification, salesTurns)) {
      return {
        ok: false,
        problem: `the justification of ${key} does not quote the salesperson's words exactly as the transcript has them`,
      };
    }
    feedback[key] = { score: entry.score, justification: entry.justification };
  }
  return { ok: true, feedback };
}
