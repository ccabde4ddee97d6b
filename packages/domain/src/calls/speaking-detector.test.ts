import { describe, expect, it } from 'vitest';
import { createSpeakingDetector, volumeFromLevel } from './speaking-detector';

describe('speaking detection (spec section 9)', () => {
  it('scales the level by 0.15 and caps the volume at 1', () => {
    expect(volumeFromLevel(0)).toBe(0);
    expect(volumeFromLevel(0.075)).toBeCloseTo(0.5);
    expect(volumeFromLevel(0.15)).toBe(1);
    expect(volumeFromLevel(0.9)).toBe(1);
    expect(volumeFromLevel(Number.NaN)).toBe(0);
  });

  it('starts on the first level above 0.01 and ends 1000 ms after the last one', () => {
    const detector = createSpeakingDetector();
    const kinds = (level: number, at: number) => detector.observe(level, at).map((event) => event.type);
    expect(kinds(0.005, 0)).toEqual(['volume-level']);
    expect(kinds(0.011, 100)).toEqual(['volume-level', 'speech-start']);
    expect(kinds(0.2, 200)).toEqual(['volume-level']);
    expect(kinds(0.0, 300)).toEqual(['volume-level']);
    expect(kinds(0.0, 1100)).toEqual(['volume-level']);
    expect(kinds(0.0, 1200)).toEqual(['volume-level', 'speech-end']);
    expect(kinds(0.0, 1300)).toEqual(['volume-level']);
    expect(detector.speaking).toBe(false);
  });

  it('does not end while the level keeps coming back within a second', () => {
    const detector = createSpeakingDetector();
    detector.observe(0.05, 0);
    for (let at = 100; at <= 3000; at += 100) {
      const level = at % 900 === 0 ? 0.05 : 0;
      expect(detector.observe(level, at).some((event) => event.type === 'speech-end')).toBe(false);
    }
  });
});
