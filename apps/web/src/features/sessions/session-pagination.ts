import { SESSIONS_PER_PAGE } from '@rehearse/domain';

export { SESSIONS_PER_PAGE };

export function pageCount(itemCount: number, perPage = SESSIONS_PER_PAGE): number {
  return Math.ceil(Math.max(0, itemCount) / perPage);
}

/** Spec section 2: a page beyond the last (after deletions, say) goes back to page 1. */
export function pageWithin(page: number, pages: number): number {
  return page >= 1 && page <= pages ? page : 1;
}

/** GET /api/sessions's query for one page (decision 26). */
export type PageQuery =
  | { limit: number; skip: number }
  | { limit: number; skip: number; from: 'oldest' }
  | { limit: number; skip: number; after: string }
  | { limit: number; skip: number; before: string };

/**
 * How the list finds a numbered page by keyset: from the newest call, from the oldest, or from a
 * page already seen (after its last call, before its first), skipping whole pages between. A page
 * counted from the oldest is worked out again from each new total, so the last page stays the last.
 */
export type PageLocator =
  | { page: number; from: 'newest'; skip: number }
  | { page: number; from: 'oldest' }
  | { page: number; after: string; skip: number }
  | { page: number; before: string; skip: number };

/** The first and last cursor of each page seen since the total last changed. */
export type KnownPages = ReadonlyMap<number, { first: string; last: string }>;

export const FIRST_PAGE: PageLocator = { page: 1, from: 'newest', skip: 0 };

/** The way to `page` that skips the fewest calls: a page reached from its neighbour skips none. */
export function locatePage(page: number, total: number, known: KnownPages, perPage = SESSIONS_PER_PAGE): PageLocator {
  let best: PageLocator = { page, from: 'newest', skip: (page - 1) * perPage };
  let bestSkip = (page - 1) * perPage;
  const consider = (locator: PageLocator, skip: number) => {
    if (skip < bestSkip) [best, bestSkip] = [locator, skip];
  };
  for (const [seen, cursors] of known) {
    if (seen < page) consider({ page, after: cursors.last, skip: (page - 1 - seen) * perPage }, (page - 1 - seen) * perPage);
    if (seen > page) consider({ page, before: cursors.first, skip: (seen - page - 1) * perPage }, (seen - page - 1) * perPage);
  }
  consider({ page, from: 'oldest' }, Math.max(0, total - page * perPage));
  return best;
}

/** The request for a located page; a page counted from the oldest uses the latest total. */
export function pageQueryOf(locator: PageLocator, total: number, perPage = SESSIONS_PER_PAGE): PageQuery {
  if ('after' in locator) return { limit: perPage, skip: locator.skip, after: locator.after };
  if ('before' in locator) return { limit: perPage, skip: locator.skip, before: locator.before };
  if (locator.from === 'newest') return { limit: perPage, skip: locator.skip };
  const firstIndex = (locator.page - 1) * perPage;
  const lastIndex = Math.min(locator.page * perPage, total) - 1;
  if (lastIndex < firstIndex) return { limit: perPage, skip: 0 };
  return { limit: lastIndex - firstIndex + 1, skip: total - 1 - lastIndex, from: 'oldest' };
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
