import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWav, splitIntoFrames } from './pcm-audio';
import { HUM_MAX_HIGH_BAND_DB, measureShortSpeech, soundsHummed } from './short-speech-sound';
import { FRAME_SAMPLES } from './speech.ports';

const run = promisify(execFile);
let workDir: string;

/** Debian flite's caller voices (never the buyer's), as the turn-taking bench's caller audio makes them: text, or phones (`-p`). */
async function flite(voice: 'kal16' | 'awb', args: string[]): Promise<Int16Array[]> {
  const file = path.join(workDir, `${voice}-${Math.random().toString(36).slice(2)}.wav`);
  await run('flite', ['-voice', voice, ...args, '-o', file]);
  return splitIntoFrames(parseWav(new Uint8Array(await readFile(file))).samples);
}

/** awb holding an "m" at `hz` (flite spells "mm-hm" as letters; decision 73): two hums, the second higher, a dip between. */
async function hummedMmHm(hz: number): Promise<Int16Array[]> {
  const hum = (pitch: number) => flite('awb', ['--setf', 'duration_stretch=3', '--setf', `int_f0_target_mean=${pitch}`, '-p', 'pau m pau']);
  return [...(await hum(hz)), new Int16Array(FRAME_SAMPLES), new Int16Array(FRAME_SAMPLES), ...(await hum(hz * 1.19))];
}

/** The first `ms` of what flite says: the part of an interruption the backchannel rule reads. */
const firstMs = (frames: Int16Array[], ms: number) => {
  const start = frames.findIndex((frame) => frame.some((sample) => Math.abs(sample) > 300));
  return frames.slice(start, start + ms / 20);
};

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'rehearse-short-speech-'));
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe('short speech: a hum told from words by its sound', () => {
  it.each([85, 110, 130])('hears awb humming "mm-hm" at %i Hz as a hum: voiced, nothing above 1 kHz', async (hz) => {
    const sound = measureShortSpeech(await hummedMmHm(hz));
    expect(sound.highBandDb).toBeLessThan(HUM_MAX_HIGH_BAND_DB - 3);
    expect(sound.voicedSegments).toBeGreaterThanOrEqual(2);
    expect(soundsHummed(sound)).toBe(true);
  });

  it.each([
    ['kal16', 'Sorry, can I just ask one thing?'],
    ['awb', 'Wait, how many reps is that?'],
    ['awb', 'Who would sign it off on your side?'],
    ['awb', 'No worries.'],
    ['kal16', 'Mostly in, freight and last mile delivery.'],
  ] as const)('hears the start of %s\'s "%s" as words', async (voice, text) => {
    expect(soundsHummed(measureShortSpeech(firstMs(await flite(voice, ['-t', text]), 900)))).toBe(false);
  });

  it.each(['yeah', 'right', 'okay', 'sure', 'got it', 'uh-huh'])(
    'hears "%s" as words, not a hum (the words rule reads it)',
    async (text) => {
      for (const voice of ['kal16', 'awb'] as const) expect(soundsHummed(measureShortSpeech(await flite(voice, ['-t', text])))).toBe(false);
    },
  );

  it('hears flite\'s "mm-hm", which it spells "em em aitch em", as words', async () => {
    expect(soundsHummed(measureShortSpeech(await flite('awb', ['-t', 'mm-hm'])))).toBe(false);
  });

  it('takes silence and a low rumble without a voice for no hum', () => {
    expect(soundsHummed(measureShortSpeech(Array.from({ length: 20 }, () => new Int16Array(FRAME_SAMPLES))))).toBe(false);
    let state = 7;
    let rumble = 0;
    const noise = Int16Array.from({ length: 20 * FRAME_SAMPLES }, () => {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      rumble = rumble * 0.97 + ((state / 0x7fffffff) * 2 - 1) * 0.03;
      return Math.round(rumble * 8000);
    });
    expect(soundsHummed(measureShortSpeech(splitIntoFrames(noise)))).toBe(false);
  });
});
