import { ChevronDown } from 'lucide-react';
import { Fragment, type MouseEvent } from 'react';
import { fillMessage } from '@domain/catalogue';
import type { ListDensity } from '@domain/home-tabs';
import { MESSAGES } from '@domain/messages';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { routeText } from '@web/lib/listing-display';
import { useLookupLabels } from '@web/lib/use-lookup-labels';
import { useNow } from '@web/lib/use-now';
import { COMPACT_CARGO_COLUMNS, COMPACT_TRANSPORT_COLUMNS } from './compact-columns';
import { CARGO_COLUMNS, TRANSPORT_COLUMNS, type Column } from './listing-cells';
import { useWatchStars, WatchStar } from '@web/features/watchlist';
import { ListingDetails } from './ListingDetails';
import type { ListingItem, ListingType } from './types';

export interface ListingViewProps {
  type: ListingType;
  items: ListingItem[];
  /** The number shown in the first column: the row's place in the whole list. */
  firstNumber: number;
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  highlightedId?: string | null;
  /** Names the table for screen readers. */
  caption: string;
  /** Hides the number column's value (a pinned listing has no place in the current page). */
  hideNumbers?: boolean;
  /** Keeps element ids unique when the same listing is also shown pinned above the list. */
  idPrefix?: string;
  /** The table's density (list-density.tsx); a phone's cards are the same in both. */
  density?: ListDensity;
}

export function listingElementId(id: string, prefix = 'listing'): string {
  return `${prefix}-${id}`;
}

function columnsFor(type: ListingType, density: ListDensity): Column<ListingItem>[] {
  if (density === 'compact') {
    return (type === 'cargo' ? COMPACT_CARGO_COLUMNS : COMPACT_TRANSPORT_COLUMNS) as Column<ListingItem>[];
  }
  return (type === 'cargo' ? CARGO_COLUMNS : TRANSPORT_COLUMNS) as Column<ListingItem>[];
}

// The roomy table's cells, and the compact one's: a row of 32 px, the height of its 28 px buttons,
// so at least 15 rows show on a 1366 × 768 screen (issue 30, item 9). The compact table's layout is
// fixed (compact-columns.tsx): what does not fit its column is cut rather than widening the table.
const CELL: Record<ListDensity, string> = {
  comfortable: 'px-3 py-3 align-middle',
  compact: 'overflow-hidden px-1.5 py-0.5 align-middle whitespace-nowrap',
};
const HEAD: Record<ListDensity, string> = {
  comfortable: 'px-3 py-3 align-middle',
  compact: 'truncate px-1.5 py-2 align-middle',
};
const ACTIONS: Record<ListDensity, string> = {
  comfortable: 'px-3 py-3 align-middle',
  compact: 'px-1.5 py-0.5 align-middle',
};
const TABLE: Record<ListDensity, string> = { comfortable: '', compact: 'table-fixed' };
const BUTTON: Record<ListDensity, string> = { comfortable: 'size-9', compact: 'size-7' };

/** A header and, where it is an abbreviation or may be cut, the whole of it as its tooltip. */
function HeaderText({ column }: { column: Column<ListingItem> }) {
  return column.headerTitle ? (
    <abbr title={column.headerTitle} className="no-underline">
      {column.header}
    </abbr>
  ) : (
    <span title={column.header}>{column.header}</span>
  );
}

// Clicking anywhere on a row opens it, except on its own controls and while the user selects text (to
// copy a city name, say).
function rowClickOpens(event: MouseEvent): boolean {
  const target = event.target as Element;
  if (target.closest('a, button, input, select, textarea')) return false;
  return !window.getSelection()?.toString();
}

