import type { AssessmentFeedback, ScorecardSnapshot, TranscriptEntry } from '@rehearse/domain';
import { z } from 'zod';
import { jsonOf, quotesSalesperson, words, type ParsedAnswer } from './assessment-answer';

const justification = z.string().trim().min(1);
const scoredSchema = z.object({ score: z.number().int().min(0).max(10).nullable(), justification });
const yesNoSchema = z.object({ met: z.boolean().nullable(), justification });

/** The answer the model must give for a scorecard: every criterion key on its scale, and overall_summary. Other keys are dropped. */
export function scorecardAnswerSchema(scorecard: ScorecardSnapshot) {
  const criteria = Object.fromEntries(
    scorecard.criteria.map((criterion) => [criterion.key, criterion.scale === 'yes-no' ? yesNoSchema : scoredSchema]),
  );
  return z.object({ overall_summary: z.string().trim().min(1), ...criteria });
}

type Answered = { score?: number | null; met?: boolean | null; justification: string };

/**
 * Reads the model's answer for a scorecard: a JSON object that validates against the scorecard's
 * schema (a missing criterion is a problem to send back), whose justifications of a score quote the
 * salesperson. A yes/no criterion is stored as 10 (met) or 0, so the average and colours work as
 * for any score; null is 'not observed' with the model's reason.
 */
export function parseScorecardAnswer(answer: string, scorecard: ScorecardSnapshot, transcript: readonly TranscriptEntry[]): ParsedAnswer {
  let json: unknown;
  try {
    json = jsonOf(answer);
  } catch {
    return { ok: false, problem: 'the answer is not a JSON object' };
  }
  const parsed = scorecardAnswerSchema(scorecard).safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || 'answer'}: ${issue.message}`);
    return { ok: false, problem: `the JSON does not match the format (${issues.join('; ')})` };
  }
  const salesTurns = transcript.filter((entry) => entry.role === 'user').map((entry) => words(entry.text));
  const feedback: AssessmentFeedback = { overall_summary: parsed.data.overall_summary };
  for (const criterion of scorecard.criteria) {
    const entry = (parsed.data as unknown as Record<string, Answered>)[criterion.key]!;
    const score =
      criterion.scale === 'yes-no' ? (entry.met === null || entry.met === undefined ? null : entry.met ? 10 : 0) : (entry.score ?? null);
    if (score === null) {
      feedback[criterion.key] = { score: null, unscored: 'not-observed', justification: entry.justification };
      continue;
    }
    if (!quotesSalesperson(entry.justification, salesTurns)) {
      return {
        ok: false,
        problem: `the justification of ${criterion.key} does not quote the salesperson's words exactly as the transcript has them`,
      };
    }
    feedback[criterion.key] = { score, justification: entry.justification };
  }
  return { ok: true, feedback };
}
