import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, pageWithin, paginationItems, SESSIONS_PER_PAGE } from './session-pagination';

describe('pagination of the performance list', () => {
  it('shows five sessions per page', () => {
    expect(SESSIONS_PER_PAGE).toBe(5);
    expect(pageCount(0)).toBe(0);
    expect(pageCount(5)).toBe(1);
    expect(pageCount(6)).toBe(2);
    expect(pageCount(12)).toBe(3);
  });

  it('cuts the list into pages', () => {
    const items = Array.from({ length: 12 }, (_, index) => index);
    expect(pageItems(items, 1)).toEqual([0, 1, 2, 3, 4]);
    expect(pageItems(items, 3)).toEqual([10, 11]);
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
