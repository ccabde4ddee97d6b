import { GENDERS } from '@rehearse/domain';
import type { Gender } from '@rehearse/domain';
import { classNames } from '../../../shared/class-names';
import { FieldError } from '../../../shared/ui/field-parts';

interface VoiceGenderFieldProps {
  value: Gender;
  onChange: (gender: Gender) => void;
  error?: string;
}

/** Voice Gender: two radios, Male by default; the AI customer speaks with a voice to match. */
export function VoiceGenderField({ value, onChange, error }: VoiceGenderFieldProps) {
  return (
    <fieldset aria-describedby={error ? 'gender-error' : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">Voice Gender</legend>
      <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
        {GENDERS.map((gender) => {
          const id = `gender-${gender}`;
          return (
            <label
              key={gender}
              htmlFor={id}
              className={classNames(
                'flex h-11 cursor-pointer items-center gap-2.5 rounded-lg border bg-white px-3 text-[15px] shadow-sm transition-colors',
                'has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-500/20 has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-slate-100',
                value === gender
                  ? 'border-brand-500 bg-brand-50/60 font-medium text-brand-900'
                  : 'border-slate-300 text-slate-700 hover:border-slate-400',
              )}
            >
              <input
                id={id}
                type="radio"
                name="gender"
                value={gender}
                checked={value === gender}
                onChange={() => onChange(gender)}
                className="size-4 cursor-pointer accent-brand-600 disabled:cursor-not-allowed"
              />
              {gender}
            </label>
          );
        })}
      </div>
      <FieldError id="gender-error" error={error} />
    </fieldset>
  );
}
