import { describe, expect, it } from 'vitest';
import { FliteRunner } from './flite/flite-runner';
import { createFliteTextToSpeech } from './flite/flite.tts';
import { createFvadDetectorFactory } from './fvad.vad';
import { quietNoise } from './speech.test-support';
import { splitIntoFrames } from './pcm-audio';

describe('fvad voice activity detector', () => {
  it('hears speech and not quiet noise', async () => {
    const tts = createFliteTextToSpeech(new FliteRunner());
    const speech: Int16Array[] = [];
    for await (const frame of tts.synthesize('We help sales teams ramp new reps twice as fast.', { voice: 'female' })) speech.push(frame);
    await tts.close();

    const detector = await createFvadDetectorFactory().create();
    const noiseDecisions = splitIntoFrames(quietNoise(16_000)).map((frame) => detector.isSpeech(frame));
    const speechDecisions = speech.map((frame) => detector.isSpeech(frame));
    detector.close();

    expect(noiseDecisions.filter(Boolean)).toHaveLength(0);
    expect(speechDecisions.filter(Boolean).length / speechDecisions.length).toBeGreaterThan(0.6);
  });

  it('keeps detectors independent and refuses frames of the wrong size', async () => {
    const factory = createFvadDetectorFactory();
    const [first, second] = await Promise.all([factory.create(), factory.create()]);
    expect(() => first.isSpeech(new Int16Array(160))).toThrow(/320 samples/);
    first.close();
    expect(() => first.isSpeech(new Int16Array(320))).toThrow(/after close/);
    expect(second.isSpeech(new Int16Array(320))).toBe(false);
    second.close();
  });
});
