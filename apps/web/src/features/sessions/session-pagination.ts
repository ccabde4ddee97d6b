/** Spec section 9: sessions per page of the performance list. */
export const SESSIONS_PER_PAGE = 5;

export function pageCount(itemCount: number, perPage = SESSIONS_PER_PAGE): number {
  return Math.ceil(Math.max(0, itemCount) / perPage);
}

/** Spec section 2: a page beyond the last (after deletions, say) goes back to page 1. */
export function pageWithin(page: number, pages: number): number {
  return page >= 1 && page <= pages ? page : 1;
}

/** The items of one page (pages count from 1). */
export function pageItems<T>(items: readonly T[], page: number, perPage = SESSIONS_PER_PAGE): T[] {
  const start = (page - 1) * perPage;
  return items.slice(start, start + perPage);
}

/** Pages to number in the pagination bar, with 'gap' where a run of pages is left out. */
export type PaginationItem = number | 'gap-before' | 'gap-after';

/** Seven slots at most: the first and last page, the current one and its neighbours, and gaps. */
export function paginationItems(current: number, pages: number): PaginationItem[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, index) => index + 1);
  // Near an end the window of neighbours slides inwards, so the bar keeps its width.
  const start = Math.max(Math.min(current - 1, pages - 4), 3);
  const end = Math.min(Math.max(current + 1, 5), pages - 2);
  const middle = Array.from({ length: end - start + 1 }, (_, index) => start + index);
  // A gap never hides a single page: that page is shown instead.
  const before: PaginationItem = start > 3 ? 'gap-before' : 2;
  const after: PaginationItem = end < pages - 2 ? 'gap-after' : pages - 1;
  return [1, before, ...middle, after, pages];
}
