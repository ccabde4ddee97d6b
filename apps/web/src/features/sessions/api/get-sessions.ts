import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { CoachingSession } from '@rehearse/domain';
import { apiRequest } from '../../../shared/api-client';

/**
 * The signed-in user's coaching sessions, newest first, all of them (live and processing ones
 * too; the list shows only analysed ones). The realtime feed keeps this cache up to date.
 */
export const sessionsQueryKey = ['sessions'] as const;

/** GET /api/sessions -> { sessions }. */
export async function getSessions(signal?: AbortSignal): Promise<CoachingSession[]> {
  return toSessionList(await apiRequest<unknown>('/api/sessions', { signal }));
}

export function toSessionList(payload: unknown): CoachingSession[] {
  const list = Array.isArray(payload) ? payload : (payload as { sessions?: unknown } | null)?.sessions;
  return Array.isArray(list) ? (list as CoachingSession[]).filter(isSessionLike) : [];
}

function isSessionLike(value: unknown): boolean {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';
}

export const sessionsQueryOptions = queryOptions({
  queryKey: sessionsQueryKey,
  queryFn: ({ signal }) => getSessions(signal),
});

interface UseSessionsOptions {
  /** Fetched only for a signed-in user. */
  enabled: boolean;
  /** How often to re-read the list given what it holds (e.g. while the live feed is down and an analysis is due). */
  pollMs?: (sessions: CoachingSession[] | undefined) => number | false;
}

export function useSessions({ enabled, pollMs }: UseSessionsOptions) {
  return useQuery({ ...sessionsQueryOptions, enabled, refetchInterval: pollMs ? (query) => pollMs(query.state.data) : false });
}

/** The list with `session` in it: replaced where it was, else added; newest first either way. */
export function withSession(list: readonly CoachingSession[], session: CoachingSession): CoachingSession[] {
  const others = list.filter((item) => item.id !== session.id);
  const next = [...others, session];
  return next.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

export function withoutSession(list: readonly CoachingSession[], id: string): CoachingSession[] {
  return list.filter((item) => item.id !== id);
}

export function updateCachedSessions(queryClient: QueryClient, update: (list: CoachingSession[]) => CoachingSession[]): void {
  queryClient.setQueryData<CoachingSession[]>(sessionsQueryKey, (list) => (list ? update(list) : list));
}

/** Re-reads the list: after a call ends, or when the live feed (re)connects and may have missed changes. */
export function invalidateSessions(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
}
