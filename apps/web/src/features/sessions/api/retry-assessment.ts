import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coachingSessionSchema, type CoachingSession } from '@rehearse/domain';
import { apiRequest } from '../../../shared/api-client';
import { invalidateSessions, showSessionChange, updateCachedPages } from './get-sessions';

/** POST /api/sessions/:id/assessment (202 with the session): queues a failed assessment again. */
export async function retryAssessment(id: string): Promise<CoachingSession | null> {
  // The body is empty when the session was deleted between the retry and its re-read.
  const session = await apiRequest(`/api/sessions/${encodeURIComponent(id)}/assessment`, {
    method: 'POST',
    schema: coachingSessionSchema.optional(),
  });
  return session?.id === id ? session : null;
}

export function useRetryAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['sessions', 'retry-assessment'],
    mutationFn: retryAssessment,
    onSuccess: (queued, id) => {
      // Shown as processing at once; the live feed (or the re-read) brings the outcome.
      if (queued) showSessionChange(queryClient, queued);
      else
        updateCachedPages(queryClient, (list) =>
          list.map((item) => (item.id === id ? { ...item, assessment_status: 'pending', analysis: 'processing' } : item)),
        );
      void invalidateSessions(queryClient);
    },
  });
}
