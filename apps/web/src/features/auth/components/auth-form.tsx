import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { validateAuthForm } from '@rehearse/domain';
import type { AuthFieldErrors, AuthMode } from '@rehearse/domain';
import { Button } from '../../../shared/ui/button';
import { PasswordField, TextField } from '../../../shared/ui/text-field';
import { authModeFields, authModeText } from '../auth-mode';
import { useAuthSubmit } from '../hooks/use-auth-submit';

interface AuthFormProps {
  mode: AuthMode;
  email: string;
  onEmailChange: (email: string) => void;
}

const FIELD_ORDER = ['email', 'password', 'confirmPassword'] as const;

/** The fields of one mode; mount it with `key={mode}` so a mode switch starts clean. */
export function AuthForm({ mode, email, onEmailChange }: AuthFormProps) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<AuthFieldErrors>({});
  const submit = useAuthSubmit({ onFieldErrors: showErrors });
  const fields = authModeFields[mode];
  const isReset = mode === 'reset';
  const busy = submit.isPending;

  function showErrors(next: AuthFieldErrors) {
    setErrors(next);
    const first = FIELD_ORDER.find((name) => next[name]);
    if (first) document.getElementById(first)?.focus();
  }

  function clearError(name: keyof AuthFieldErrors) {
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const values = isReset ? { password, confirmPassword } : { email, password, confirmPassword };
    const result = validateAuthForm(mode, values);
    if (!result.ok) {
      showErrors(result.errors);
      return;
    }
    setErrors({});
    submit.mutate({ mode, email: email.trim(), password });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <TextField
        name="email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete={isReset ? 'username' : 'email'}
        autoCapitalize="none"
        spellCheck={false}
        placeholder="you@company.com"
        value={email}
        onChange={(event) => {
          onEmailChange(event.target.value);
          clearError('email');
        }}
        disabled={isReset}
        required={!isReset}
        error={errors.email}
      />

      {fields.password ? (
        <div>
          <PasswordField
            name="password"
            label="Password"
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            placeholder={mode === 'login' ? 'Your password' : 'At least 6 characters'}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              clearError('password');
            }}
            required
            error={errors.password}
          />
          {mode === 'login' ? (
            <div className="mt-2 flex justify-end">
              <Link
                to={{ search: '?mode=forgot' }}
                className="rounded text-sm font-medium text-brand-600 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                Forgot password?
              </Link>
            </div>
          ) : null}
        </div>
      ) : null}

      {fields.confirmPassword ? (
        <PasswordField
          name="confirmPassword"
          label="Confirm password"
          autoComplete="new-password"
          placeholder="Repeat your password"
          value={confirmPassword}
          onChange={(event) => {
            setConfirmPassword(event.target.value);
            clearError('confirmPassword');
          }}
          required
          error={errors.confirmPassword}
        />
      ) : null}

      <Button type="submit" size="lg" className="mt-2 w-full" disabled={busy} aria-busy={busy}>
        {busy ? 'Loading...' : authModeText[mode].submit}
      </Button>
    </form>
  );
}
