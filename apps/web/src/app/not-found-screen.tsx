import { Home } from 'lucide-react';
import { ButtonLink } from '../shared/ui/button';

export function NotFoundScreen() {
  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <title>Page not found · Rehearse</title>
      <div className="text-center">
        <p className="bg-gradient-to-b from-brand-500 to-violet-700 bg-clip-text text-7xl font-bold tracking-tight text-transparent sm:text-8xl">
          404
        </p>
        <h1 className="mt-4 text-xl font-semibold text-slate-900">Oops! Page not found</h1>
        <p className="mt-2 text-sm text-slate-500">The page you are looking for does not exist or was moved.</p>
        <ButtonLink to="/" className="mt-8">
          <Home aria-hidden="true" className="size-4" />
          Return to Home
        </ButtonLink>
      </div>
    </main>
  );
}
