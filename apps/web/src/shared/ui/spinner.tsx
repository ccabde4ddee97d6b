import { LoaderCircle } from 'lucide-react';
import { classNames } from '../class-names';

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={classNames('animate-spin text-brand-600', className ?? 'size-5')} />;
}

/** Whole-page wait state, e.g. while the session loads. */
export function FullPageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh flex-col items-center justify-center gap-3">
      <Spinner className="size-8" />
      <p className="text-sm font-medium text-slate-500">{label}</p>
    </div>
  );
}
