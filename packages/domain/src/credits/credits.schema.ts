import { z } from 'zod';
import { CALL_CREDIT_ESTIMATE_SECONDS } from './credit-rules';

/** The longest estimate a check accepts: one day, far beyond any practice call. */
export const MAX_ESTIMATED_SECONDS = 86_400;
export const ESTIMATED_SECONDS_MESSAGE = `estimated_seconds must be a whole number of seconds from 1 to ${MAX_ESTIMATED_SECONDS}`;

/** GET /api/credits (spec section 3, 'Credits'). */
export const creditsSchema = z.object({
  /** The plan's name, e.g. 'free'; the card shows it in upper case. */
  plan_type: z.string(),
  /** Minutes per monthly period. */
  total_quota: z.number().int().min(0),
  /** Whole minutes left, rounded down; remaining_seconds is the exact figure. */
  remaining_minutes: z.number().int().min(0),
  remaining_seconds: z.number().int().min(0),
  /** 0..100, not rounded, so the warning thresholds stay exact; round it for display. */
  percentage_used: z.number().min(0).max(100),
  /** A line for people, e.g. '12 of 30 minutes used this month'. */
  usage_details: z.string(),
  /** When the period ends and the minutes renew (ISO 8601, UTC). Not in the spec's shape; extra. */
  renews_at: z.string(),
});
export type Credits = z.infer<typeof creditsSchema>;

/** The warning a check reports: null when there is nothing to warn about (level 'good'). */
export const checkWarningLevelSchema = z.enum(['low', 'critical', 'insufficient']).nullable();
export type CheckWarningLevel = z.infer<typeof checkWarningLevelSchema>;

/** POST /api/credits/check (spec section 3, 'Credit check result'). */
export const creditCheckResultSchema = z.object({
  has_credits: z.boolean(),
  remaining_seconds: z.number().int().min(0),
  warning_level: checkWarningLevelSchema,
  /** What to tell the user alongside a warning; null when warning_level is null. */
  upgrade_message: z.string().nullable(),
});
export type CreditCheckResult = z.infer<typeof creditCheckResultSchema>;

/** The body of POST /api/credits/check. Any other field (a user id, say) is dropped: a check is always the caller's own. */
export const creditCheckBodySchema = z.object({
  estimated_seconds: z
    .number({ error: ESTIMATED_SECONDS_MESSAGE })
    .int({ error: ESTIMATED_SECONDS_MESSAGE })
    .min(1, { error: ESTIMATED_SECONDS_MESSAGE })
    .max(MAX_ESTIMATED_SECONDS, { error: ESTIMATED_SECONDS_MESSAGE })
    .default(CALL_CREDIT_ESTIMATE_SECONDS),
});
export type CreditCheckBody = z.infer<typeof creditCheckBodySchema>;
