import { z } from 'zod';

/** Limits of spec section 9: auth fields max 100, password min 6. */
export const AUTH_FIELD_MAX = 100;
export const PASSWORD_MIN = 6;

export const authMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: `Email must be less than ${AUTH_FIELD_MAX} characters`,
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters long`,
  passwordTooLong: `Password must be less than ${AUTH_FIELD_MAX} characters`,
  passwordsDontMatch: "Passwords don't match",
  currentPasswordRequired: 'Enter your current password',
  currentPasswordWrong: 'Current password is incorrect',
} as const;

export const emailSchema = z
  .string({ error: authMessages.emailRequired })
  .trim()
  .min(1, authMessages.emailRequired)
  .max(AUTH_FIELD_MAX, authMessages.emailTooLong)
  .pipe(z.email({ error: authMessages.emailInvalid }))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: authMessages.passwordTooShort })
  .trim()
  .min(PASSWORD_MIN, authMessages.passwordTooShort)
  .max(AUTH_FIELD_MAX, authMessages.passwordTooLong);

/** The spec's credentials schema: email, password, optional confirmPassword. */
export const credentialsSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string().trim().max(AUTH_FIELD_MAX).optional(),
  })
  .refine((value) => value.confirmPassword === undefined || value.confirmPassword === value.password, {
    message: authMessages.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type Credentials = z.infer<typeof credentialsSchema>;

export type AuthMode = 'signup' | 'login' | 'forgot' | 'reset';
export const AUTH_MODES: readonly AuthMode[] = ['signup', 'login', 'forgot', 'reset'];

const withConfirmation = z
  .object({ password: passwordSchema, confirmPassword: z.string().trim().max(AUTH_FIELD_MAX) })
  .refine((value) => value.confirmPassword === value.password, {
    message: authMessages.passwordsDontMatch,
    path: ['confirmPassword'],
  });

/** What each mode of the auth screen checks before it submits (spec section 5, 'Auth'). */
export const authFormSchemas = {
  signup: z
    .object({ email: emailSchema, password: passwordSchema, confirmPassword: z.string().trim().max(AUTH_FIELD_MAX) })
    .refine((value) => value.confirmPassword === value.password, {
      message: authMessages.passwordsDontMatch,
      path: ['confirmPassword'],
    }),
  login: z.object({ email: emailSchema, password: passwordSchema }),
  forgot: z.object({ email: emailSchema }),
  reset: withConfirmation,
} as const;

export type AuthFieldErrors = Partial<Record<'email' | 'password' | 'confirmPassword', string>>;

/** Validates one mode's fields; returns the first message per field, as the screen shows them. */
export function validateAuthForm(
  mode: AuthMode,
  values: { email?: string; password?: string; confirmPassword?: string },
): { ok: true } | { ok: false; errors: AuthFieldErrors } {
  const result = authFormSchemas[mode].safeParse(values);
  if (result.success) return { ok: true };
  const errors: AuthFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password' || field === 'confirmPassword') && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  return { ok: false, errors };
}

/** Request bodies of the auth API. */
export const signUpBodySchema = z.object({ email: emailSchema, password: passwordSchema });
export const logInBodySchema = z.object({
  email: emailSchema,
  // Trimmed like at sign-up, so a padded password typed the same way both times still matches.
  password: z.string({ error: authMessages.passwordTooShort }).trim().max(AUTH_FIELD_MAX, authMessages.passwordTooLong),
});
export const recoverBodySchema = z.object({ email: emailSchema });
/**
 * Outside a recovery session (the reset link) the current password is required too, so that a
 * stolen session cookie alone cannot change the password; the server decides which session it is.
 */
export const updatePasswordBodySchema = z.object({
  password: passwordSchema,
  currentPassword: z
    .string({ error: authMessages.currentPasswordRequired })
    .trim()
    .max(AUTH_FIELD_MAX, authMessages.passwordTooLong)
    .optional(),
});
