import { AudioLines } from 'lucide-react';
import { Link } from 'react-router';

/** The product mark; links home. */
export function Logo() {
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-brand-500 to-violet-600 text-white shadow-sm">
        <AudioLines aria-hidden="true" className="size-[18px]" />
      </span>
      <span className="text-lg font-semibold tracking-tight text-slate-900">Rehearse</span>
    </Link>
  );
}
