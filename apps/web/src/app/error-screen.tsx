import { TriangleAlert } from 'lucide-react';
import { Button } from '../shared/ui/button';

/** Shown for an uncaught rendering failure (spec section 2). */
export function ErrorScreen() {
  return (
    <main role="alert" className="flex min-h-dvh items-center justify-center px-4">
      <title>Something went wrong · Rehearse</title>
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-xl shadow-slate-900/5">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
          <TriangleAlert aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-5 text-xl font-semibold text-slate-900">Oops! Something went wrong.</h1>
        <p className="mt-2 text-sm text-slate-600">Please refresh the page. If the problem persists, contact support.</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Refresh Page
        </Button>
      </div>
    </main>
  );
}
