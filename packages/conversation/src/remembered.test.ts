import { describe, expect, it } from 'vitest';
import { rememberedByText } from './remembered';

describe('rememberedByText', () => {
  it('reads a text once and gives the same reading again', () => {
    const read: string[] = [];
    const upper = rememberedByText((text: string) => {
      read.push(text);
      return text.toUpperCase();
    });
    expect([upper('ramp time'), upper('ramp time'), upper('budget')]).toEqual(['RAMP TIME', 'RAMP TIME', 'BUDGET']);
    expect(read).toEqual(['ramp time', 'budget']);
  });

  it('forgets the oldest text beyond its size', () => {
    const read: string[] = [];
    const length = rememberedByText((text: string) => {
      read.push(text);
      return text.length;
    }, 2);
    for (const text of ['a', 'bb', 'ccc', 'a']) length(text);
    expect(read).toEqual(['a', 'bb', 'ccc', 'a']);
  });
});
