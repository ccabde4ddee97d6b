import { describe, expect, it } from 'vitest';
import { heardText } from './heard-text';

const playedFrom = (startMs: number, frames: number) => Array.from({ length: frames }, (_, index) => startMs + index * 20);

describe('heard text', () => {
  const sentences = [
    { text: 'Hi Sam.', framesTotal: 20, playTimesMs: playedFrom(0, 20) },
    { text: 'We already have a process for that, thanks.', framesTotal: 80, playTimesMs: playedFrom(400, 80) },
  ];

  it('keeps whole sentences played and the share of words of the one playing', () => {
    expect(heardText(sentences, 10_000)).toBe('Hi Sam. We already have a process for that, thanks.');
    expect(heardText(sentences, 400)).toBe('Hi Sam.');
    // 40 of 80 frames: half of 8 words, without the trailing comma of a cut clause.
    expect(heardText(sentences, 400 + 40 * 20)).toBe('Hi Sam. We already have a');
    expect(heardText(sentences, 400 + 70 * 20)).toBe('Hi Sam. We already have a process for that');
  });

  it('counts a frame that had started as heard, and nothing before the first frame', () => {
    expect(heardText(sentences, 0)).toBe('');
    expect(heardText(sentences, 1)).toBe('');
    expect(heardText(sentences, 399)).toBe('Hi Sam.');
  });

  it('measures against the frames synthesised so far while synthesis still streams', () => {
    expect(heardText([{ text: 'one two three four', framesTotal: 4, playTimesMs: playedFrom(0, 4) }], 50)).toBe('one two three');
  });
});
