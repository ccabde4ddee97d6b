import { describe, expect, it } from 'vitest';
import { createFrameAssembler, downmixToMono, floatToInt16, int16ToFloat, rootMeanSquare } from './pcm-frames';

describe('pcm frames', () => {
  it('converts floats to 16-bit samples, clamping and treating NaN as silence', () => {
    expect([1, -1, 0, 0.5, 2, -2, Number.NaN].map(floatToInt16)).toEqual([32767, -32768, 0, 16384, 32767, -32768, 0]);
    expect([...int16ToFloat(Int16Array.of(-32768, 0, 16384))]).toEqual([-1, 0, 0.5]);
  });

  it('cuts a stream into whole frames, carrying the remainder over', () => {
    const assembler = createFrameAssembler(4);
    expect(assembler.push(new Float32Array(3))).toEqual([]);
    const frames = assembler.push(Float32Array.of(0.5, 0.5, 0.5, 0.5, 0.5, 1));
    expect(frames.map((frame) => [...frame])).toEqual([
      [0, 0, 0, 16384],
      [16384, 16384, 16384, 16384],
    ]);
    expect(frames[0]?.buffer).not.toBe(frames[1]?.buffer);
    expect(frames[0]?.buffer.byteLength).toBe(8);
  });

  it('downmixes channels by averaging; no channel is silence', () => {
    expect([...downmixToMono([Float32Array.of(1, 0), Float32Array.of(0, -1)], 2)]).toEqual([0.5, -0.5]);
    expect([...downmixToMono([], 3)]).toEqual([0, 0, 0]);
  });

  it('measures the root mean square', () => {
    expect(rootMeanSquare(Float32Array.of(0.5, -0.5))).toBeCloseTo(0.5);
    expect(rootMeanSquare(new Float32Array(0))).toBe(0);
  });
});
