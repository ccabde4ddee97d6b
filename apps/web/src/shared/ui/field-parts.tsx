import type { ReactNode } from 'react';
import { classNames } from '../class-names';

/** The look of every text-like control; the error state turns the border red. */
export function fieldControlClasses(hasError: boolean, extra?: string): string {
  return classNames(
    'block w-full rounded-lg border bg-white px-3 text-[15px] text-slate-900 shadow-sm transition-colors ' +
      'placeholder:text-slate-400 focus:outline-none focus:ring-3 ' +
      'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
    hasError
      ? 'border-red-500 focus:border-red-500 focus:ring-red-500/20'
      : 'border-slate-300 hover:border-slate-400 focus:border-brand-500 focus:ring-brand-500/20',
    extra,
  );
}

/** The ids an input's `aria-describedby` lists: its counter, hint and error, whichever exist. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
}

interface FieldLabelProps {
  htmlFor: string;
  label: string;
  /** Shown muted after the label, e.g. '(optional)'. */
  note?: string;
  /** Rendered at the right end of the label row, e.g. a character counter. */
  aside?: ReactNode;
}

export function FieldLabel({ htmlFor, label, note, aside }: FieldLabelProps) {
  return (
    <div className="mb-1.5 flex items-baseline justify-between gap-3">
      <label htmlFor={htmlFor} className="text-sm font-medium text-slate-700">
        {label}
        {note ? <span className="ml-1 font-normal text-slate-500">{note}</span> : null}
      </label>
      {aside}
    </div>
  );
}

/** 'N/max', red once the text is over the limit. */
export function CharacterCounter({ id, count, max }: { id: string; count: number; max: number }) {
  const over = count > max;
  return (
    <span id={id} className={classNames('text-xs tabular-nums', over ? 'font-medium text-red-600' : 'text-slate-500')}>
      {count}/{max}
    </span>
  );
}

/** The message under a field; its id is what the control's `aria-describedby` points at. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-600">
      {error}
    </p>
  );
}
