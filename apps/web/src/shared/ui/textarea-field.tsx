import type { TextareaHTMLAttributes } from 'react';
import { CharacterCounter, describedBy, FieldError, FieldLabel, fieldControlClasses } from './field-parts';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'value'> {
  /** Also the textarea's id; its error element gets the id `${name}-error`. */
  name: string;
  label: string;
  value: string;
  error?: string;
  /** Shows 'N/max' beside the label. The limit is not enforced here: going over is a validation error. */
  maxCharacters?: number;
}

/** A labelled textarea with an optional character counter and its error underneath. */
export function TextAreaField({ name, label, value, error, maxCharacters, className, ...props }: TextAreaFieldProps) {
  const errorId = `${name}-error`;
  const counterId = `${name}-count`;
  return (
    <div className={className}>
      <FieldLabel
        htmlFor={name}
        label={label}
        aside={maxCharacters ? <CharacterCounter id={counterId} count={value.length} max={maxCharacters} /> : null}
      />
      <textarea
        id={name}
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId, maxCharacters !== undefined && counterId)}
        className={fieldControlClasses(Boolean(error), 'resize-y py-2.5 leading-relaxed')}
        {...props}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
