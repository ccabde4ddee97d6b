import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AppError } from '@rehearse/domain';
import type { AuthFieldErrors, AuthMode, PublicUser } from '@rehearse/domain';
import { dismissToast, showErrorToast, showSuccessToast } from '../../../shared/toast';
import { logIn, requestPasswordReset, sessionQueryKey, signUp, updatePassword } from '../api/auth.api';
import { broadcastAuthEvent } from '../auth-channel';
import { pickAuthFieldErrors } from '../auth-mode';

export interface AuthSubmission {
  mode: AuthMode;
  email: string;
  password: string;
}

type AuthOutcome =
  | { kind: 'signed-in'; user: PublicUser }
  | { kind: 'confirmation-sent' }
  | { kind: 'reset-link-sent' }
  | { kind: 'password-updated'; user: PublicUser };

async function submitAuth({ mode, email, password }: AuthSubmission): Promise<AuthOutcome> {
  switch (mode) {
    case 'signup': {
      const result = await signUp({ email, password });
      return result.confirmationRequired ? { kind: 'confirmation-sent' } : { kind: 'signed-in', user: result.user };
    }
    case 'login':
      return { kind: 'signed-in', user: (await logIn({ email, password })).user };
    case 'forgot':
      await requestPasswordReset(email);
      return { kind: 'reset-link-sent' };
    case 'reset':
      return { kind: 'password-updated', user: (await updatePassword(password)).user };
  }
}

/** The auth screen's error toasts: one at a time, and gone once a later attempt succeeds. */
export const AUTH_ERROR_TOAST_ID = 'auth-error';
export const AUTH_LINK_ERROR_TOAST_ID = 'auth-link-error';

interface Handlers {
  /** Server-side field errors, to show under their fields. */
  onFieldErrors: (errors: AuthFieldErrors) => void;
}

/** Sends the auth form and carries out what the spec says follows each outcome. */
export function useAuthSubmit({ onFieldErrors }: Handlers) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useMutation({
    mutationFn: submitAuth,
    onSuccess: (outcome) => {
      // 'Invalid email or password' from a mistyped attempt must not follow the user home.
      dismissToast(AUTH_ERROR_TOAST_ID);
      dismissToast(AUTH_LINK_ERROR_TOAST_ID);
      switch (outcome.kind) {
        case 'signed-in':
          queryClient.setQueryData(sessionQueryKey, { user: outcome.user, recovery: false });
          broadcastAuthEvent('signed-in');
          void navigate('/', { replace: true });
          return;
        case 'confirmation-sent':
          showSuccessToast('Check your email for the confirmation link!');
          void navigate({ search: '?mode=login' });
          return;
        case 'reset-link-sent':
          showSuccessToast('Check your email for the password reset link!');
          return;
        case 'password-updated':
          queryClient.setQueryData(sessionQueryKey, { user: outcome.user, recovery: false });
          void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
          broadcastAuthEvent('password-changed');
          showSuccessToast('Password updated successfully!');
          void navigate('/', { replace: true });
          return;
      }
    },
    onError: (error) => {
      const fieldErrors = pickAuthFieldErrors(error instanceof AppError ? error.fields : undefined);
      if (Object.keys(fieldErrors).length > 0) onFieldErrors(fieldErrors);
      else showErrorToast(error, { id: AUTH_ERROR_TOAST_ID });
    },
  });
}
