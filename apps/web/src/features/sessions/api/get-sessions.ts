import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { coachingSessionPageSchema, toSessionSummary } from '@rehearse/domain';
import type { CoachingSession, CoachingSessionPage, CoachingSessionSummary } from '@rehearse/domain';
import { apiRequest } from '../../../shared/api-client';
import type { PageQuery } from '../session-pagination';

/**
 * The performance list, one page at a time (GET /api/sessions, decision 26): every cached page
 * sits under `sessionPagesKey`, each whole call under `sessionDetailsKey(id)`. The realtime feed
 * patches both and re-reads the pages (their counts move with any change).
 */
export const sessionsKey = ['sessions'] as const;
export const sessionPagesKey = ['sessions', 'page'] as const;

/** GET /api/sessions?… -> one page, its counts and the calls not listed yet. */
export async function getSessionPage(query: PageQuery, signal?: AbortSignal): Promise<CoachingSessionPage> {
  const params = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
  return apiRequest(`/api/sessions?${params.toString()}`, { signal, schema: coachingSessionPageSchema });
}

export const sessionPageQueryOptions = (query: PageQuery) =>
  queryOptions({
    queryKey: [...sessionPagesKey, query],
    queryFn: ({ signal }) => getSessionPage(query, signal),
  });

interface UseSessionPageOptions {
  /** How often to re-read the page given what it holds (e.g. while the live feed is down and an analysis is due). */
  pollMs?: (page: CoachingSessionPage | undefined) => number | false;
}

/** One page; the previous page stays on screen while the next loads, so the list never flashes empty. */
export function useSessionPage(query: PageQuery, { pollMs }: UseSessionPageOptions = {}) {
  return useQuery({
    ...sessionPageQueryOptions(query),
    placeholderData: keepPreviousData,
    refetchInterval: pollMs ? (current) => pollMs(current.state.data) : false,
  });
}

/** Every cached page with `update` applied to its cards and to its calls not listed yet. */
export function updateCachedPages(
  queryClient: QueryClient,
  update: (list: CoachingSessionSummary[], where: 'page' | 'unlisted') => CoachingSessionSummary[],
): void {
  queryClient.setQueriesData<CoachingSessionPage>({ queryKey: sessionPagesKey }, (page) =>
    page ? { ...page, sessions: update(page.sessions, 'page'), unlisted: update(page.unlisted, 'unlisted') } : page,
  );
}

/**
 * A call changed (realtime feed, retry): its card shows the change at once wherever it is cached;
 * a call not on any page yet counts as not listed until the re-read says where it belongs.
 */
export function showSessionChange(queryClient: QueryClient, session: CoachingSession): void {
  const summary = toSessionSummary(session);
  updateCachedPages(queryClient, (list, where) => {
    if (list.some((item) => item.id === session.id)) return list.map((item) => (item.id === session.id ? summary : item));
    return where === 'unlisted' && !isOnAnyPage(queryClient, session.id) ? withSummary(list, summary) : list;
  });
  queryClient.setQueryData<CoachingSession>(sessionDetailsKey(session.id), (details) => (details ? { ...details, ...session } : details));
}

export function removeCachedSession(queryClient: QueryClient, id: string): void {
  updateCachedPages(queryClient, (list) => list.filter((item) => item.id !== id));
  queryClient.removeQueries({ queryKey: sessionDetailsKey(id) });
}

function isOnAnyPage(queryClient: QueryClient, id: string): boolean {
  return queryClient
    .getQueriesData<CoachingSessionPage>({ queryKey: sessionPagesKey })
    .some(([, page]) => page?.sessions.some((item) => item.id === id));
}

/** The list with `summary` in it, newest first. */
export function withSummary(list: readonly CoachingSessionSummary[], summary: CoachingSessionSummary): CoachingSessionSummary[] {
  return [...list.filter((item) => item.id !== summary.id), summary].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

/** What the cache knows of one call: the page's card and the calls not listed yet, for the feed's bill check. */
export function cachedSummary(queryClient: QueryClient, id: string): CoachingSessionSummary | undefined {
  for (const [, page] of queryClient.getQueriesData<CoachingSessionPage>({ queryKey: sessionPagesKey })) {
    const found = page?.sessions.find((item) => item.id === id) ?? page?.unlisted.find((item) => item.id === id);
    if (found) return found;
  }
  return undefined;
}

/** Re-reads the pages and counts: after a call ends, a change, or when the live feed (re)connects and may have missed changes. */
export function invalidateSessions(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: sessionPagesKey });
}

export const sessionDetailsKey = (id: string) => [...sessionsKey, 'details', id] as const;
