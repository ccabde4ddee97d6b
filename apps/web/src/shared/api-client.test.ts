import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError, coachingSessionPageSchema, UNEXPECTED_ERROR_MESSAGE } from '@rehearse/domain';
import { apiRequest, codeForStatus, isUnauthorizedError, NETWORK_ERROR_MESSAGE } from './api-client';

function answer(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'content-type': 'application/json', ...headers } });
}

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it("checks a body against the response's schema: one shape, or an error and a console message", async () => {
    const page = { sessions: [], total: 0, analysed: 0, awaiting: 0, unlisted: [], first_cursor: null, last_cursor: null };
    stubFetch(answer(200, page));
    expect(await apiRequest('/api/sessions', { schema: coachingSessionPageSchema })).toEqual(page);

    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(answer(200, []));
    const error = await failureOf(apiRequest('/api/sessions', { schema: coachingSessionPageSchema }));
    expect([error.code, error.message]).toEqual(['internal', UNEXPECTED_ERROR_MESSAGE]);
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/^GET \/api\/sessions answered outside its contract \(body: /));
    consoleError.mockRestore();
  });

  it('sends JSON with same-origin credentials and returns the parsed body', async () => {
    const fetchMock = stubFetch(answer(200, { user: { id: 'u1', email: 'a@b.co' } }));
    const result = await apiRequest('/api/auth/login', { method: 'POST', body: { email: 'a@b.co', password: 'secret1' } });
    expect(result).toEqual({ user: { id: 'u1', email: 'a@b.co' } });
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/login', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: '{"email":"a@b.co","password":"secret1"}',
      credentials: 'same-origin',
      signal: undefined,
    });
  });

  it('sends no content-type and no body when there is nothing to send, and resolves undefined on 204', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('/api/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({ headers: { accept: 'application/json' }, body: undefined }),
    );
  });

  it('throws the API error body as an AppError with its fields and Retry-After', async () => {
    stubFetch(
      answer(
        429,
        { error: { code: 'rate_limited', message: 'Too many attempts.', fields: { email: 'Slow down' } } },
        { 'retry-after': '30' },
      ),
    );
    const error = await failureOf(apiRequest('/api/auth/login'));
    expect(error.code).toBe('rate_limited');
    expect(error.message).toBe('Too many attempts.');
    expect(error.fields).toEqual({ email: 'Slow down' });
    expect(error.retryAfterSeconds).toBe(30);
  });

  it('falls back to a code from the status when the body has an unknown code', async () => {
    stubFetch(answer(401, { error: { code: 'weird', message: 'Session expired' } }));
    const error = await failureOf(apiRequest('/api/scenarios'));
    expect(error.code).toBe('not_authenticated');
    expect(isUnauthorizedError(error)).toBe(true);
  });

  it('turns a failure without an error body into a generic AppError', async () => {
    stubFetch(answer(500, '<html>oops</html>'));
    const error = await failureOf(apiRequest('/api/health'));
    expect(error.code).toBe('internal');
    expect(error.message).toBe(UNEXPECTED_ERROR_MESSAGE);
  });

  it('reports a gateway without a server behind it as a network error', async () => {
    stubFetch(answer(502, ''));
    const error = await failureOf(apiRequest('/api/health'));
    expect(error.code).toBe('unavailable');
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('reports a failed fetch as a network error', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const error = await failureOf(apiRequest('/api/health'));
    expect(error.code).toBe('unavailable');
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('lets a cancellation through unchanged', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    stubFetch(abort);
    await expect(apiRequest('/api/health')).rejects.toBe(abort);
  });

  it('rejects a success answer that is not JSON', async () => {
    stubFetch(answer(200, 'not json'));
    const error = await failureOf(apiRequest('/api/health'));
    expect(error.code).toBe('internal');
  });
});

describe('codeForStatus', () => {
  it('maps statuses to codes of the same status', () => {
    for (const status of [401, 403, 404, 413, 415, 429, 503]) {
      expect(new AppError(codeForStatus(status), 'x').status).toBe(status);
    }
    expect(codeForStatus(418)).toBe('bad_request');
    expect(codeForStatus(500)).toBe('internal');
  });
});

describe('isUnauthorizedError', () => {
  it('is true only for 401 application errors', () => {
    expect(isUnauthorizedError(new AppError('session_expired', 'Session expired'))).toBe(true);
    expect(isUnauthorizedError(new AppError('forbidden', 'No'))).toBe(false);
    expect(isUnauthorizedError(new Error('401'))).toBe(false);
  });
});
