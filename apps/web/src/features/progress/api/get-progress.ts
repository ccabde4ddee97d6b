import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
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
  return apiRequest<ProgressReport>(`/api/progress${timeZone ? `?timeZone=${encodeURIComponent(timeZone)}` : ''}`, { signal });
}

/**
 * The progress report, read again whenever the performance list's data changes (a call analysed
 * or deleted reaches the list through the realtime feed), so the two never tell different stories.
 */
export function useProgress(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success' && event.query.queryKey[0] === 'sessions') {
        void queryClient.invalidateQueries({ queryKey: progressQueryKey });
      }
    });
  }, [enabled, queryClient]);
  return useQuery({ queryKey: progressQueryKey, queryFn: ({ signal }) => getProgress(signal), enabled });
}
