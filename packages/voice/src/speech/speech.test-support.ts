import { Endpointer } from './endpointing';
import type { EndpointingOptions } from './endpointing';
import type { SpeechToTextResult, SpeechToTextStream, VoiceActivityDetector } from './speech.ports';

/**
 * Test and benchmark helpers: a scenario with a product name the stock dictionary lacks, and a
 * recogniser run that routes frames through the detector and endpointing as the call pipeline will.
 */

export const QUOTAFLOW_SCENARIO = {
  names: ['Quotaflow', 'Brightwell Freight'],
  texts: [
    'Quotaflow is a sales coaching platform that lets reps rehearse calls with an AI buyer before the real conversation.',
    'Quotaflow scores every practice call against a rubric and shows managers where each rep needs coaching.',
    'The customer is Brightwell Freight, a regional logistics company with forty account executives.',
    'The buyer is Dana, the vice president of sales, who worries about ramp time for new hires and inconsistent discovery calls.',
    'Stage: discovery. Goal: understand how Brightwell onboards new reps and book a demo of Quotaflow.',
  ],
};

/** Sentences a salesperson says on such a call; the ones the round-trip test speaks. */
export const SALES_SENTENCES = [
  'Hi Dana, this is Sam from Quotaflow, do you have a minute?',
  'We help sales teams ramp new reps twice as fast.',
  'How long does it take a new hire to become productive?',
  'What does your onboarding process look like today?',
  'Quotaflow lets your reps practice discovery calls before they talk to real customers.',
  'How do your managers coach the team at the moment?',
  'Would you be open to a demo next week?',
  'I will send you a calendar invite for Tuesday at ten.',
];

export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z' ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/** Word error rate: word-level edit distance over the reference length. */
export function wordErrorRate(reference: readonly string[], hypothesis: readonly string[]): number {
  let previous = Array.from({ length: hypothesis.length + 1 }, (_, index) => index);
  for (let i = 1; i <= reference.length; i++) {
    const current = [i];
    for (let j = 1; j <= hypothesis.length; j++) {
      const substitution = previous[j - 1]! + (reference[i - 1] === hypothesis[j - 1] ? 0 : 1);
      current.push(Math.min(substitution, previous[j]! + 1, current[j - 1]! + 1));
    }
    previous = current;
  }
  return reference.length === 0 ? 0 : previous[hypothesis.length]! / reference.length;
}

/** Low-level noise: pure digital silence upsets the recogniser's normalisation. */
export function quietNoise(samples: number, amplitude = 30): Int16Array {
  const noise = new Int16Array(samples);
  let seed = 12345;
  for (let i = 0; i < samples; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    noise[i] = ((seed / 0x7fffffff) * 2 - 1) * amplitude;
  }
  return noise;
}

export interface TranscribedUtterance {
  results: SpeechToTextResult[];
  final: SpeechToTextResult | undefined;
}

/**
 * Feeds 20 ms frames through the detector and endpointing into the stream (as fast as possible),
 * ends the stream, and collects every result, grouped per utterance.
 */
export async function transcribeFrames(
  frames: readonly Int16Array[],
  detector: VoiceActivityDetector,
  stream: SpeechToTextStream,
  endpointing: Partial<EndpointingOptions> = {},
): Promise<TranscribedUtterance[]> {
  const collected = (async () => {
    const utterances: TranscribedUtterance[] = [];
    let current: SpeechToTextResult[] = [];
    for await (const result of stream) {
      current.push(result);
      if (result.type === 'final') {
        utterances.push({ results: current, final: result });
        current = [];
      }
    }
    return utterances;
  })();
  const endpointer = new Endpointer(endpointing);
  for (const frame of frames) {
    const step = endpointer.push(frame, detector.isSpeech(frame));
    for (const forwarded of step.forward) stream.push(forwarded);
    if (step.event === 'speech-end') stream.flush();
  }
  stream.end();
  return collected;
}
