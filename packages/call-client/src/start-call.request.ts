import type { StartCallResponse } from '@rehearse/domain';
import type { WebCallError } from './web-call.types';
import type { FetchFunction } from './web-call.ports';

export type StartCallOutcome = { ok: true; call: StartCallResponse } | { ok: false; error: WebCallError };

/**
 * POST /api/calls {scenarioId}: the server checks sign-in, ownership and credit, creates the
 * coaching session and answers with the call socket's address. A refusal comes back as the
 * server's `{error: {code, message}}`, passed on unchanged so the app can show the spec's texts.
 */
export async function requestCall(fetch: FetchFunction, apiBaseUrl: string, scenarioId: string): Promise<StartCallOutcome> {
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl.replace(/\/+$/, '')}/api/calls`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ scenarioId }),
    });
  } catch (error) {
    // The browser's own text ('Failed to fetch', 'NetworkError when attempting to fetch resource.').
    return startError({ message: `Network error: ${messageOf(error)}`, error });
  }
  const body = await readJson(response);
  if (!response.ok) {
    const { code, message } = serverErrorOf(body);
    return startError({ message: message ?? `Could not start the call (HTTP ${response.status}).`, status: response.status, code });
  }
  if (!isStartCallResponse(body)) {
    return startError({ message: 'The server answered the call request with something unexpected.', status: response.status });
  }
  return { ok: true, call: body };
}

function startError(error: Omit<WebCallError, 'type'>): StartCallOutcome {
  return { ok: false, error: { type: 'start-method-error', ...error } };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function serverErrorOf(body: unknown): { code?: string; message?: string } {
  const error = isRecord(body) ? body.error : undefined;
  if (!isRecord(error)) return {};
  return {
    code: typeof error.code === 'string' ? error.code : undefined,
    message: typeof error.message === 'string' ? error.message : undefined,
  };
}

function isStartCallResponse(body: unknown): body is StartCallResponse {
  return (
    isRecord(body) && typeof body.id === 'string' && typeof body.webCallUrl === 'string' && typeof body.maxDurationSeconds === 'number'
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The readable text of anything thrown: an Error's or DOMException's message, else its name. */
export function messageOf(error: unknown): string {
  if (isRecord(error)) {
    if (typeof error.message === 'string' && error.message) return error.message;
    if (typeof error.name === 'string' && error.name) return error.name;
  }
  return String(error);
}
