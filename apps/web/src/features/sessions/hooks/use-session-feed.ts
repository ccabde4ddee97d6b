import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '../../auth';
import { cachedSummary, invalidateSessions, removeCachedSession, showSessionChange } from '../api/get-sessions';
import { invalidateCredits } from '../../credits';
import { changesTheList, isBillLanding } from '../realtime/session-change';
import type { FeedStatus } from '../realtime/session-feed';
import { realtimeUrl, SessionFeed } from '../realtime/session-feed';

/**
 * Keeps the cached pages live for the signed-in user (spec sections 4 and 7): every change the
 * feed reports shows on its card at once and re-reads the pages and their counts when a card or a
 * count may move; each (re)connection re-reads them too, since changes made
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
        const known = cachedSummary(queryClient, change.kind === 'upsert' ? change.session.id : change.id);
        if (isBillLanding(known ? [known] : [], change)) void invalidateCredits(queryClient);
        const reread = changesTheList(known, change);
        // The card shows the change at once; the re-read brings the counts and where calls now sit.
        if (change.kind === 'upsert') showSessionChange(queryClient, change.session);
        else removeCachedSession(queryClient, change.id);
        if (reread) void invalidateSessions(queryClient);
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
