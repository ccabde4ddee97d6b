import { useState } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { CharacterCounter, describedBy, FieldError, FieldLabel, fieldControlClasses } from './field-parts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  /** Also the input's id; its error element gets the id `${name}-error`. */
  name: string;
  label: string;
  error?: string;
  /** Rendered inside the input's right edge (e.g. a show/hide toggle). */
  trailing?: ReactNode;
  /** Shows 'N/max' beside the label (needs a string `value`). Going over is a validation error, not blocked. */
  maxCharacters?: number;
}

/** A labelled input with its error directly underneath, wired for screen readers. */
export function TextField({ name, label, error, trailing, maxCharacters, className, ...inputProps }: TextFieldProps) {
  const errorId = `${name}-error`;
  const counterId = `${name}-count`;
  const length = typeof inputProps.value === 'string' ? inputProps.value.length : 0;
  return (
    <div className={className}>
      <FieldLabel
        htmlFor={name}
        label={label}
        aside={maxCharacters ? <CharacterCounter id={counterId} count={length} max={maxCharacters} /> : null}
      />
      <div className="relative">
        <input
          id={name}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId, maxCharacters !== undefined && counterId)}
          className={fieldControlClasses(Boolean(error), trailing ? 'h-11 pr-11' : 'h-11')}
          {...inputProps}
        />
        {trailing ? <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div> : null}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-controls={props.name}
          className="flex size-8 cursor-pointer items-center justify-center rounded-md text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
        </button>
      }
    />
  );
}
