import { describe, expect, it } from 'vitest';
import { RecordingMixer } from './recording-mixer';

const tone = (length: number, value: number) => new Int16Array(length).fill(value);

describe('recording mixer', () => {
  it('places both voices on one timeline and sums where they overlap', () => {
    const mixer = new RecordingMixer(4);
    mixer.add(0, tone(8, 100)); // caller, frames 0-1
    mixer.add(6, tone(6, 10)); // buyer, samples 6-11, overlapping the caller's last two samples
    const frames = mixer.commit(12);
    expect(frames.map((frame) => [...frame])).toEqual([
      [100, 100, 100, 100],
      [100, 100, 110, 110],
      [10, 10, 10, 10],
    ]);
  });

  it('keeps audio placed in the future until the timeline reaches it, with silence in gaps', () => {
    const mixer = new RecordingMixer(4);
    mixer.add(12, tone(4, 7)); // the buyer's reply, synthesised ahead of its playback time
    expect(mixer.commit(8).map((frame) => [...frame])).toEqual([
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    mixer.add(8, tone(4, 1)); // the caller's frame arrives in real time
    expect(mixer.commit(16).map((frame) => [...frame])).toEqual([
      [1, 1, 1, 1],
      [7, 7, 7, 7],
    ]);
  });

  it('drops (and counts) audio that arrives for a committed part of the timeline', () => {
    const mixer = new RecordingMixer(4);
    mixer.commit(8);
    mixer.add(6, tone(4, 5));
    expect(mixer.droppedSamples).toBe(2);
    expect(mixer.drain().map((frame) => [...frame])).toEqual([[5, 5, 0, 0]]);
  });

  it('clips sums to 16 bits instead of wrapping around', () => {
    const mixer = new RecordingMixer(2);
    mixer.add(0, tone(2, 30_000));
    mixer.add(0, tone(2, 30_000));
    mixer.add(0, Int16Array.of(-32768, -32768));
    expect([...mixer.drain()[0]!]).toEqual([27_232, 27_232]);
    mixer.add(2, tone(2, 30_000));
    mixer.add(2, tone(2, 30_000));
    expect([...mixer.drain()[0]!]).toEqual([32_767, 32_767]);
  });

  it('drains whole frames up to the last placed sample at the end of the call', () => {
    const mixer = new RecordingMixer(320);
    mixer.add(16_000, tone(100, 1));
    const frames = mixer.drain();
    expect(frames).toHaveLength(51);
    expect(mixer.committedUntil).toBe(51 * 320);
  });
});
