import type { PublicUser, SessionResponse } from '@rehearse/domain';
import { apiRequest } from '../../../shared/api-client';

/** The one query every screen reads to know who is signed in. */
export const sessionQueryKey = ['auth', 'session'] as const;

export const SIGNED_OUT: SessionResponse = { user: null, recovery: false };

export interface Credentials {
  email: string;
  password: string;
}

export interface SignUpResult {
  user: PublicUser;
  /** True when a confirmation mail was sent: no session cookie was set. */
  confirmationRequired: boolean;
}

export async function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  return toSessionResponse(await apiRequest<unknown>('/api/auth/session', { signal }));
}

export function signUp(credentials: Credentials): Promise<SignUpResult> {
  return apiRequest<SignUpResult>('/api/auth/signup', { method: 'POST', body: credentials });
}

export function logIn(credentials: Credentials): Promise<{ user: PublicUser }> {
  return apiRequest<{ user: PublicUser }>('/api/auth/login', { method: 'POST', body: credentials });
}

export async function logOut(): Promise<void> {
  await apiRequest<undefined>('/api/auth/logout', { method: 'POST' });
}

/** Always succeeds for a well-formed address: the API never says whether an account exists. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest<unknown>('/api/auth/recover', { method: 'POST', body: { email } });
}

export function updatePassword(password: string): Promise<{ user: PublicUser }> {
  return apiRequest<{ user: PublicUser }>('/api/auth/user', { method: 'PUT', body: { password } });
}

/** Reads the session answer defensively: anything malformed counts as signed out. */
export function toSessionResponse(value: unknown): SessionResponse {
  if (typeof value !== 'object' || value === null) return SIGNED_OUT;
  const { user, recovery } = value as { user?: unknown; recovery?: unknown };
  if (!isPublicUser(user)) return SIGNED_OUT;
  return { user: { id: user.id, email: user.email }, recovery: recovery === true };
}

function isPublicUser(value: unknown): value is PublicUser {
  if (typeof value !== 'object' || value === null) return false;
  const { id, email } = value as { id?: unknown; email?: unknown };
  return typeof id === 'string' && id !== '' && typeof email === 'string';
}
