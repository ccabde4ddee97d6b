import { classNames } from '../../../shared/class-names';
import { describedBy, FieldError } from '../../../shared/ui/field-parts';

interface RadioCardsProps<Value extends string> {
  /** The radios' name; each radio's id is `${name}-${value}`, the error's `${name}-error`. */
  name: string;
  legend: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  /** A line under the choices, e.g. what the chosen value means. */
  hint?: string;
  error?: string;
}

const COLUMNS: Record<number, string> = { 2: 'grid-cols-2 sm:max-w-sm', 3: 'grid-cols-3 sm:max-w-md' };

/** A short choice shown as a row of bordered radios, the chosen one highlighted. */
export function RadioCards<Value extends string>({ name, legend, options, value, onChange, hint, error }: RadioCardsProps<Value>) {
  const hintId = `${name}-hint`;
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={describedBy(hint && hintId, error && errorId)}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{legend}</legend>
      <div className={classNames('grid gap-2 sm:gap-3', COLUMNS[options.length] ?? 'grid-cols-2 sm:grid-cols-4')}>
        {options.map((option) => {
          const id = `${name}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className={classNames(
                // Tighter on phones, so that three choices share a row.
                'flex h-11 cursor-pointer items-center gap-2 rounded-lg border bg-white px-2.5 text-[15px] shadow-sm transition-colors sm:gap-2.5 sm:px-3',
                'has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-500/20 has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-slate-100',
                value === option.value
                  ? 'border-brand-500 bg-brand-50/60 font-medium text-brand-900'
                  : 'border-slate-300 text-slate-700 hover:border-slate-400',
              )}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                className="size-4 cursor-pointer accent-brand-600 disabled:cursor-not-allowed"
              />
              {option.label}
            </label>
          );
        })}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
