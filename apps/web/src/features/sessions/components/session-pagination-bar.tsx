import { ChevronLeft, ChevronRight } from 'lucide-react';
import { classNames } from '../../../shared/class-names';
import { paginationItems } from '../session-pagination';

interface PaginationBarProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}

const pageButton =
  'inline-flex h-9 min-w-8 sm:min-w-9 cursor-pointer items-center justify-center gap-1 rounded-lg px-2 sm:px-2.5 text-sm font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-40';

/** Previous, the numbered pages and Next (spec section 2); shown only when there is more than one page. */
export function SessionPaginationBar({ page, pages, onChange }: PaginationBarProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Performance list pages" className="mt-6 flex items-center justify-center gap-1">
      <button
        type="button"
        className={classNames(pageButton, 'text-slate-700 hover:bg-slate-100')}
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
        aria-label="Previous"
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">Previous</span>
      </button>
      <ul className="flex items-center gap-0.5 sm:gap-1">
        {paginationItems(page, pages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                onClick={() => onChange(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                className={classNames(
                  pageButton,
                  item === page ? 'bg-brand-600 text-white shadow-sm hover:bg-brand-700' : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-sm text-slate-500">
              …
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={classNames(pageButton, 'text-slate-700 hover:bg-slate-100')}
        onClick={() => onChange(page + 1)}
        disabled={page >= pages}
        aria-label="Next"
      >
        <span className="hidden sm:inline">Next</span>
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
