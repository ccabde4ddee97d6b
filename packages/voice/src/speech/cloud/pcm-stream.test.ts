import { describe, expect, it } from 'vitest';
import { concatPcm } from '../pcm-audio';
import { FRAME_SAMPLES } from '../speech.ports';
import { FrameSlicer, PcmByteDecoder, PcmResampler } from './pcm-stream';

function tone(frequency: number, sampleRate: number, samples: number, amplitude = 10_000): Int16Array {
  return Int16Array.from({ length: samples }, (_, i) => Math.round(amplitude * Math.sin((2 * Math.PI * frequency * i) / sampleRate)));
}

function bytesOf(samples: Int16Array): Uint8Array {
  return new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength);
}

function rms(samples: Int16Array): number {
  return Math.sqrt(samples.reduce((sum, value) => sum + value * value, 0) / Math.max(1, samples.length));
}

function resampleInPieces(samples: Int16Array, pieceSize: number): Int16Array {
  const resampler = new PcmResampler(24_000, 16_000);
  const out: Int16Array[] = [];
  for (let start = 0; start < samples.length; start += pieceSize) out.push(resampler.push(samples.subarray(start, start + pieceSize)));
  out.push(resampler.finish());
  return concatPcm(out);
}

describe('PCM stream pieces', () => {
  it('decodes little-endian bytes cut anywhere, carrying the odd byte', () => {
    const samples = Int16Array.from([0, 1, -1, 32767, -32768, 1234, -4321]);
    const bytes = bytesOf(samples);
    const decoder = new PcmByteDecoder();
    const pieces = [bytes.subarray(0, 3), bytes.subarray(3, 4), bytes.subarray(4, 9), bytes.subarray(9)];
    expect(Array.from(concatPcm(pieces.map((piece) => decoder.decode(piece))))).toEqual(Array.from(samples));
  });

  it('cuts samples into whole frames and zero-pads the last', () => {
    const slicer = new FrameSlicer();
    const frames = [...slicer.push(new Int16Array(500).fill(7)), ...slicer.push(new Int16Array(200).fill(7)), ...slicer.finish()];
    expect(frames.map((frame) => frame.length)).toEqual([FRAME_SAMPLES, FRAME_SAMPLES, FRAME_SAMPLES]);
    expect(frames[2]?.slice(0, 60).every((value) => value === 7)).toBe(true);
    expect(frames[2]?.slice(60).every((value) => value === 0)).toBe(true);
    expect(new FrameSlicer().finish()).toEqual([]);
  });

  it('resamples 24 kHz to 16 kHz: two thirds of the samples, speech-band tones kept, the same whatever the chunking', () => {
    const input = tone(1000, 24_000, 24_000);
    const whole = resampleInPieces(input, input.length);
    expect(whole.length).toBe(16_000);
    expect(Array.from(resampleInPieces(input, 1001))).toEqual(Array.from(whole));
    // Away from the edges the output is the same tone at the new rate.
    const middle = whole.subarray(100, 15_900);
    const expected = tone(1000, 16_000, 16_000).subarray(100, 15_900);
    const error = middle.reduce((worst, value, i) => Math.max(worst, Math.abs(value - (expected[i] ?? 0))), 0);
    expect(error).toBeLessThan(150);
  });

  it('filters out what the 16 kHz rate cannot hold instead of folding it into the speech band', () => {
    const hiss = tone(10_500, 24_000, 24_000);
    const out = resampleInPieces(hiss, 4800);
    expect(rms(out.subarray(100, 15_900))).toBeLessThan(rms(hiss) / 30);
  });
});
