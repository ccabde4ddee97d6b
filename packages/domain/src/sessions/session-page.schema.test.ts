import { describe, expect, it } from 'vitest';
import { decodeSessionCursor, encodeSessionCursor, sessionPageAnchor, sessionPageQuerySchema } from './session-page.schema';

const cursor = encodeSessionCursor({ createdAtMicros: 1764089525641123n, id: '0b0c3c52-8f41-4c7e-9d3a-5a8e1f2b3c4d' });

describe('sessionPageQuerySchema', () => {
  it('reads a first page of five by default, and each anchor', () => {
    expect(sessionPageAnchor(sessionPageQuerySchema.parse({}))).toEqual({ kind: 'newest' });
    expect(sessionPageQuerySchema.parse({})).toMatchObject({ limit: 5, skip: 0 });
    expect(sessionPageAnchor(sessionPageQuerySchema.parse({ after: cursor, skip: '10' }))).toEqual({
      kind: 'after',
      cursor: decodeSessionCursor(cursor),
    });
    expect(sessionPageAnchor(sessionPageQuerySchema.parse({ before: cursor }))).toMatchObject({ kind: 'before' });
    expect(sessionPageAnchor(sessionPageQuerySchema.parse({ from: 'oldest', limit: '3' }))).toEqual({ kind: 'oldest' });
  });

  it('keeps the exact microsecond and id through a cursor', () => {
    expect(decodeSessionCursor(cursor)).toEqual({ createdAtMicros: 1764089525641123n, id: '0b0c3c52-8f41-4c7e-9d3a-5a8e1f2b3c4d' });
  });

  it.each([
    [{ after: 'not-a-cursor' }, 'after', 'The page cursor is not valid. Reload the list and try again.'],
    [{ before: `${cursor}x` }, 'before', 'The page cursor is not valid. Reload the list and try again.'],
    [{ limit: '0' }, 'limit', 'limit must be a whole number from 1 to 50.'],
    [{ limit: '51' }, 'limit', 'limit must be a whole number from 1 to 50.'],
    [{ skip: '-1' }, 'skip', 'skip must be a whole number from 0 to 100.'],
    [{ skip: '101' }, 'skip', 'skip must be a whole number from 0 to 100.'],
    [{ from: 'middle' }, 'from', "from must be 'newest' or 'oldest'."],
    [{ after: cursor, before: cursor }, 'after', 'Give at most one of after, before and from=oldest.'],
  ])('refuses %j with a message on %s', (query, field, message) => {
    const result = sessionPageQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });

  it('refuses a parameter it does not know', () => {
    expect(sessionPageQuerySchema.safeParse({ page: '2' }).success).toBe(false);
  });
});