/** The desktop table of a feed. On narrow screens ListingCards takes its place. */
export function ListingTable({
  type,
  items,
  firstNumber,
  expanded,
  onToggle,
  highlightedId,
  caption,
  hideNumbers = false,
  idPrefix,
  density = 'comfortable',
}: ListingViewProps) {
  const columns = columnsFor(type, density);
  const lookup = useLookupLabels();
  const stars = useWatchStars();
  const now = useNow();
  const span = columns.length + 2;
  const cellClass = CELL[density];
  const headClass = HEAD[density];

  return (
    // `relative` keeps the visually hidden texts (positioned absolutely) inside the scrolling box;
    // otherwise one in the last column would widen the whole page on a tablet.
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table
        className={cn('w-full border-collapse text-left text-sm', TABLE[density])}
        data-density={density}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className={cn(headClass, 'w-12 text-right')}>
              {MESSAGES.marketplace.number}
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cn(headClass, column.className)}>
                <HeaderText column={column} />
              </th>
            ))}
            <th scope="col" className={cn(headClass, density === 'compact' ? 'w-[4.75rem]' : 'w-24')}>
              <span className="sr-only">{MESSAGES.marketplace.details}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => {
            const open = expanded.has(item.id);
            const highlighted = highlightedId === item.id;
            const detailsId = `${listingElementId(item.id, idPrefix)}-details`;
            return (
              <Fragment key={item.id}>
                <tr
                  id={listingElementId(item.id, idPrefix)}
                  data-listing-id={item.id}
                  data-expanded={open}
                  data-highlighted={highlighted || undefined}
                  onClick={(event) => rowClickOpens(event) && onToggle(item.id)}
                  className={cn(
                    'scroll-mt-24 cursor-pointer border-b border-slate-100 transition-colors duration-500 hover:bg-slate-50',
                    open && 'border-b-0 bg-slate-50',
                    highlighted && 'bg-amber-100 hover:bg-amber-100',
                  )}
                >
                  <td className={cn(cellClass, 'text-right text-slate-500 tabular-nums')}>
                    {hideNumbers ? '–' : firstNumber + index}
                  </td>
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      data-column={column.key}
                      className={cn(cellClass, 'text-slate-800', column.className)}
                    >
                      {column.cell(item, lookup, now)}
                    </td>
                  ))}
                  <td className={ACTIONS[density]}>
                    <div className="flex items-center justify-end gap-1">
                      <WatchStar item={item} stars={stars} className={BUTTON[density]} />
                      <button
                        type="button"
                        aria-expanded={open}
                        aria-controls={open ? detailsId : undefined}
                        aria-label={fillMessage(MESSAGES.marketplace.detailsOf, { route: routeText(item) })}
                        onClick={() => onToggle(item.id)}
                        className={cn(
                          'inline-flex items-center justify-center rounded-lg text-slate-600 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                          BUTTON[density],
                        )}
                      >
                        <ChevronDown
                          aria-hidden="true"
                          className={cn('size-5 transition-transform', open && 'rotate-180')}
                        />
                      </button>
                    </div>
                  </td>
                </tr>
                {open && (
                  <tr
                    id={detailsId}
                    className={cn(
                      'border-b border-slate-200 bg-slate-50 transition-colors duration-500',
                      highlighted && 'bg-amber-100',
                    )}
                  >
                    <td colSpan={span} className="px-4 pt-1 pb-5 sm:px-6">
                      <ListingDetails item={item} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function ListingTableSkeleton({
  type,
  rows,
  density = 'comfortable',
}: {
  type: ListingType;
  rows: number;
  density?: ListDensity;
}) {
  const columns = columnsFor(type, density);
  const cellClass = CELL[density];
  const headClass = HEAD[density];
  const compact = density === 'compact';
  return (
    <div
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      role="status"
      aria-label={MESSAGES.marketplace.loadingListings}
    >
      <table
        className={cn('w-full border-collapse text-left text-sm', TABLE[density])}
        aria-hidden="true"
        data-density={density}
      >
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th className={cn(headClass, 'w-12 text-right')}>{MESSAGES.marketplace.number}</th>
            {columns.map((column) => (
              <th key={column.key} className={cn(headClass, column.className)}>
                <HeaderText column={column} />
              </th>
            ))}
            <th className={cn(headClass, compact ? 'w-[4.75rem]' : 'w-24')} />
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row} className="border-b border-slate-100">
              <td className={cn(cellClass, 'text-right')}>
                <Skeleton className="h-4 w-5" />
              </td>
              {columns.map((column) => (
                <td key={column.key} className={cn(cellClass, column.className)}>
                  {column.key === 'route' && !compact ? (
                    // One line of route and its road distance below it (most listings' ends are places).
                    <div className="flex flex-col gap-0.5">
                      <Skeleton className="h-5 w-44" />
                      <Skeleton className="h-4 w-16" />
                    </div>
                  ) : column.key === 'type' && !compact ? (
                    // The type and the line of its freight marks (listing-cells.tsx, TypeWithMarks).
                    <div className="flex flex-col gap-1">
                      <Skeleton className="h-5 w-24" />
                      <Skeleton className="h-5 w-16" />
                    </div>
                  ) : (
                    <Skeleton
                      className={cn('h-4', column.key === 'route' ? 'w-44' : compact ? 'w-8' : 'w-16')}
                    />
                  )}
                </td>
              ))}
              {/* The size of the row's own buttons, which set the height of a row with one line of route. */}
              <td className={cn(ACTIONS[density], 'text-right')}>
                <div className="flex justify-end gap-1">
                  <Skeleton className={BUTTON[density]} />
                  <Skeleton className={BUTTON[density]} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
