import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CoachingSession } from '@rehearse/domain';
import { apiRequest } from '../../../shared/api-client';
import { invalidateSessions, showSessionChange, updateCachedPages } from './get-sessions';

/** POST /api/sessions/:id/assessment (202 with the session): queues a failed assessment again. */
export async function retryAssessment(id: string): Promise<CoachingSession | null> {
  const session = await apiRequest<unknown>(`/api/sessions/${encodeURIComponent(id)}/assessment`, { method: 'POST' });
  return isSessionOf(session, id) ? session : null;
}

function isSessionOf(value: unknown, id: string): value is CoachingSession {
  return typeof value === 'object' && value !== null && (value as { id?: unknown }).id === id;
}

export function useRetryAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['sessions', 'retry-assessment'],
    mutationFn: retryAssessment,
    onSuccess: (queued, id) => {
      // Shown as processing at once; the live feed (or the re-read) brings the outcome.
      if (queued) showSessionChange(queryClient, queued);
      else updateCachedPages(queryClient, (list) => list.map((item) => (item.id === id ? { ...item, assessment_status: 'pending', analysis: 'processing' } : item)));
      void invalidateSessions(queryClient);
    },
  });
}
