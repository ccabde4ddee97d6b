import { describe, expect, it } from 'vitest';
import { rootMeanSquare } from './pcm-frames';
import { createStreamResampler } from './pcm-resampler';

function sine(frequency: number, sampleRate: number, seconds: number): Float32Array {
  return Float32Array.from({ length: Math.round(sampleRate * seconds) }, (_, i) => Math.sin((2 * Math.PI * frequency * i) / sampleRate));
}

/** Feeds `signal` through a fresh resampler in blocks of `blockSize`, as the audio thread does. */
function resampleInBlocks(signal: Float32Array, fromRate: number, toRate: number, blockSize: number): Float32Array {
  const resampler = createStreamResampler(fromRate, toRate);
  const parts: number[] = [];
  for (let start = 0; start < signal.length; start += blockSize)
    parts.push(...resampler.process(signal.subarray(start, start + blockSize)));
  return Float32Array.from(parts);
}

function zeroCrossings(samples: Float32Array): number {
  let count = 0;
  for (let i = 1; i < samples.length; i++) if ((samples[i - 1] ?? 0) < 0 !== (samples[i] ?? 0) < 0) count++;
  return count;
}

describe('createStreamResampler', () => {
  it('passes audio through at the same rate', () => {
    const block = Float32Array.of(0.1, 0.2);
    expect(createStreamResampler(16_000, 16_000).process(block)).toBe(block);
  });

  it('turns 48 kHz into 16 kHz: a third of the samples, the same tone at the same strength', () => {
    const tone = sine(440, 48_000, 1);
    const output = resampleInBlocks(tone, 48_000, 16_000, 128);
    expect(Math.abs(output.length - 16_000)).toBeLessThanOrEqual(1);
    const settled = output.subarray(1600);
    expect(rootMeanSquare(settled)).toBeCloseTo(Math.SQRT1_2, 1);
    expect(zeroCrossings(settled) / 2 / (settled.length / 16_000)).toBeCloseTo(440, -1);
  });

  it('streams as it converts in one go, whatever the block size', () => {
    const tone = sine(1000, 44_100, 0.2);
    const whole = createStreamResampler(44_100, 16_000).process(tone);
    for (const blockSize of [128, 37]) {
      const streamed = resampleInBlocks(tone, 44_100, 16_000, blockSize);
      expect(streamed.length).toBe(whole.length);
      const largestDifference = Math.max(...streamed.map((sample, i) => Math.abs(sample - (whole[i] ?? 0))));
      expect(largestDifference).toBeLessThan(1e-5);
    }
  });

  it('filters out what would fold back into the speech band', () => {
    // 12 kHz at 48 kHz would alias to 4 kHz in a 16 kHz signal without the low-pass.
    const output = resampleInBlocks(sine(12_000, 48_000, 0.5), 48_000, 16_000, 128);
    expect(rootMeanSquare(output.subarray(800))).toBeLessThan(0.1);
  });

  it('turns 16 kHz into 48 kHz for playback', () => {
    const tone = sine(300, 16_000, 0.5);
    const output = resampleInBlocks(tone, 16_000, 48_000, 320);
    expect(Math.abs(output.length - 24_000)).toBeLessThanOrEqual(3);
    expect(rootMeanSquare(output)).toBeCloseTo(Math.SQRT1_2, 1);
  });

  it('refuses a rate that is not positive', () => {
    expect(() => createStreamResampler(0, 16_000)).toThrow(RangeError);
  });
});
