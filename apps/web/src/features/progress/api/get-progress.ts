import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryCacheNotifyEvent } from '@tanstack/react-query';
import { progressReportSchema } from '@rehearse/domain';
import type { ProgressReport } from '@rehearse/domain';
import { apiRequest } from '../../../shared/api-client';

export const progressQueryKey = ['progress'] as const;

/** The browser's time zone, so calls are counted in the user's own weeks. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** GET /api/progress?timeZone=... -> the signed-in user's progress report. */
export async function getProgress(signal?: AbortSignal): Promise<ProgressReport> {
  const timeZone = browserTimeZone();
  return apiRequest(`/api/progress${timeZone ? `?timeZone=${encodeURIComponent(timeZone)}` : ''}`, {
    signal,
    schema: progressReportSchema,
  });
}

/** Whether a cache event says the performance list learnt of a change: invalidated, or a call written into it (not a page or a call's details read). */
export function isListChange(event: QueryCacheNotifyEvent): boolean {
  if (event.type !== 'updated' || event.query.queryKey[0] !== 'sessions') return false;
  const { action } = event;
  return action.type === 'invalidate' || (action.type === 'success' && action.manual === true);
}

/**
 * The progress report, read again whenever the performance list learns of a change (the realtime
 * feed or a delete invalidates the list or writes a call into it), so the two never tell different
 * stories. Turning the list's pages or opening a call's details changes nothing and reads nothing.
 */
export function useProgress(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return queryClient.getQueryCache().subscribe((event) => {
      if (isListChange(event)) void queryClient.invalidateQueries({ queryKey: progressQueryKey });
    });
  }, [enabled, queryClient]);
  return useQuery({ queryKey: progressQueryKey, queryFn: ({ signal }) => getProgress(signal), enabled });
}
