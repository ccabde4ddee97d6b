import path from 'node:path';
import { createFliteTextToSpeech } from './flite/flite.tts';
import { FliteRunner } from './flite/flite-runner';
import { createFlitePhonetizer } from './flite/flite.phonetizer';
import { createFvadDetectorFactory } from './fvad.vad';
import { createPocketsphinxSpeechToText, type PocketsphinxSpeechToText } from './pocketsphinx/pocketsphinx.stt';
import type { TextToSpeech, VoiceActivityDetectorFactory } from './speech.ports';

export interface OfflineSpeechEngines {
  speechToText: PocketsphinxSpeechToText;
  textToSpeech: TextToSpeech;
  voiceActivity: VoiceActivityDetectorFactory;
  /**
   * Starts the flite worker and, when calls use the offline recogniser, its helper and the model
   * builder's worker with what every build shares, so that a scenario's first call does not wait.
   */
  warmUp(uses: { recognition: boolean }): Promise<void>;
  close(): Promise<void>;
}

/**
 * The embedded speech engines: pocketsphinx (scenario models cached under
 * `<dataDir>/speech/models`), flite and fvad. One flite worker serves synthesis and the phonetizer
 * that spells new words for the recogniser's dictionary.
 */
export function createOfflineSpeechEngines(dataDir: string): OfflineSpeechEngines {
  const runner = new FliteRunner();
  const speechToText = createPocketsphinxSpeechToText({
    modelCacheDir: path.join(dataDir, 'speech', 'models'),
    phonetizer: createFlitePhonetizer(runner),
  });
  const textToSpeech = createFliteTextToSpeech(runner);
  return {
    speechToText,
    textToSpeech,
    voiceActivity: createFvadDetectorFactory(),
    async warmUp(uses) {
      await Promise.all([
        uses.recognition ? speechToText.warmUp() : undefined,
        // Starts the flite worker and compiles flite (the phonetizer and the buyer's voice share it).
        runner.run(['-ps', '-t', 'ready.', '-o', 'none']),
      ]);
    },
    async close() {
      await speechToText.close();
      await textToSpeech.close();
    },
  };
}
