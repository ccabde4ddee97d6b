import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@rehearse/domain';
import { getSession, sessionQueryKey } from '../api/auth.api';

/** The server refreshes the session cookie past half its life; polling keeps an open tab signed in. */
export const SESSION_REFETCH_INTERVAL_MS = 4 * 60_000;

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => getSession(signal),
  staleTime: 15_000,
  refetchOnWindowFocus: true,
  refetchInterval: SESSION_REFETCH_INTERVAL_MS,
});

export interface SessionState {
  /** The signed-in user, or null for a visitor (also when the session could not be read). */
  user: PublicUser | null;
  /** True for a session opened by a password-reset link. */
  recovery: boolean;
  /** True only until the first answer (or failure). */
  isPending: boolean;
}

export function useSession(): SessionState {
  const { data, isPending } = useQuery(sessionQueryOptions);
  return { user: data?.user ?? null, recovery: data?.recovery ?? false, isPending };
}
