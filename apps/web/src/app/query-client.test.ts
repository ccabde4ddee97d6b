import { describe, expect, it } from 'vitest';
import { AppError } from '@rehearse/domain';
import { sessionQueryKey } from '../features/auth/api/auth.api';
import { createQueryClient, shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('retries network and server failures a couple of times, never client errors', () => {
    expect(shouldRetry(0, new AppError('unavailable', 'Network error'))).toBe(true);
    expect(shouldRetry(0, new TypeError('boom'))).toBe(true);
    expect(shouldRetry(2, new AppError('internal', 'x'))).toBe(false);
    expect(shouldRetry(0, new AppError('not_authenticated', 'x'))).toBe(false);
    expect(shouldRetry(0, new AppError('rate_limited', 'x'))).toBe(false);
  });
});

describe('createQueryClient', () => {
  const signedIn = { user: { id: 'u1', email: 'a@b.co' }, recovery: false };

  it('invalidates the session when any query answers 401', async () => {
    const client = createQueryClient();
    client.setQueryData(sessionQueryKey, signedIn);
    await client
      .fetchQuery({
        queryKey: ['scenarios'],
        queryFn: () => Promise.reject(new AppError('not_authenticated', 'Session expired')),
      })
      .catch(() => undefined);
    expect(client.getQueryState(sessionQueryKey)?.isInvalidated).toBe(true);
  });

  it('invalidates the session when a mutation answers 401, not on other failures', async () => {
    const client = createQueryClient();
    client.setQueryData(sessionQueryKey, signedIn);
    const run = (error: AppError) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(error) })
        .execute(undefined)
        .catch(() => undefined);

    await run(new AppError('invalid_credentials', 'Invalid email or password'));
    expect(client.getQueryState(sessionQueryKey)?.isInvalidated).toBe(false);
    await run(new AppError('not_authenticated', 'Session expired'));
    expect(client.getQueryState(sessionQueryKey)?.isInvalidated).toBe(true);
  });
});
