/**
 * Writes the caller's side of a practice call as a WAV for Chromium's fake microphone: the offline
 * synthesiser speaks each line, with low noise before, between and after (pure digital silence
 * upsets the recogniser), and pauses long enough for the buyer to answer.
 * Usage: node --import tsx e2e/support/make-caller-wav.ts <out.wav> <lead ms> <gap ms> <line>...
 */
import { writeFile } from 'node:fs/promises';
import { concatPcm, createFliteTextToSpeech, encodeWav } from '@rehearse/voice';
import { quietNoise } from '@rehearse/voice/testing';

const [out, leadMs, gapMs, ...lines] = process.argv.slice(2);
if (!out || !leadMs || !gapMs || lines.length === 0) throw new Error('usage: make-caller-wav <out.wav> <lead ms> <gap ms> <line>...');

const tts = createFliteTextToSpeech();
const samplesOf = (ms: number) => Math.round((ms * 16_000) / 1000);
const parts: Int16Array[] = [quietNoise(samplesOf(Number(leadMs)))];
for (const line of lines) {
  for await (const frame of tts.synthesize(line, { voice: 'male' })) parts.push(frame);
  parts.push(quietNoise(samplesOf(Number(gapMs))));
}
await tts.close();
await writeFile(out, encodeWav(concatPcm(parts), 16_000));
