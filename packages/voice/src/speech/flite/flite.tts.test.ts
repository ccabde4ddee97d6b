import { afterAll, describe, expect, it } from 'vitest';
import { FRAME_SAMPLES } from '../speech.ports';
import { FliteRunner } from './flite-runner';
import { createFlitePhonetizer } from './flite.phonetizer';
import { cleanTextForFlite, createFliteTextToSpeech } from './flite.tts';
import { collect } from '../../testing/collect';

const runner = new FliteRunner();
const tts = createFliteTextToSpeech(runner);
afterAll(() => tts.close());

describe('flite text-to-speech', () => {
  it('yields 20 ms frames of 320 samples for each voice, and the voices differ', async () => {
    const text = 'We help sales teams ramp new reps twice as fast.';
    const male = await collect(tts.synthesize(text, { voice: 'male' }));
    const female = await collect(tts.synthesize(text, { voice: 'female' }));
    for (const frames of [male, female]) {
      expect(frames.length).toBeGreaterThan(50); // over a second of speech
      expect(frames.every((frame) => frame.length === FRAME_SAMPLES)).toBe(true);
      expect(frames.some((frame) => frame.some((sample) => Math.abs(sample) > 1000))).toBe(true);
    }
    expect(male.length).not.toBe(female.length);
  });

  it('stops when the signal aborts, and says nothing for empty text', async () => {
    const controller = new AbortController();
    const frames: Int16Array[] = [];
    for await (const frame of tts.synthesize('This sentence is cut off by the caller.', { voice: 'female', signal: controller.signal })) {
      frames.push(frame);
      if (frames.length === 3) controller.abort();
    }
    expect(frames).toHaveLength(3);
    expect(await collect(tts.synthesize('  \n ', { voice: 'male' }))).toEqual([]);
  });

  it('survives many sentences in a row (node:wasi crashed here on Node 20)', async () => {
    for (let i = 0; i < 30; i++) {
      const frames = await collect(tts.synthesize(`Number ${i} is fine.`, { voice: i % 2 ? 'male' : 'female' }));
      expect(frames.length).toBeGreaterThan(10);
    }
  });

  it('cleans text that would confuse flite', () => {
    expect(cleanTextForFlite('-- hello\u0007 <b>world</b>\n')).toBe('hello b world /b');
  });
});

describe('flite phonetizer', () => {
  it('gives CMU phones for words, one entry per word', async () => {
    const phones = await createFlitePhonetizer(runner).phonesFor(['Quotaflow', 'onboarding', 'Zylofex']);
    expect(phones.get('onboarding')).toEqual(['AA', 'N', 'B', 'AO', 'R', 'D', 'IH', 'NG']);
    expect(phones.get('Zylofex')).toEqual(['Z', 'AY', 'L', 'AH', 'F', 'EH', 'K', 'S']);
    expect(phones.get('Quotaflow')?.slice(0, 3)).toEqual(['K', 'W', 'OW']);
  });
});
