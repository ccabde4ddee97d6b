import { sessionResponseSchema, signUpResponseSchema, userResponseSchema } from '@rehearse/domain';
import type { SessionResponse, SignUpResponse, UserResponse } from '@rehearse/domain';
import { apiRequest } from '../../../shared/api-client';

/** The one query every screen reads to know who is signed in. */
export const sessionQueryKey = ['auth', 'session'] as const;

export const SIGNED_OUT: SessionResponse = { user: null, recovery: false };

export interface Credentials {
  email: string;
  password: string;
}

/** GET /api/auth/session; an answer outside its contract is an error, which `useSession` reads as signed out. */
export function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  return apiRequest('/api/auth/session', { signal, schema: sessionResponseSchema });
}

export function signUp(credentials: Credentials): Promise<SignUpResponse> {
  return apiRequest('/api/auth/signup', { method: 'POST', body: credentials, schema: signUpResponseSchema });
}

export function logIn(credentials: Credentials): Promise<UserResponse> {
  return apiRequest('/api/auth/login', { method: 'POST', body: credentials, schema: userResponseSchema });
}

export async function logOut(): Promise<void> {
  await apiRequest<undefined>('/api/auth/logout', { method: 'POST' });
}

/** Always succeeds for a well-formed address: the API never says whether an account exists. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest<unknown>('/api/auth/recover', { method: 'POST', body: { email } });
}

export function updatePassword(password: string): Promise<UserResponse> {
  return apiRequest('/api/auth/user', { method: 'PUT', body: { password }, schema: userResponseSchema });
}
