import { describe, expect, it } from 'vitest';
import { FIRST_PAGE, locatePage, pageCount, pageQueryOf, pageWithin, paginationItems, SESSIONS_PER_PAGE } from './session-pagination';
import type { PageQuery } from './session-pagination';

describe('pagination of the performance list', () => {
  it('shows five sessions per page', () => {
    expect(SESSIONS_PER_PAGE).toBe(5);
    expect(pageCount(0)).toBe(0);
    expect(pageCount(5)).toBe(1);
    expect(pageCount(6)).toBe(2);
    expect(pageCount(12)).toBe(3);
  });

  it('goes back to page 1 when the page falls beyond the last', () => {
    expect(pageWithin(3, 3)).toBe(3);
    expect(pageWithin(3, 2)).toBe(1);
    expect(pageWithin(2, 0)).toBe(1);
    expect(pageWithin(0, 4)).toBe(1);
  });

  it('numbers every page when there are few', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(2, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('leaves gaps around the current page when there are many, keeping seven slots', () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-after', 20]);
    expect(paginationItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap-after', 20]);
    expect(paginationItems(5, 20)).toEqual([1, 'gap-before', 4, 5, 6, 'gap-after', 20]);
    expect(paginationItems(17, 20)).toEqual([1, 'gap-before', 16, 17, 18, 19, 20]);
    expect(paginationItems(20, 20)).toEqual([1, 'gap-before', 16, 17, 18, 19, 20]);
  });
});

describe('pagination with eight pages', () => {
  it('never hides a single page behind a gap', () => {
    expect(paginationItems(4, 8)).toEqual([1, 2, 3, 4, 5, 'gap-after', 8]);
    expect(paginationItems(5, 8)).toEqual([1, 'gap-before', 4, 5, 6, 7, 8]);
  });
});

/** The server's keyset pages over calls named by their position, newest first ('c0' the newest); a cursor is the call's name. */
function serve(calls: readonly string[], query: PageQuery): string[] {
  const at = (cursor: string) => calls.indexOf(cursor);
  if ('after' in query) return calls.slice(at(query.after) + 1 + query.skip).slice(0, query.limit);
  if ('before' in query)
    return calls
      .slice(0, at(query.before))
      .reverse()
      .slice(query.skip, query.skip + query.limit)
      .reverse();
  if ('from' in query)
    return [...calls]
      .reverse()
      .slice(query.skip, query.skip + query.limit)
      .reverse();
  return calls.slice(query.skip, query.skip + query.limit);
}

describe('finding a numbered page by keyset', () => {
  it.each([12, 250, 251])('lands on exactly the calls of every page the bar offers, with %i calls', (total) => {
    const calls = Array.from({ length: total }, (_, index) => `c${index}`);
    const pages = pageCount(total);
    const known = new Map<number, { first: string; last: string }>();
    const open = (page: number) => {
      const query = pageQueryOf(page === 1 ? FIRST_PAGE : locatePage(page, total, known), total);
      const shown = serve(calls, query);
      expect(shown, `page ${page} by ${JSON.stringify(query)}`).toEqual(calls.slice((page - 1) * 5, page * 5));
      expect(query.skip).toBeLessThanOrEqual(25);
      known.set(page, { first: shown[0]!, last: shown.at(-1)! });
    };
    open(1);
    // Next all the way, then every numbered button offered from a few places knowing only the
    // page shown (as after a change of the total), then Previous back.
    for (let page = 2; page <= pages; page++) open(page);
    const walked = new Map(known);
    for (const from of [1, Math.ceil(pages / 2), pages]) {
      for (const item of paginationItems(from, pages)) {
        if (typeof item !== 'number' || item === from) continue;
        const shown = walked.get(from)!;
        known.clear();
        known.set(from, shown);
        open(item);
      }
    }
    for (let page = pages; page >= 1; page--) open(page);
  });

  it('counts the last page from the oldest call with the total of the moment', () => {
    expect(pageQueryOf({ page: 3, from: 'oldest' }, 12)).toEqual({ limit: 2, skip: 0, from: 'oldest' });
    expect(pageQueryOf({ page: 3, from: 'oldest' }, 13)).toEqual({ limit: 3, skip: 0, from: 'oldest' });
    expect(pageQueryOf({ page: 2, from: 'oldest' }, 13)).toEqual({ limit: 5, skip: 3, from: 'oldest' });
    // A page that no longer exists asks for the first.
    expect(pageQueryOf({ page: 4, from: 'oldest' }, 12)).toEqual({ limit: 5, skip: 0 });
  });
});
