import { AppError, errorCodes, isErrorBody, UNEXPECTED_ERROR_MESSAGE } from '@rehearse/domain';
import type { ErrorCode } from '@rehearse/domain';

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** Sent as JSON. Leave undefined for requests without a body (no content-type is sent then). */
  body?: unknown;
  signal?: AbortSignal;
}

/** A response's wire contract: a zod schema of the domain package (only `safeParse` is used). */
export interface ResponseSchema<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * Calls the JSON API of docs/api.md. Resolves with the parsed body (undefined for 204), checked
 * against `schema` when given, and rejects with an AppError. It never shows toasts or navigates:
 * callers decide what a failure means.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions & { schema?: ResponseSchema<T> } = {}): Promise<T> {
  const { method = 'GET', body, signal, schema } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    // Cancellation is not a failure: TanStack Query aborts queries it no longer needs.
    if (isAbortError(error)) throw error;
    throw new AppError('unavailable', NETWORK_ERROR_MESSAGE);
  }

  const payload = await readJson(response);
  if (!response.ok) throw toAppError(response, payload);
  if (payload === INVALID_JSON) throw new AppError('internal', UNEXPECTED_ERROR_MESSAGE);
  if (!schema) return payload as T;
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  // The server broke its own contract: a bug to see in the console, an ordinary error for the user.
  const issue = parsed.error.issues[0];
  console.error(
    `${method} ${path} answered outside its contract (${issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'invalid'})`,
  );
  throw new AppError('internal', UNEXPECTED_ERROR_MESSAGE);
}

const INVALID_JSON = Symbol('invalid-json');

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  let text: string;
  try {
    text = await response.text();
  } catch {
    return INVALID_JSON;
  }
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return INVALID_JSON;
  }
}

/** Turns a failed answer into an AppError: the API's error body when there is one, else one made from the status. */
export function toAppError(response: Pick<Response, 'status' | 'headers'>, payload: unknown): AppError {
  const retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'));
  if (isErrorBody(payload)) {
    const { code, message, fields } = payload.error;
    return new AppError(isErrorCode(code) ? code : codeForStatus(response.status), message, fields, retryAfterSeconds);
  }
  const code = codeForStatus(response.status);
  // A gateway answering for a server that is down or restarting.
  const message = response.status >= 502 && response.status <= 504 ? NETWORK_ERROR_MESSAGE : UNEXPECTED_ERROR_MESSAGE;
  return new AppError(code, message, undefined, retryAfterSeconds);
}

export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'not_authenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    default:
      if (status >= 502 && status <= 504) return 'unavailable';
      return status >= 400 && status < 500 ? 'bad_request' : 'internal';
  }
}

/** True for errors meaning the session is gone (401), whatever their code. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof AppError && error.status === 401;
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCodes, value);
}

function parseRetryAfter(value: string | null): number | undefined {
  if (value === null) return undefined;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
