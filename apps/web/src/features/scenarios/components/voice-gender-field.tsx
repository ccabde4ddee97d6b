import type { Gender } from '@rehearse/domain';
import { GENDER_OPTIONS } from '../scenario-form-state';
import { RadioCards } from './radio-cards';

interface VoiceGenderFieldProps {
  value: Gender;
  onChange: (gender: Gender) => void;
  error?: string;
}

/** Voice Gender: two radios, Male by default; the AI customer speaks with a voice to match. */
export function VoiceGenderField({ value, onChange, error }: VoiceGenderFieldProps) {
  return <RadioCards name="gender" legend="Voice Gender" options={GENDER_OPTIONS} value={value} onChange={onChange} error={error} />;
}
