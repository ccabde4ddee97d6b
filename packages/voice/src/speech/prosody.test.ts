import { describe, expect, it } from 'vitest';
import { measureProsody, prosodicEnding } from './prosody';
import { FRAME_SAMPLES, SAMPLE_RATE } from './speech.ports';

/** A voiced sound (five harmonics) whose pitch goes through `hzAt(frame)`, 20 ms frames. */
function voice(frameCount: number, hzAt: (frame: number) => number, amplitude = 6000): Int16Array[] {
  const frames: Int16Array[] = [];
  let phase = 0;
  for (let frame = 0; frame < frameCount; frame++) {
    const samples = new Int16Array(FRAME_SAMPLES);
    const hz = hzAt(frame);
    for (let index = 0; index < FRAME_SAMPLES; index++) {
      phase += (2 * Math.PI * hz) / SAMPLE_RATE;
      let value = 0;
      for (let harmonic = 1; harmonic <= 5; harmonic++) value += Math.sin(harmonic * phase) / harmonic;
      samples[index] = Math.round(value * amplitude * 0.5);
    }
    frames.push(samples);
  }
  return frames;
}

const semitones = (hz: number) => 12 * Math.log2(hz / 100);

describe('prosody: how the end of the caller speech sounded', () => {
  it('hears a held pitch as level, at the pitch it was held at', () => {
    const prosody = measureProsody(voice(50, () => 150));
    expect(prosody.finalPitchSt).toBeCloseTo(semitones(150), 0);
    expect(prosody.medianPitchSt).toBeCloseTo(semitones(150), 0);
    expect(prosodicEnding(prosody)).toBe('level');
  });

  it('hears a fall at the end below the speaker’s pitch as falling, and a rise as rising', () => {
    const fall = measureProsody(voice(50, (frame) => (frame < 35 ? 150 : 150 - (frame - 35) * 4)));
    expect(fall.finalPitchSt).toBeLessThan(fall.medianPitchSt - 2);
    expect(prosodicEnding(fall)).toBe('falling');
    const rise = measureProsody(voice(50, (frame) => (frame < 35 ? 120 : 120 + (frame - 35) * 4)));
    expect(prosodicEnding(rise)).toBe('rising');
  });

  it("judges against the caller's usual pitch when given", () => {
    const held = measureProsody(voice(50, () => 120));
    expect(prosodicEnding(held, semitones(160))).toBe('falling');
    expect(prosodicEnding(held, semitones(90))).toBe('rising');
  });

  it('says unknown when there is no voicing to follow, and reports a fading end', () => {
    const noise = Array.from({ length: 50 }, (_, frame) =>
      Int16Array.from({ length: FRAME_SAMPLES }, (_, index) => ((frame * 7919 + index * 104729) % 2001) - 1000),
    );
    expect(prosodicEnding(measureProsody(noise))).toBe('unknown');
    const fading = measureProsody(voice(50, () => 130).map((frame, index) => (index >= 45 ? frame.map((sample) => sample / 8) : frame)));
    expect(fading.finalEnergyDb).toBeLessThan(-6);
  });
});
