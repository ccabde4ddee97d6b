import { z } from 'zod';

/**
 * The auth routes' responses (issue 18, item 4): each interface is what the server builds, and its
 * schema, typed against it, is what the web parses the answer with.
 */

export interface PublicUser {
  id: string;
  email: string;
}

/** GET /api/auth/session: `user` is null for a visitor. */
export interface SessionResponse {
  user: PublicUser | null;
  /** True when the session came from a password-reset link: the reset screen may set a password. */
  recovery: boolean;
}

/** POST /api/auth/signup (201). */
export interface SignUpResponse {
  user: PublicUser;
  /** True when a confirmation mail was sent: no session cookie was set. */
  confirmationRequired: boolean;
}

/** POST /api/auth/login and PUT /api/auth/user. */
export interface UserResponse {
  user: PublicUser;
}

export const publicUserSchema: z.ZodType<PublicUser> = z.object({ id: z.string().min(1), email: z.string() });

export const sessionResponseSchema: z.ZodType<SessionResponse> = z.object({ user: publicUserSchema.nullable(), recovery: z.boolean() });

export const signUpResponseSchema: z.ZodType<SignUpResponse> = z.object({ user: publicUserSchema, confirmationRequired: z.boolean() });

export const userResponseSchema: z.ZodType<UserResponse> = z.object({ user: publicUserSchema });
