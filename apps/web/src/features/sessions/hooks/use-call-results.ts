import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CallEndSummary } from '../../calls';
import { invalidateSessions } from '../api/get-sessions';
import { showCallCompleteNotice } from '../call-complete-notice';

/**
 * What the performance area does when a practice call ends (the CallProvider's `onCallEnded`): the
 * list is read again, and a call worth assessing gets the 'Call Complete' notice, which stays until
 * its analysis arrives (`useAnalysisNotices`).
 */
export function useCallResults(): (ended: CallEndSummary) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (ended: CallEndSummary) => {
      void invalidateSessions(queryClient);
      if (ended.showResultsNotice) showCallCompleteNotice(ended.callId);
    },
    [queryClient],
  );
}
