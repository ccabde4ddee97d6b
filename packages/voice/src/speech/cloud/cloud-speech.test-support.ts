import { SpeechProviderError } from '../speech.ports';
import type { SpeechToTextResult } from '../speech.ports';

/** Test helpers for the cloud speech adapters. */

/** 20 ms frames of a quiet pattern (the fakes do not listen to it, they count it). */
export function framesOf(milliseconds: number): Int16Array[] {
  return Array.from({ length: Math.round(milliseconds / 20) }, (_, i) =>
    Int16Array.from({ length: 320 }, (_, j) => ((i * 320 + j) % 200) - 100),
  );
}

/** Reads a stream in the background, so a test can act and then look at what came out. */
export function readInBackground(stream: AsyncIterable<SpeechToTextResult>) {
  const results: SpeechToTextResult[] = [];
  let failure: unknown;
  const done = (async () => {
    try {
      for await (const result of stream) results.push(result);
    } catch (error) {
      failure = error;
    }
  })();
  return {
    results,
    finals: () => results.filter((result) => result.type === 'final'),
    partials: () => results.filter((result) => result.type === 'partial').map((result) => result.text),
    /** Resolves when the iteration ends; the failure it ended with, if any. */
    async ended(): Promise<unknown> {
      await done;
      return failure;
    },
  };
}

export async function speechFailureOf(work: Promise<unknown>): Promise<SpeechProviderError> {
  const error = await work.then(
    (value) => value,
    (caught: unknown) => caught,
  );
  if (!(error instanceof SpeechProviderError)) throw new Error(`expected a SpeechProviderError, got ${String(error)}`);
  return error;
}
