import { describe, expect, it } from 'vitest';
import { CallRecorder } from './call-recorder';

const frameOf = (level: number) => new Int16Array(320).fill(level);
const levels = (frames: Int16Array[]) => frames.map((frame) => frame[0]);

describe('call recorder', () => {
  it('places caller frames back to back despite jitter, and leaves real gaps silent', () => {
    const recorder = new CallRecorder();
    recorder.addCaller(frameOf(1), 20);
    recorder.addCaller(frameOf(2), 55); // late by 15 ms: still right after the first
    recorder.addCaller(frameOf(3), 58); // early: right after the second
    expect(recorder.addCaller(frameOf(4), 400)).toBe(380); // a stall: placed where it was captured
    expect(levels(recorder.finish(400))).toEqual([1, 2, 3, ...Array<number>(16).fill(0), 4]);
  });

  it('mixes buyer frames where they play, drops those cut off, and hands over in batches', () => {
    const recorder = new CallRecorder();
    for (let index = 0; index < 10; index++) recorder.addBuyer(frameOf(10), index * 20);
    recorder.dropBuyerFrom(100); // barge-in at 100 ms: frames 5 to 9 were never heard
    for (let arrived = 20; arrived <= 480; arrived += 20) expect(recorder.takeCommitted(arrived)).toEqual([]);
    recorder.addCaller(frameOf(1), 500);
    const committed = recorder.takeCommitted(500);
    expect(committed).toHaveLength(25);
    expect(levels(committed).slice(0, 6)).toEqual([10, 10, 10, 10, 10, 0]);
  });
});
