import { LogIn, LogOut } from 'lucide-react';
import type { PublicUser } from '@rehearse/domain';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { Logo } from '../../../shared/ui/logo';
import { useLogout } from '../../auth/hooks/use-logout';
import { CreditCardSlot } from './credit-card-slot';

/** Logo, credit card and the account controls; on narrow screens the welcome line wraps to a second row. */
export function Header({ user }: { user: PublicUser | null }) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/85 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:min-h-16 sm:flex-nowrap sm:px-6 sm:py-2 lg:px-8">
        <div className="order-1 mr-auto">
          <Logo />
        </div>
        <div className="order-2 empty:hidden">
          <CreditCardSlot user={user} />
        </div>
        {user ? (
          <>
            <p
              className="order-4 w-full min-w-0 truncate text-sm text-slate-600 sm:order-3 sm:w-auto sm:max-w-xs"
              title={user.email}
            >
              Welcome, <span className="font-medium text-slate-900">{user.email}</span>
            </p>
            <div className="order-3 sm:order-4">
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
