import { AUTH_MODES } from '@rehearse/domain';
import type { AuthFieldErrors, AuthMode, SessionResponse } from '@rehearse/domain';

interface ModeText {
  title: string;
  subtitle?: string;
  submit: string;
}

/** Texts of the auth screen per mode (spec section 2, 'Auth screen'). */
export const authModeText: Record<AuthMode, ModeText> = {
  signup: { title: 'Sign up', subtitle: 'Join us today!', submit: 'Continue' },
  login: { title: 'Welcome back', subtitle: 'Log in to continue', submit: 'Continue' },
  forgot: { title: 'Forgot password?', subtitle: 'Enter your email to get a password reset link.', submit: 'Send' },
  reset: { title: 'Set a new password', submit: 'Confirm' },
};

/** Which fields besides the email each mode shows. */
export const authModeFields: Record<AuthMode, { password: boolean; confirmPassword: boolean }> = {
  signup: { password: true, confirmPassword: true },
  login: { password: true, confirmPassword: false },
  forgot: { password: false, confirmPassword: false },
  reset: { password: true, confirmPassword: true },
};

export interface ModeLink {
  mode: AuthMode;
  /** Text around the link, before it. */
  prompt?: string;
  label: string;
}

/** The links under the form that switch mode ('Forgot password?' sits by the password field instead). */
export const authModeFooterLinks: Record<AuthMode, ModeLink[]> = {
  signup: [{ mode: 'login', prompt: 'Already have an account?', label: 'Log in' }],
  login: [{ mode: 'signup', prompt: "Don't have an account?", label: 'Sign up' }],
  forgot: [{ mode: 'login', prompt: 'Remembered your password?', label: 'Log in' }],
  reset: [],
};

export const DEFAULT_AUTH_MODE: AuthMode = 'login';

export function parseAuthMode(value: string | null): AuthMode {
  return AUTH_MODES.find((mode) => mode === value) ?? DEFAULT_AUTH_MODE;
}

/**
 * A signed-in visitor has nothing to do here, except one who came from a password-reset link:
 * that recovery session exists to set a new password.
 */
export function shouldLeaveAuthScreen(session: SessionResponse | undefined, mode: AuthMode): boolean {
  if (!session?.user) return false;
  return !(mode === 'reset' && session.recovery);
}

/** The server's field errors that the auth form can show under a field. */
export function pickAuthFieldErrors(fields: Record<string, string> | undefined): AuthFieldErrors {
  const errors: AuthFieldErrors = {};
  if (!fields) return errors;
  for (const name of ['email', 'password', 'confirmPassword'] as const) {
    const message = fields[name];
    if (typeof message === 'string' && message !== '') errors[name] = message;
  }
  return errors;
}

/** Messages from the URL are shown as text; a cap keeps a crafted link from filling the screen. */
export const MAX_LINK_ERROR_LENGTH = 200;

export function readLinkError(value: string | null): string | null {
  const message = value?.trim();
  if (!message) return null;
  return message.length > MAX_LINK_ERROR_LENGTH ? `${message.slice(0, MAX_LINK_ERROR_LENGTH - 1)}…` : message;
}
