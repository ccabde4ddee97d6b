import type { IncomingHttpHeaders } from 'node:http';

/** What a store knows of a stored object before reading it. */
export interface StoredObject {
  size: number;
  /** Quoted, as HTTP and S3 both write it. */
  etag: string | undefined;
  lastModified: Date | undefined;
}

/** How to answer a GET of `object`: whole, a part of it, not modified, or a range past its end. */
export type RangedRead = { status: 200 } | { status: 206; start: number; end: number } | { status: 304 } | { status: 416 };

/**
 * Reads the conditional and range headers of a GET as RFC 9110 orders them, the way @fastify/send
 * does for the file store, so both stores answer a media player alike. One range only: a browser
 * asks for one; several (or a malformed header) are answered with the whole object, as HTTP allows.
 */
export function planRangedRead(headers: IncomingHttpHeaders, object: StoredObject): RangedRead {
  if (isNotModified(headers, object)) return { status: 304 };
  const range = headers.range;
  if (!range || !rangeStillApplies(single(headers['if-range']), object)) return { status: 200 };
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/.exec(range);
  if (!match || (match[1] === '' && match[2] === '')) return { status: 200 };
  const [first, last] = [match[1]!, match[2]!];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || object.size === 0) return { status: 416 };
    return { status: 206, start: Math.max(0, object.size - suffix), end: object.size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { status: 200 };
  if (start >= object.size) return { status: 416 };
  return { status: 206, start, end: last === '' ? object.size - 1 : Math.min(Number(last), object.size - 1) };
}

function isNotModified(headers: IncomingHttpHeaders, object: StoredObject): boolean {
  const noneMatch = headers['if-none-match'];
  if (noneMatch) {
    if (noneMatch.trim() === '*') return true;
    return object.etag !== undefined && noneMatch.split(',').some((tag) => weakTag(tag) === weakTag(object.etag!));
  }
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return (
    object.lastModified !== undefined &&
    !Number.isNaN(since) &&
    Math.floor(object.lastModified.getTime() / 1000) <= Math.floor(since / 1000)
  );
}

/** `If-Range`: the range holds only if the object is still the one the client has part of. */
function rangeStillApplies(ifRange: string | undefined, object: StoredObject): boolean {
  if (!ifRange) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return object.etag !== undefined && value === object.etag;
  const date = Date.parse(value);
  return (
    object.lastModified !== undefined && !Number.isNaN(date) && Math.floor(object.lastModified.getTime() / 1000) === Math.floor(date / 1000)
  );
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const weakTag = (tag: string) => tag.trim().replace(/^W\//, '');
