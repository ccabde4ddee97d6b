import { describe, expect, it } from 'vitest';
import { downloadFileName } from './call-downloads';

describe('downloadFileName', () => {
  it("names the file after the call's start so downloads sort by date", () => {
    expect(downloadFileName('2026-03-02T09:15:42.000Z', 'txt')).toBe('rehearse-call-2026-03-02-0915.txt');
    expect(downloadFileName('not a date', 'ogg')).toBe('rehearse-call-unknown-date.ogg');
  });
});
