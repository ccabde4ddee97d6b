import type { VoiceActivityDetectorFactory } from './speech.ports';

export interface WarmableCallEngines {
  /** The recording encoder (its worker and libopus). */
  encoder: { warmUp(): Promise<void> };
  voiceActivity: VoiceActivityDetectorFactory;
  /** The offline speech engines, when a provider setting uses them. */
  offlineSpeech?: { warmUp(): Promise<void> } | undefined;
  /** The understanding of a salesperson's words (the offline buyer and assessor): classifiers, WordNet, tagger. */
  understanding?: { warmUp(): void } | undefined;
}

/**
 * Starts every call engine's worker and helper ahead of the first call. Cold, they held a scenario's
 * first call about 1 s on a quiet machine and 3 s on a loaded one (socket open to `listening`), while
 * the caller's microphone was already live. Each failure is reported with what it means for calls.
 */
export async function warmUpCallEngines(engines: WarmableCallEngines, report: (error: unknown, meaning: string) => void): Promise<void> {
  await Promise.all([
    engines.encoder.warmUp().catch((error: unknown) => report(error, 'The recording encoder could not start: calls will fail.')),
    engines.voiceActivity
      .create()
      .then((detector) => detector.close())
      .catch((error: unknown) => report(error, 'Voice activity detection could not start: calls will fail.')),
    engines.understanding &&
      new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => engines.understanding!.warmUp())
        .catch((error: unknown) =>
          report(error, 'The offline buyer and assessor could not load their language data: calls and assessments will fail.'),
        ),
    engines.offlineSpeech
      ?.warmUp()
      .catch((error: unknown) =>
        report(error, 'The offline speech engines could not start: live calls will fail. Run `bash scripts/install-runtime-deps.sh`.'),
      ),
  ]);
}
