import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { fillMessage } from '@domain/catalogue';
import { formatNumber } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { pageCount, pageRange } from '@domain/pagination';
import { cn } from '@web/lib/cn';
import { paginationCaption } from '@web/lib/pagination-caption';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /**
   * The server stopped counting (more than 10 000 matched, 1 000 for a text search): the total is
   * shown as "10 000+", and "next" goes on past the counted pages, since more always follow.
   */
  totalIsLowerBound?: boolean;
  /** The deepest page the list answers (the feeds stop at their first 10 000 rows): next and last stop there. */
  maxPage?: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, since a page may hold more than one list. */
  label?: string;
  className?: string;
}

const buttonClass =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-lg border text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-40 [&_svg]:size-4';
const idleClass = 'border-slate-300 bg-white text-slate-800 hover:border-brand-300 hover:bg-brand-50';
const currentClass = 'border-brand-600 bg-brand-600 text-white';

function PageButton({
  label,
  onClick,
  disabled,
  current,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  current?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      disabled={disabled}
      onClick={onClick}
      className={cn(buttonClass, current ? currentClass : idleClass)}
    >
      {children}
    </button>
  );
}

/**
 * The lists' pagination: first, previous, up to five page numbers with an ellipsis where pages are
 * skipped, next and last, and the caption "Näidatakse x–y / z tulemust". The buttons are hidden when
 * everything fits on one page. A phone shows "lk 3 / 12" instead of the numbers, which would not fit.
 */
export function Pagination({
  page,
  pageSize,
  total,
  totalIsLowerBound = false,
  maxPage = Number.POSITIVE_INFINITY,
  onPageChange,
  label = MESSAGES.pagination.nav,
  className,
}: PaginationProps) {
  const pages = Math.min(pageCount(total, pageSize), Math.max(1, maxPage));
  if (total <= 0) return null;
  const current = Math.min(Math.max(1, page), Math.max(1, pages));
  const hasNext = current < pages || (totalIsLowerBound && current < maxPage);
  const go = (target: number) => {
    const reachable = target <= pages || (totalIsLowerBound && target === current + 1 && target <= maxPage);
    if (target !== current && target >= 1 && reachable) onPageChange(target);
  };

  // The deepest page of a list that goes on: say why "next" stops, and what to do instead.
  const atDepthLimit = totalIsLowerBound && current >= maxPage;

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
        <p className="text-sm text-slate-600" aria-live="polite">
          {paginationCaption(current, pageSize, total, totalIsLowerBound)}
        </p>
        {pages > 1 && (
          <nav aria-label={label}>
            <ul className="flex items-center gap-1.5">
              <li>
                <PageButton label={MESSAGES.pagination.first} onClick={() => go(1)} disabled={current === 1}>
                  <ChevronsLeft aria-hidden="true" />
                </PageButton>
              </li>
              <li>
                <PageButton
                  label={MESSAGES.pagination.previous}
                  onClick={() => go(current - 1)}
                  disabled={current === 1}
                >
                  <ChevronLeft aria-hidden="true" />
                </PageButton>
              </li>
              <li className="px-2 text-sm font-medium whitespace-nowrap text-slate-800 sm:hidden">
                {fillMessage(MESSAGES.pagination.pageOf, {
                  page: formatNumber(current),
                  pages: formatNumber(pages),
                })}
                {totalIsLowerBound ? '+' : ''}
              </li>
              {pageRange(current, pages).map((item, index) =>
                item === 'ellipsis' ? (
                  <li
                    key={`gap-${index}`}
                    aria-hidden="true"
                    className="hidden w-6 text-center text-slate-500 sm:block"
                  >
                    …
                  </li>
                ) : (
                  <li key={item} className="hidden sm:block">
                    <PageButton
                      label={fillMessage(MESSAGES.pagination.page, { page: item })}
                      current={item === current}
                      onClick={() => go(item)}
                    >
                      {formatNumber(item)}
                    </PageButton>
                  </li>
                ),
              )}
              <li>
                <PageButton
                  label={MESSAGES.pagination.next}
                  onClick={() => go(current + 1)}
                  disabled={!hasNext}
                >
                  <ChevronRight aria-hidden="true" />
                </PageButton>
              </li>
              <li>
                <PageButton
                  label={MESSAGES.pagination.last}
                  onClick={() => go(pages)}
                  disabled={current === pages}
                >
                  <ChevronsRight aria-hidden="true" />
                </PageButton>
              </li>
            </ul>
          </nav>
        )}
      </div>
      {atDepthLimit && (
        <p role="note" className="text-center text-sm text-slate-600 sm:text-right">
          {MESSAGES.feeds.pageTooDeep}
        </p>
      )}
    </div>
  );
}
