import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';
import { invalidateSessions, removeCachedSession } from './get-sessions';

/** DELETE /api/sessions/:id (204): one call analysis, its recording and transcript. */
export async function deleteSession(id: string): Promise<void> {
  await apiRequest<undefined>(`/api/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['sessions', 'delete'],
    mutationFn: deleteSession,
    onSuccess: (_result, id) => {
      removeCachedSession(queryClient, id);
      void invalidateSessions(queryClient);
    },
  });
}
