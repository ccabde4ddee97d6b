import type { Difficulty } from '@rehearse/domain';
import { DIFFICULTY_HINTS } from '../../../shared/difficulty-texts';
import { DIFFICULTY_OPTIONS } from '../scenario-form-state';
import { RadioCards } from './radio-cards';

interface DifficultyFieldProps {
  value: Difficulty;
  onChange: (difficulty: Difficulty) => void;
  error?: string;
}

/** Difficulty: Easy, Medium (the default) or Hard, with what the AI customer does at the chosen one. */
export function DifficultyField({ value, onChange, error }: DifficultyFieldProps) {
  return (
    <RadioCards
      name="difficulty"
      legend="Difficulty"
      options={DIFFICULTY_OPTIONS}
      value={value}
      onChange={onChange}
      hint={DIFFICULTY_HINTS[value]}
      error={error}
    />
  );
}
