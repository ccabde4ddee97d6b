import { describe, expect, it } from 'vitest';
import { Endpointer } from './endpointing';
import type { EndpointingOptions } from './endpointing';

/** Fake frames: 'S' is a speech frame, '.' a silent one; each frame carries its index. */
function run(pattern: string, options: Partial<EndpointingOptions> = {}) {
  const endpointer = new Endpointer(options);
  const all: { event: string; at: number }[] = [];
  const forwarded: number[] = [];
  [...pattern].forEach((symbol, index) => {
    const step = endpointer.push(Int16Array.of(index), symbol === 'S');
    if (step.event) all.push({ event: step.event, at: index });
    forwarded.push(...step.forward.map((frame) => frame[0]!));
  });
  // Utterance boundaries; pauses and resumptions inside them are in `all`.
  const events = all.filter((event) => event.event === 'speech-start' || event.event === 'speech-end');
  return { events, all, forwarded, endpointer };
}

const silence = (frames: number) => '.'.repeat(frames);
const speech = (frames: number) => 'S'.repeat(frames);

describe('endpointing', () => {
  it('starts after 8 speech frames of 10 and ends after 300 ms of silence', () => {
    const { events } = run(silence(20) + speech(30) + silence(20));
    expect(events).toEqual([
      { event: 'speech-start', at: 27 }, // the 8th speech frame
      { event: 'speech-end', at: 64 }, // the 15th silent frame: 15 x 20 ms = 300 ms
    ]);
  });

  it('reports a possible onset at 4 speech frames of 5, before the start at 8 of 10', () => {
    const { all } = run(silence(20) + speech(30) + silence(20));
    expect(all.slice(0, 2)).toEqual([
      { event: 'speech-onset', at: 23 },
      { event: 'speech-start', at: 27 },
    ]);
  });

  it('lets an onset lapse when no start follows and the sound has stopped: a short burst', () => {
    const { all } = run(silence(10) + speech(6) + silence(20) + speech(30) + silence(20));
    expect(all.slice(0, 4)).toEqual([
      { event: 'speech-onset', at: 13 },
      { event: 'speech-onset-lapsed', at: 23 },
      { event: 'speech-onset', at: 39 },
      { event: 'speech-start', at: 43 },
    ]);
  });

  it('ignores short bursts and scattered speech frames (noise, clicks)', () => {
    const { events } = run(silence(10) + speech(7) + silence(10) + 'S.S.S.S.S.S.S.S.S.S' + silence(10));
    expect(events).toEqual([]);
  });

  it('keeps talking through pauses shorter than the end silence', () => {
    const { events } = run(speech(20) + silence(10) + speech(20) + silence(15));
    expect(events.map((event) => event.event)).toEqual(['speech-start', 'speech-end']);
  });

  it('forwards the pre-roll at the start, then every frame until the end', () => {
    const { forwarded, events } = run(silence(30) + speech(10) + silence(15), { preRollMs: 300 });
    expect(events[0]).toEqual({ event: 'speech-start', at: 37 });
    // 300 ms of pre-roll = 15 frames ending at the start frame, then each frame up to the end.
    expect(forwarded[0]).toBe(23);
    expect(forwarded).toEqual(Array.from({ length: 54 - 23 + 1 }, (_, i) => 23 + i));
  });

  it('detects the next utterance after an end', () => {
    const { events } = run(speech(10) + silence(15) + silence(5) + speech(10) + silence(15));
    expect(events.map((event) => event.event)).toEqual(['speech-start', 'speech-end', 'speech-start', 'speech-end']);
  });

  it('honours a configurable silence and start rule', () => {
    const { events } = run(speech(3) + silence(10) + speech(3) + silence(10), {
      startSpeechFrames: 3,
      startWindowFrames: 3,
      endSilenceMs: 200,
    });
    expect(events).toEqual([
      { event: 'speech-start', at: 2 },
      { event: 'speech-end', at: 12 },
      { event: 'speech-start', at: 15 },
      { event: 'speech-end', at: 25 },
    ]);
  });

  it('cuts a monologue at the maximum utterance length', () => {
    const { events } = run(speech(120), { maxUtteranceMs: 1000 });
    expect(events.filter((event) => event.event === 'speech-end').length).toBeGreaterThanOrEqual(2);
  });

  it('reports a pause after 120 ms of silence, and a resumption after 3 speech frames in a row', () => {
    const { all } = run(speech(20) + silence(10) + 'S.' + speech(5) + silence(15));
    expect(all).toEqual([
      { event: 'speech-onset', at: 3 },
      { event: 'speech-start', at: 7 },
      { event: 'speech-pause', at: 25 }, // the 6th silent frame: 120 ms
      { event: 'speech-resume', at: 34 }, // a lone speech frame is not enough; the 3rd in a row is
      { event: 'speech-pause', at: 42 },
      { event: 'speech-end', at: 51 },
    ]);
  });

  it('ends a pause sooner or later when told how long it must last, for that pause only', () => {
    const endpointer = new Endpointer();
    const push = (pattern: string) =>
      [...pattern].map((symbol) => endpointer.push(new Int16Array(1), symbol === 'S').event).filter(Boolean);
    expect(push(speech(20) + silence(6))).toEqual(['speech-onset', 'speech-start', 'speech-pause']);
    // Longer: 300 ms would have ended it; the caller may go on until 700 ms.
    expect(endpointer.setEndSilence(700)).toEqual({ forward: [] });
    expect(push(silence(20))).toEqual([]);
    expect(push(speech(3) + silence(6))).toEqual(['speech-resume', 'speech-pause']);
    // The next pause starts again from the default; already 200 ms quiet ends it at once.
    expect(push(silence(4))).toEqual([]);
    expect(endpointer.setEndSilence(200)).toEqual({ event: 'speech-end', forward: [] });
    expect(endpointer.isSpeaking).toBe(false);
  });

  it('ignores a chosen silence outside a pause', () => {
    const endpointer = new Endpointer();
    expect(endpointer.setEndSilence(0)).toEqual({ forward: [] });
    endpointer.push(new Int16Array(1), true);
    expect(endpointer.setEndSilence(0)).toEqual({ forward: [] });
  });

  it('rejects a start rule that can never fire', () => {
    expect(() => new Endpointer({ startSpeechFrames: 11, startWindowFrames: 10 })).toThrow();
  });
});
