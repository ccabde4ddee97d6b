import { describe, expect, it } from 'vitest';
import { CallerQuiet, frameLevelDb, NoiseFloor } from './caller-quiet';
import { FRAME_SAMPLES } from './speech.ports';

/** A frame of a 200 Hz tone at `amplitude` (of 32767). */
function tone(amplitude: number): Int16Array {
  return Int16Array.from({ length: FRAME_SAMPLES }, (_, index) => Math.round(amplitude * Math.sin((2 * Math.PI * 200 * index) / 16_000)));
}
const room = tone(150); // about -50 dBFS
const voice = tone(4000); // about -21 dBFS

describe('frameLevelDb', () => {
  it('gives a full-scale sine about -3 dBFS and a quiet one 40 dB lower', () => {
    expect(frameLevelDb(tone(32767))).toBeCloseTo(-3, 0);
    expect(frameLevelDb(tone(328))).toBeCloseTo(-43, 0);
    expect(frameLevelDb(new Int16Array(FRAME_SAMPLES))).toBeLessThan(-80);
  });
});

describe('NoiseFloor', () => {
  it('falls at once to a quieter frame and rises slowly through speech', () => {
    const floor = new NoiseFloor(0.01);
    expect(floor.add(-50)).toBe(-50);
    expect(floor.add(-52)).toBe(-52);
    let latest = 0;
    for (let frame = 0; frame < 150; frame++) latest = floor.add(-20); // 3 s of loud speech
    expect(latest).toBeCloseTo(-50.5, 5);
  });
});

describe('CallerQuiet', () => {
  it("measures the detector's hangover: the frames it called speech after the caller's voice ended", () => {
    const quiet = new CallerQuiet();
    for (let frame = 0; frame < 10; frame++) quiet.push(room, false);
    for (let frame = 0; frame < 20; frame++) quiet.push(voice, true);
    expect(quiet.hangoverMs).toBe(0);
    for (let frame = 0; frame < 4; frame++) quiet.push(room, true); // fvad's hangover: the room, called speech
    for (let frame = 0; frame < 6; frame++) quiet.push(room, false);
    expect(quiet.hangoverMs).toBe(80);
  });

  it('takes nothing off while the caller speaks, before any voice, or when the detector heard none', () => {
    const quiet = new CallerQuiet();
    expect(quiet.hangoverMs).toBe(0);
    quiet.push(room, false);
    quiet.push(voice, false); // loud, but not speech to the detector (a door)
    quiet.push(room, false);
    expect(quiet.hangoverMs).toBe(0);
  });

  it('never takes off more than its maximum, whatever the level says', () => {
    const quiet = new CallerQuiet({ maxHangoverMs: 100 });
    quiet.push(room, false);
    quiet.push(voice, true);
    for (let frame = 0; frame < 20; frame++) quiet.push(room, true);
    quiet.push(room, false);
    expect(quiet.hangoverMs).toBe(100);
  });
});
