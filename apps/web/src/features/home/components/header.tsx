import { LogIn, LogOut } from 'lucide-react';
import type { PublicUser } from '@rehearse/domain';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { Logo } from '../../../shared/ui/logo';
import { useLogout } from '../../auth';
import { CreditCard } from '../../credits';

/** Logo, credit card and the account controls; on narrow screens the welcome line and the card wrap to a second row. */
export function Header({ user }: { user: PublicUser | null }) {
  return (
    <header className="border-b border-slate-200/80 bg-white/85 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 sm:min-h-16 sm:gap-x-4 sm:gap-y-2 sm:flex-nowrap sm:px-6 sm:py-2 lg:px-8">
        <div className="order-1 mr-auto">
          <Logo />
        </div>
        <div className="order-5 shrink-0 empty:hidden sm:order-2">
          <CreditCard user={user} />
        </div>
        {user ? (
          <>
            {/* On phones the welcome line and the credit card share a second row. */}
            <div aria-hidden="true" className="order-3 h-0 basis-full sm:hidden" />
            {/* Phones wrap a long address rather than cut it; wider screens have room for it on one line. */}
            <p
              className="order-4 min-w-0 flex-1 basis-0 text-sm [overflow-wrap:anywhere] text-slate-600 sm:order-3 sm:max-w-xs sm:flex-initial sm:basis-auto sm:truncate"
              title={user.email}
            >
              Welcome, <span className="font-medium text-slate-900">{user.email}</span>
            </p>
            <div className="order-2 sm:order-4">
              <LogoutButton userId={user.id} />
            </div>
          </>
        ) : (
          <div className="order-3">
            <ButtonLink to="/auth" size="sm">
              <LogIn aria-hidden="true" className="size-4" />
              Sign In
            </ButtonLink>
          </div>
        )}
      </div>
    </header>
  );
}

function LogoutButton({ userId }: { userId: string }) {
  const logout = useLogout();
  return (
    <Button variant="secondary" size="sm" onClick={() => logout.mutate(userId)} disabled={logout.isPending}>
      <LogOut aria-hidden="true" className="size-4" />
      Logout
    </Button>
  );
}
