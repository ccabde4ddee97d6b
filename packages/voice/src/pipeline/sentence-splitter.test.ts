import { describe, expect, it } from 'vitest';
import { SentenceSplitter } from './sentence-splitter';

/** Feeds `text` in deltas of `size` characters, as a model streams it, and collects every piece. */
function split(text: string, options: ConstructorParameters<typeof SentenceSplitter>[0] = {}, size = 3): string[] {
  const splitter = new SentenceSplitter(options);
  const pieces: string[] = [];
  for (let index = 0; index < text.length; index += size) pieces.push(...splitter.push(text.slice(index, index + size)));
  return [...pieces, ...splitter.flush()];
}

describe('sentence splitter', () => {
  it('cuts streamed text into sentences, whatever the deltas', () => {
    const text = 'Hi Sam. What do you sell?  We are busy!\nTell me more';
    const expected = ['Hi Sam.', 'What do you sell?', 'We are busy!', 'Tell me more'];
    expect(split(text, {}, 1)).toEqual(expected);
    expect(split(text, {}, 7)).toEqual(expected);
    expect(split(text, {}, 100)).toEqual(expected);
  });

  it('does not cut after abbreviations, initials or inside numbers', () => {
    expect(split('Ask Mr. Jones or J. Smith, e.g. tomorrow. It costs 3.5 million.')).toEqual([
      'Ask Mr. Jones or J. Smith, e.g. tomorrow.',
      'It costs 3.5 million.',
    ]);
  });

  it('emits the first clause early when asked, once it has a few words', () => {
    const text = 'Well, I am not sure we need that, honestly. We have a process, and it works.';
    expect(split(text, { firstClauseEarly: true })).toEqual([
      'Well, I am not sure we need that,',
      'honestly.',
      'We have a process, and it works.',
    ]);
    expect(split(text)).toEqual(['Well, I am not sure we need that, honestly.', 'We have a process, and it works.']);
  });

  it('keeps pieces bounded when a sentence runs on', () => {
    const pieces = split(`${'word '.repeat(30)}and more, ${'word '.repeat(30)}end.`, { maxChars: 100 });
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.every((piece) => piece.length <= 100)).toBe(true);
    expect(pieces.join(' ')).toBe(`${'word '.repeat(30)}and more, ${'word '.repeat(30)}end.`.trim());
  });

  it('drops pieces with nothing to say', () => {
    expect(split('... Right. —  ')).toEqual(['Right.']);
  });
});
