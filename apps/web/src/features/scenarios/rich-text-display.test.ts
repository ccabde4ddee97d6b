import { describe, expect, it } from 'vitest';
import { sanitiseRichText } from '@rehearse/domain';
import { richTextToEditableText } from './rich-text-display';

describe('richTextToEditableText', () => {
  it('gives back what the user typed, so saving again changes nothing', () => {
    const typed = 'Budget < 5k > 3k, <b>urgent</b> & R&amp;D';
    const stored = sanitiseRichText(typed);
    expect(richTextToEditableText(stored)).toBe(typed);
    expect(sanitiseRichText(richTextToEditableText(stored))).toBe(stored);
    expect(richTextToEditableText(undefined)).toBe('');
  });
});
