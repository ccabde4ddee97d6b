import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';
import { invalidateSessions, updateCachedPages } from './get-sessions';

/** DELETE /api/sessions (204): every call analysis of the user ('Clear All'); a call still running stays. */
export async function deleteAllSessions(): Promise<void> {
  await apiRequest<undefined>('/api/sessions', { method: 'DELETE' });
}

export function useDeleteAllSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['sessions', 'delete-all'],
    mutationFn: deleteAllSessions,
    onSuccess: () => {
      updateCachedPages(queryClient, (list) => list.filter((session) => session.status !== 'ended'));
      void invalidateSessions(queryClient);
    },
  });
}
