import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CoachingSession } from '@rehearse/domain';
import { sessionQueryKey } from '../../auth/api/auth.api';
import { invalidateSessions, sessionsQueryKey } from '../api/get-sessions';
import { invalidateCredits } from '../../credits/api/get-credits';
import { applySessionChange, isBillLanding } from '../realtime/session-change';
import type { FeedStatus } from '../realtime/session-feed';
import { realtimeUrl, SessionFeed } from '../realtime/session-feed';

/**
 * Keeps the sessions cache live for the signed-in user (spec sections 4 and 7): every change the
 * feed reports goes into the cache, and each (re)connection re-reads the list, since changes made
 * while the feed was down were missed; a feed closed because the sign-in ended re-reads the
 * sign-in instead of reconnecting. A call's bill landing re-reads the credit card. Returns the feed's status so callers can poll while it is down.
 */
export function useSessionFeed(userId: string): FeedStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<FeedStatus>('connecting');

  useEffect(() => {
    const feed = new SessionFeed({
      url: realtimeUrl(window.location),
      createSocket: (url) => new WebSocket(url),
      onChange: (change) => {
        if (isBillLanding(queryClient.getQueryData<CoachingSession[]>(sessionsQueryKey), change)) void invalidateCredits(queryClient);
        if (queryClient.getQueryData(sessionsQueryKey) === undefined) {
          void invalidateSessions(queryClient);
          return;
        }
        // A read that started before this change would land after it with the old row: restart it.
        const staleReadInFlight = queryClient.isFetching({ queryKey: sessionsQueryKey }) > 0;
        queryClient.setQueryData<CoachingSession[]>(sessionsQueryKey, (list) => (list ? applySessionChange(list, change) : list));
        if (staleReadInFlight) void invalidateSessions(queryClient);
      },
      onOpen: () => void invalidateSessions(queryClient),
      onStatus: setStatus,
      // Re-reading the sign-in shows the visitor's page (and unmounts this feed).
      onSignedOut: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
    });
    feed.start();
    const retrySoon = () => {
      if (document.visibilityState === 'visible') feed.reconnectNow();
    };
    window.addEventListener('online', retrySoon);
    document.addEventListener('visibilitychange', retrySoon);
    return () => {
      window.removeEventListener('online', retrySoon);
      document.removeEventListener('visibilitychange', retrySoon);
      feed.stop();
    };
  }, [queryClient, userId]);

  return status;
}
