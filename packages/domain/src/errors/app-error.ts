/** Stable codes of application errors; the server maps them to HTTP statuses, the web app to texts. */
export const errorCodes = {
  validation_failed: 400,
  bad_request: 400,
  invalid_credentials: 400,
  email_not_confirmed: 400,
  email_taken: 409,
  not_authenticated: 401,
  /** Not enough call credit for what was asked (a call start); the message is the spec's status text. */
  insufficient_credits: 402,
  session_expired: 401,
  forbidden: 403,
  cross_origin: 403,
  not_found: 404,
  /** The user already has a call open (one at a time keeps credit exact). */
  call_in_progress: 409,
  /** A per-user cap is reached (e.g. scenarios): delete something first. */
  limit_reached: 409,
  /** The session's analysis is done or running: nothing to retry. */
  assessment_conflict: 409,
  /** A website address the server will not fetch (private network, loopback, cloud metadata...). */
  url_not_allowed: 400,
  /** The company website could not be analysed (unreachable, not HTML, too large, too slow). */
  scrape_failed: 502,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  invalid_token: 400,
  internal: 500,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof errorCodes;

/** Field-level messages travel with validation errors so forms can show them under their fields. */
export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
  get status(): number {
    return errorCodes[this.code];
  }
}

/** The JSON body of every error answer of the API. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: FieldErrors };
}

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string';
}
