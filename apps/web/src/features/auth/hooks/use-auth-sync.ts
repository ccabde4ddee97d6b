import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { clearUserSessionStorage } from '../../../shared/session-storage';
import { SIGNED_OUT, sessionQueryKey } from '../api/auth.api';
import { subscribeToAuthEvents } from '../auth-channel';
import { useSession } from './use-session';

/**
 * Keeps this tab in step with the session: reacts to other tabs' sign-in and sign-out, and drops
 * the previous user's cached data and stored ids whenever the signed-in user changes or leaves.
 * Mount once, near the root.
 */
export function useAuthSync(): void {
  const queryClient = useQueryClient();
  const { user, isPending } = useSession();
  const userId = user?.id ?? null;
  const previousUserId = useRef<string | null>(null);

  useEffect(
    () =>
      subscribeToAuthEvents((event) => {
        if (event === 'signed-out') queryClient.setQueryData(sessionQueryKey, SIGNED_OUT);
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      }),
    [queryClient],
  );

  useEffect(() => {
    if (isPending) return;
    const previous = previousUserId.current;
    previousUserId.current = userId;
    if (previous !== null && previous !== userId) {
      clearUserSessionStorage(previous);
      removeUserData(queryClient);
    }
  }, [isPending, userId, queryClient]);
}

/** Every cached query except the session belongs to the signed-in user. */
export function removeUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
}
