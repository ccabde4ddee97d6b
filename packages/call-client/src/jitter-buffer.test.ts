import { describe, expect, it } from 'vitest';
import { createJitterBuffer } from './jitter-buffer';

const ramp = (from: number, length: number) => Float32Array.from({ length }, (_, i) => from + i);

function pull(buffer: ReturnType<typeof createJitterBuffer>, length: number): { samples: number[]; real: number } {
  const output = new Float32Array(length).fill(-1);
  const real = buffer.pull(output);
  return { samples: [...output], real };
}

describe('createJitterBuffer', () => {
  it('plays silence until the margin is buffered, then the audio in order', () => {
    const buffer = createJitterBuffer({ prefillSamples: 4, capacitySamples: 16 });
    buffer.push(ramp(1, 3));
    expect(pull(buffer, 2)).toEqual({ samples: [0, 0], real: 0 });
    buffer.push(ramp(4, 3));
    expect(buffer.playing).toBe(true);
    expect(pull(buffer, 4)).toEqual({ samples: [1, 2, 3, 4], real: 4 });
    expect(pull(buffer, 2)).toEqual({ samples: [5, 6], real: 2 });
  });

  it('fills an underrun with silence and waits for the margin again', () => {
    const buffer = createJitterBuffer({ prefillSamples: 4, capacitySamples: 16 });
    buffer.push(ramp(1, 5));
    expect(pull(buffer, 3)).toEqual({ samples: [1, 2, 3], real: 3 });
    expect(pull(buffer, 3)).toEqual({ samples: [4, 5, 0], real: 2 });
    expect(buffer.playing).toBe(false);
    buffer.push(ramp(10, 2));
    expect(pull(buffer, 2)).toEqual({ samples: [0, 0], real: 0 });
    buffer.push(ramp(12, 2));
    expect(pull(buffer, 4)).toEqual({ samples: [10, 11, 12, 13], real: 4 });
  });

  it('plays a tail shorter than the margin after waiting twice the margin', () => {
    const buffer = createJitterBuffer({ prefillSamples: 4, capacitySamples: 16 });
    buffer.push(ramp(1, 2));
    expect(pull(buffer, 4).real).toBe(0);
    expect(pull(buffer, 4)).toEqual({ samples: [1, 2, 0, 0], real: 2 });
  });

  it('clears everything at once (barge-in)', () => {
    const buffer = createJitterBuffer({ prefillSamples: 2, capacitySamples: 16 });
    buffer.push(ramp(1, 8));
    buffer.clear();
    expect(buffer.bufferedSamples).toBe(0);
    expect(pull(buffer, 4)).toEqual({ samples: [0, 0, 0, 0], real: 0 });
    buffer.push(ramp(20, 2));
    expect(pull(buffer, 2)).toEqual({ samples: [20, 21], real: 2 });
  });

  it('never grows past its capacity: the oldest audio goes first', () => {
    const buffer = createJitterBuffer({ prefillSamples: 2, capacitySamples: 6 });
    buffer.push(ramp(1, 4));
    buffer.push(ramp(5, 4));
    expect(buffer.bufferedSamples).toBe(6);
    expect(pull(buffer, 6).samples).toEqual([3, 4, 5, 6, 7, 8]);
    buffer.push(ramp(100, 20));
    expect(buffer.bufferedSamples).toBe(6);
    expect(pull(buffer, 6).samples).toEqual([114, 115, 116, 117, 118, 119]);
  });

  it('wraps around its ring without losing order', () => {
    const buffer = createJitterBuffer({ prefillSamples: 0, capacitySamples: 5 });
    const played: number[] = [];
    let next = 0;
    for (let round = 0; round < 10; round++) {
      buffer.push(ramp(next, 3));
      next += 3;
      played.push(...pull(buffer, 3).samples);
    }
    expect(played).toEqual([...ramp(0, 30)]);
  });

  it('refuses a margin larger than its capacity', () => {
    expect(() => createJitterBuffer({ prefillSamples: 10, capacitySamples: 5 })).toThrow(RangeError);
  });
});
