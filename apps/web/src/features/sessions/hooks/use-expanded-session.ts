import { useCallback, useState } from 'react';
import { lastExpandedSessionKey, readStoredValue, removeStoredValue, writeStoredValue } from '../../../shared/session-storage';

/**
 * The one open card of the performance list (spec section 2: at most one at a time), remembered
 * per user in session storage (spec section 3) so a reload opens it again.
 */
export function useExpandedSession(userId: string) {
  const key = lastExpandedSessionKey(userId);
  const [expandedId, setExpandedId] = useState<string | null>(() => readStoredValue(key));

  const expand = useCallback(
    (sessionId: string) => {
      setExpandedId(sessionId);
      writeStoredValue(key, sessionId);
    },
    [key],
  );

  const toggle = useCallback(
    (sessionId: string) => {
      setExpandedId((current) => {
        const next = current === sessionId ? null : sessionId;
        if (next) writeStoredValue(key, next);
        else removeStoredValue(key);
        return next;
      });
    },
    [key],
  );

  return { expandedId, expand, toggle };
}
