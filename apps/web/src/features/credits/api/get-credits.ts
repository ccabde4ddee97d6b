import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { creditsSchema } from '@rehearse/domain';
import type { Credits } from '@rehearse/domain';
import { apiRequest } from '../../../shared/api-client';

/**
 * The signed-in user's credit lookup. Exported so that whatever spends credit (a call, when it
 * ends) can refresh the card with `invalidateCredits`.
 */
export const creditsQueryKey = ['credits'] as const;

/** GET /api/credits; an answer outside its contract is an error ('Failed to load credits'). */
export function getCredits(signal?: AbortSignal): Promise<Credits> {
  return apiRequest('/api/credits', { signal, schema: creditsSchema });
}

export const creditsQueryOptions = queryOptions({
  queryKey: creditsQueryKey,
  queryFn: ({ signal }) => getCredits(signal),
});

/** The lookup runs only for a signed-in user. */
export function useCredits({ enabled }: { enabled: boolean }) {
  return useQuery({ ...creditsQueryOptions, enabled });
}

/** Call after anything that spends credit (a call that ended), so the card shows what is left. */
export function invalidateCredits(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: creditsQueryKey });
}
