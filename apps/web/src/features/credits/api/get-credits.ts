import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Credits } from '@rehearse/domain';
import { apiRequest } from '../../../shared/api-client';

/**
 * The signed-in user's credit lookup. Exported so that whatever spends credit (a call, when it
 * ends) can refresh the card with `invalidateCredits`.
 */
export const creditsQueryKey = ['credits'] as const;

/** GET /api/credits; null when the answer holds no credit figures ('No credit information'). */
export async function getCredits(signal?: AbortSignal): Promise<Credits | null> {
  return toCredits(await apiRequest<unknown>('/api/credits', { signal }));
}

export function toCredits(value: unknown): Credits | null {
  if (typeof value !== 'object' || value === null) return null;
  const { plan_type, remaining_minutes, remaining_seconds } = value as Partial<Record<keyof Credits, unknown>>;
  if (typeof plan_type !== 'string') return null;
  if (typeof remaining_seconds !== 'number' && typeof remaining_minutes !== 'number') return null;
  return value as Credits;
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
