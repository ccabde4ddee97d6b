import { z } from 'zod';
import type { AssessmentFeedback, CategoryAssessment, ConversationMetric, EvidenceQuote } from '../assessment/assessment.types';
import { callEnginesSchema } from '../calls/call-engines.schema';
import { endedReasons } from '../calls/call-protocol';
import type { TranscriptEntry } from '../calls/transcript';
import { PERSONAS, SALES_STAGES } from '../scenarios/scenario-form.schema';
import { scorecardSnapshotSchema } from '../scorecards/scorecard-response.schema';
import type { CoachingSession } from './session.types';
import type { AttemptLink, CoachingSessionDetails, CoachingSessionPage, CoachingSessionSummary } from './session-summary';

/**
 * The sessions routes' responses as schemas (issue 18, item 4): GET /api/sessions (one page),
 * GET /api/sessions/:id (one call whole) and a session as the realtime feed and the retry send it.
 * Each is typed against the interface the server builds, so the two cannot drift apart; the web
 * parses what it receives with them.
 */

export const transcriptEntrySchema: z.ZodType<TranscriptEntry> = z.object({
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  startMs: z.number(),
  endMs: z.number(),
  interrupted: z.boolean().optional(),
});

const evidenceQuoteSchema: z.ZodType<EvidenceQuote> = z.object({
  quote: z.string(),
  atSeconds: z.number(),
  stance: z.enum(['strength', 'fault']),
});

const categoryAssessmentSchema: z.ZodType<CategoryAssessment> = z.object({
  score: z.number().nullable(),
  justification: z.string(),
  unscored: z.enum(['not-observed', 'needs-language-model']).optional(),
  evidence: z.array(evidenceQuoteSchema).optional(),
});

/** `overall_summary` and one entry per category or criterion key. */
export const assessmentFeedbackSchema: z.ZodType<AssessmentFeedback> = z
  .object({ overall_summary: z.string() })
  .catchall(z.union([categoryAssessmentSchema, z.string()])) as z.ZodType<AssessmentFeedback>;

export const conversationMetricSchema: z.ZodType<ConversationMetric> = z.object({
  key: z.enum([
    'talk_ratio',
    'longest_monologue',
    'longest_customer_story',
    'questions_asked',
    'filler_words_per_minute',
    'speaking_pace',
    'patience',
    'interruptions',
  ]),
  label: z.string(),
  value: z.number(),
  display: z.string(),
  target: z.string(),
  inRange: z.boolean(),
  hint: z.string(),
});

const callStatusSchema = z.enum(['requested', 'live', 'ended']);
const assessmentStatusSchema = z.enum(['pending', 'running', 'completed', 'failed']);
const sessionScenarioSchema = z.object({
  id: z.string().nullable(),
  title: z.string(),
  sales_stage: z.enum(SALES_STAGES).nullable(),
  persona: z.enum(PERSONAS).nullable(),
});

/** A session whole, as GET /api/sessions/:id, the realtime feed and POST /api/sessions/:id/assessment send it. */
export const coachingSessionSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  status: callStatusSchema,
  ended_reason: z.enum(endedReasons).nullable(),
  duration_seconds: z.number().nullable(),
  recording_url: z.string().nullable(),
  transcript: z.array(transcriptEntrySchema),
  assessment_feedback: assessmentFeedbackSchema.nullable(),
  assessment_status: assessmentStatusSchema,
  metrics: z.array(conversationMetricSchema).nullable(),
  scenario: sessionScenarioSchema,
  scorecard: scorecardSnapshotSchema.nullable(),
  engines: callEnginesSchema.nullable(),
}) satisfies z.ZodType<CoachingSession>;

const attemptLinkSchema: z.ZodType<AttemptLink> = z.object({
  id: z.string(),
  created_at: z.string(),
  overall_score: z.number().nullable(),
});

/** GET /api/sessions/:id. */
export const coachingSessionDetailsSchema: z.ZodType<CoachingSessionDetails> = coachingSessionSchema.extend({
  previous_attempt: attemptLinkSchema.nullable(),
});

export const coachingSessionSummarySchema: z.ZodType<CoachingSessionSummary> = z.object({
  id: z.string(),
  created_at: z.string(),
  status: callStatusSchema,
  duration_seconds: z.number().nullable(),
  scenario: sessionScenarioSchema,
  assessment_status: assessmentStatusSchema,
  analysis: z.enum(['complete', 'failed', 'processing']),
  overall_score: z.number().nullable(),
  summary: z.string().nullable(),
});

/** GET /api/sessions: one page, its counts and the calls not listed yet. Always this shape, never a bare list. */
export const coachingSessionPageSchema: z.ZodType<CoachingSessionPage> = z.object({
  sessions: z.array(coachingSessionSummarySchema),
  total: z.number().int().nonnegative(),
  analysed: z.number().int().nonnegative(),
  awaiting: z.number().int().nonnegative(),
  unlisted: z.array(coachingSessionSummarySchema),
  first_cursor: z.string().nullable(),
  last_cursor: z.string().nullable(),
});
