import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { AppError } from '@rehearse/domain';
import { isUnauthorizedError } from '../shared/api-client';
import { sessionQueryKey } from '../features/auth/api/auth.api';

const MAX_RETRIES = 2;

/** Retry only what may pass next time: network trouble and server faults, never a 4xx answer. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  return !(error instanceof AppError && error.status < 500);
}

function isSessionQuery(queryKey: QueryKey): boolean {
  return queryKey[0] === sessionQueryKey[0] && queryKey[1] === sessionQueryKey[1];
}

/**
 * A 401 from any request means the session ended (expired, logged out elsewhere, password
 * changed): re-read the session so every screen sees a signed-out visitor.
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isUnauthorizedError(error) && !isSessionQuery(query.queryKey)) invalidateSession();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isUnauthorizedError(error)) invalidateSession();
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });

  function invalidateSession() {
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }

  return queryClient;
}
