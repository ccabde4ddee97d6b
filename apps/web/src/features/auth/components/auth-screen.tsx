import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AppError } from '@rehearse/domain';
import { ButtonLink } from '../../../shared/ui/button';
import { Logo } from '../../../shared/ui/logo';
import { showErrorToast } from '../../../shared/toast';
import { authModeFooterLinks, authModeText, parseAuthMode, readLinkError, shouldLeaveAuthScreen } from '../auth-mode';
import { AUTH_LINK_ERROR_TOAST_ID } from '../hooks/use-auth-submit';
import { useSession } from '../hooks/use-session';
import { AuthForm } from './auth-form';

/** /auth: sign up, log in, ask for a reset link, or set a new password (`?mode=`). */
export function AuthScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const mode = parseAuthMode(searchParams.get('mode'));
  const linkError = readLinkError(searchParams.get('error'));
  const navigate = useNavigate();
  const { user, recovery, isPending } = useSession();
  // Reset mode is for a session opened by a reset link; without one there is nothing to set.
  const resetLinkMissing = mode === 'reset' && !isPending && !recovery;
  // Kept across mode switches so the address typed once follows the user.
  const [email, setEmail] = useState('');

  useEffect(() => {
    if (shouldLeaveAuthScreen(user ? { user, recovery } : undefined, mode)) void navigate('/', { replace: true });
  }, [user, recovery, mode, navigate]);

  // A bad confirmation or reset link lands here with ?error=; say it once, then drop it from the URL.
  useEffect(() => {
    if (!linkError) return;
    showErrorToast(new AppError('invalid_token', linkError), { id: AUTH_LINK_ERROR_TOAST_ID });
    setSearchParams(
      (params) => {
        params.delete('error');
        return params;
      },
      { replace: true },
    );
  }, [linkError, setSearchParams]);

  const text = authModeText[mode];

  return (
    <main className="relative isolate flex min-h-dvh flex-col items-center px-4 pt-12 pb-16 sm:pt-[12vh]">
      <title>{`${text.title} · Rehearse`}</title>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[420px] bg-gradient-to-b from-brand-100/70 via-brand-50/40 to-transparent"
      />
      <div className="mb-8">
        <Logo />
      </div>
      <section
        aria-labelledby="auth-title"
        className="w-full max-w-[420px] rounded-2xl border border-slate-200/80 bg-white p-6 shadow-xl shadow-slate-900/5 sm:p-8"
      >
        <header className="mb-6">
          <h1 id="auth-title" className="text-2xl font-semibold tracking-tight text-slate-900">
            {text.title}
          </h1>
          {text.subtitle ? <p className="mt-1.5 text-sm text-slate-500">{text.subtitle}</p> : null}
        </header>

        {resetLinkMissing ? (
          <ResetLinkMissing />
        ) : (
          <AuthForm key={mode} mode={mode} email={mode === 'reset' ? (user?.email ?? '') : email} onEmailChange={setEmail} />
        )}

        {authModeFooterLinks[mode].map((link) => (
          <p key={link.mode} className="mt-6 text-center text-sm text-slate-500">
            {link.prompt}{' '}
            <Link
              to={{ search: `?mode=${link.mode}` }}
              className="rounded font-medium text-brand-600 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {link.label}
            </Link>
          </p>
        ))}
      </section>
    </main>
  );
}

/** /auth?mode=reset opened without a working reset link (expired, used, or none at all). */
function ResetLinkMissing() {
  return (
    <div role="alert" className="space-y-4">
      <p className="text-sm text-slate-700">
        This password reset link has expired or has already been used. Reset links work once, for a limited time.
      </p>
      <ButtonLink to={{ search: '?mode=forgot' }} className="w-full">
        Send a new reset link
      </ButtonLink>
    </div>
  );
}
