import type { SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { describedBy, FieldError, FieldLabel, fieldControlClasses } from './field-parts';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'children'> {
  /** Also the select's id; its error element gets the id `${name}-error`. */
  name: string;
  label: string;
  options: readonly SelectOption[];
  error?: string;
}

/**
 * A labelled native select: the platform's own picker is the most usable one on phones and with
 * screen readers, so only the closed control is styled.
 */
export function SelectField({ name, label, options, error, className, ...props }: SelectFieldProps) {
  const errorId = `${name}-error`;
  return (
    <div className={className}>
      <FieldLabel htmlFor={name} label={label} />
      <div className="relative">
        <select
          id={name}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId)}
          className={fieldControlClasses(Boolean(error), 'h-11 cursor-pointer appearance-none pr-10')}
          {...props}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" />
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
