import { describe, expect, it } from 'vitest';
import { planRangedRead, type StoredObject } from './byte-range';

const object: StoredObject = { size: 1000, etag: '"abc"', lastModified: new Date('2026-03-01T10:00:00Z') };
const plan = (headers: Record<string, string>, stored = object) => planRangedRead(headers, stored);

describe('planRangedRead', () => {
  it('reads one range as a media player asks for it: first-last, from an offset, the last bytes', () => {
    expect(plan({ range: 'bytes=0-99' })).toEqual({ status: 206, start: 0, end: 99 });
    expect(plan({ range: 'bytes=900-' })).toEqual({ status: 206, start: 900, end: 999 });
    expect(plan({ range: 'bytes=-50' })).toEqual({ status: 206, start: 950, end: 999 });
    expect(plan({ range: 'bytes=990-5000' })).toEqual({ status: 206, start: 990, end: 999 });
    expect(plan({ range: 'bytes=-5000' })).toEqual({ status: 206, start: 0, end: 999 });
  });

  it('answers a range past the end with 416, and a malformed or multiple range with the whole object', () => {
    expect(plan({ range: 'bytes=1000-' })).toEqual({ status: 416 });
    expect(plan({ range: 'bytes=-0' })).toEqual({ status: 416 });
    expect(plan({ range: 'bytes=0-0' }, { ...object, size: 0 })).toEqual({ status: 416 });
    expect(plan({ range: 'bytes=0-1,5-6' })).toEqual({ status: 200 });
    expect(plan({ range: 'bytes=9-2' })).toEqual({ status: 200 });
    expect(plan({ range: 'items=0-1' })).toEqual({ status: 200 });
    expect(plan({})).toEqual({ status: 200 });
  });

  it('answers 304 to a client that has this version, by tag or by date', () => {
    expect(plan({ 'if-none-match': '"abc"' })).toEqual({ status: 304 });
    expect(plan({ 'if-none-match': '"old", W/"abc"' })).toEqual({ status: 304 });
    expect(plan({ 'if-none-match': '"old"', 'if-modified-since': 'Sun, 01 Mar 2026 10:00:00 GMT' })).toEqual({ status: 200 });
    expect(plan({ 'if-modified-since': 'Sun, 01 Mar 2026 10:00:00 GMT' })).toEqual({ status: 304 });
    expect(plan({ 'if-modified-since': 'Sun, 01 Mar 2026 09:59:59 GMT' })).toEqual({ status: 200 });
  });

  it('keeps a range only while If-Range still names this version', () => {
    expect(plan({ range: 'bytes=0-9', 'if-range': '"abc"' })).toEqual({ status: 206, start: 0, end: 9 });
    expect(plan({ range: 'bytes=0-9', 'if-range': '"other"' })).toEqual({ status: 200 });
    expect(plan({ range: 'bytes=0-9', 'if-range': 'Sun, 01 Mar 2026 10:00:00 GMT' })).toEqual({ status: 206, start: 0, end: 9 });
    expect(plan({ range: 'bytes=0-9', 'if-range': 'Sat, 28 Feb 2026 10:00:00 GMT' })).toEqual({ status: 200 });
  });
});
