import path from 'node:path';

/** The salesperson's side of the browser call test, spoken by the offline synthesiser. */
export const CALLER_WAV = path.resolve(import.meta.dirname, '../.artifacts/caller.wav');
export const CALLER_LINES = [
  'Hi, this is Sam from Quotaflow.',
  'How do you onboard new sales reps today?',
  'We help sales teams ramp new reps twice as fast.',
  'Would you be open to a demo next week?',
];

/** Chromium flags that make the WAV the microphone (shared/research/offline-speech.md). */
export const FAKE_MICROPHONE_ARGS = [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-audio-capture=${CALLER_WAV}%noloop`,
  '--autoplay-policy=no-user-gesture-required',
];
