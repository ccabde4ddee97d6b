import { expect, vi } from 'vitest';
import { AppError, UNEXPECTED_ERROR_MESSAGE } from '@rehearse/domain';

/** Every `fetch` answers `body` as JSON with `status`, until `vi.unstubAllGlobals()`. */
export function answerEveryFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * Expects `request` to fail as a reply outside its contract does: the user's ordinary
 * unexpected-error text, and a console message naming the request and the first wrong field.
 */
export async function expectOutsideContract(request: () => Promise<unknown>, method: string, path: string, field: string): Promise<void> {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const error = await request().then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(AppError);
    expect([(error as AppError).code, (error as AppError).message]).toEqual(['internal', UNEXPECTED_ERROR_MESSAGE]);
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`^${method} ${escape(path)} answered outside its contract \\(${escape(field)}: `)),
    );
  } finally {
    consoleError.mockRestore();
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
