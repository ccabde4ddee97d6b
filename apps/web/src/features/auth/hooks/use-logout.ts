import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isUnauthorizedError } from '../../../shared/api-client';
import { clearUserSessionStorage } from '../../../shared/session-storage';
import { showErrorToast, showSuccessToast } from '../../../shared/toast';
import { logOut, SIGNED_OUT, sessionQueryKey } from '../api/auth.api';
import { broadcastAuthEvent } from '../auth-channel';
import { removeUserData } from './use-auth-sync';

/** Signs out (spec section 4, 'Logout'); call `mutate(userId)`. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (_userId: string) => {
      try {
        await logOut();
      } catch (error) {
        // A session that already ended is the outcome we wanted.
        if (!isUnauthorizedError(error)) throw error;
      }
    },
    onSuccess: (_result, userId) => {
      clearUserSessionStorage(userId);
      removeUserData(queryClient);
      queryClient.setQueryData(sessionQueryKey, SIGNED_OUT);
      broadcastAuthEvent('signed-out');
      showSuccessToast('Logged out successfully');
    },
    onError: (error) => showErrorToast(error),
  });
}
