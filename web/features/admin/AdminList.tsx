import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { fillMessage } from '@domain/catalogue';
import { MESSAGES } from '@domain/messages';
import { Pagination } from '@web/components/Pagination';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { EmptyState, ErrorState } from '@web/components/ui/status-card';
import { cn } from '@web/lib/cn';
import { useIsMobile } from '@web/lib/use-media-query';

export interface AdminColumn<T> {
  /** The column's heading, and the label of the value on a phone's card. */
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
  /** Left out of the phone's card (e.g. the column that is already the card's title). */
  hideOnCard?: boolean;
}

/** What every back-office list takes alike: its rows, the query's states, the empty state, the paging. */
interface ListFrameProps<T> {
  label: string;
  rows: readonly T[] | undefined;
  loading: boolean;
  error: boolean;
  errorTitle: string;
  onRetry: () => void;
  retrying: boolean;
  empty: { icon?: LucideIcon; title: string; hint?: ReactNode };
  paging?: ListPaging;
}

interface AdminListProps<T> extends ListFrameProps<T> {
  rowKey: (row: T) => string;
  columns: readonly AdminColumn<T>[];
  /** The card's heading on a phone. */
  cardTitle: (row: T) => ReactNode;
  /** Buttons or a menu per row: the last column on a desktop, the card's footer on a phone. */
  actions?: (row: T) => ReactNode;
}

interface AdminCardsProps<T> extends ListFrameProps<T> {
  rowKey: (row: T) => string;
  /** Names the card's list item for screen readers (and tests), where its heading alone is not enough. */
  rowLabel?: (row: T) => string;
  /** One queue card: the same on a desktop and a phone. */
  card: (row: T) => ReactNode;
  /** The loading placeholders' height, about a card's. */
  placeholderClassName: string;
}

type ListPaging = {
  page: number;
  pageSize: number;
  total: number;
  totalIsLowerBound?: boolean;
  onPageChange: (page: number) => void;
};

/** What a list's query answers, as listStateOf reads it (TanStack Query's result fits). */
interface ListQuery {
  data?: Omit<ListPaging, 'onPageChange'>;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * The props every back-office list takes from its query alike: loading, error and retry, and the
 * paging of the answer (with "10 000+" where the answer says its total is a lower bound).
 */
export function listStateOf(query: ListQuery, onPageChange: (page: number) => void) {
  const { data } = query;
  return {
    loading: query.isFetching,
    error: query.isError,
    onRetry: () => void query.refetch(),
    retrying: query.isFetching,
    paging: data && {
      page: data.page,
      pageSize: data.pageSize,
      total: data.total,
      totalIsLowerBound: data.totalIsLowerBound,
      onPageChange,
    },
  };
}

/**
 * The frame every back-office list shares: the error with its retry while nothing is shown yet, the
 * loading placeholders, the empty state, and around the rows the refresh's dimming and the paging.
 */
function ListFrame<T>({
  label,
  rows,
  loading,
  error,
  errorTitle,
  onRetry,
  retrying,
  empty,
  paging,
  placeholders,
  children,
}: ListFrameProps<T> & { placeholders: ReactNode; children: (rows: readonly T[]) => ReactNode }) {
  if (error && !rows) return <ErrorState title={errorTitle} onRetry={onRetry} retrying={retrying} />;
  if (loading && !rows) {
    return (
      <div role="status" aria-label={MESSAGES.generic.loading} className="flex flex-col gap-2">
        {placeholders}
      </div>
    );
  }
  if (!rows || rows.length === 0) {
    return <EmptyState icon={empty.icon ?? Inbox} title={empty.title} hint={empty.hint} />;
  }
  return (
    <div
      className={cn('flex flex-col gap-4', loading && 'opacity-60 transition-opacity')}
      aria-busy={loading}
    >
      {children(rows)}
      {paging && (
        <Pagination {...paging} label={fillMessage(MESSAGES.marketplace.listPages, { list: label })} />
      )}
    </div>
  );
}

/**
 * The actions' column stays at the table's right edge while a wide table (long words in Russian or
 * Lithuanian, at 1,024–1,366 px) scrolls in its box, so a row's buttons are never out of sight; the
 * line on its left (a shadow: a collapsed table's border would not stay with it) marks the columns
 * passing under it.
 */
const STICKY_ACTIONS = 'sticky right-0 shadow-[-1px_0_0_var(--color-slate-200)]';

/**
 * A back-office list: a table on a desktop, one card per row under 768 px (the spec), with its
 * loading, empty and error states and the public lists' pagination.
 */
export function AdminList<T>({ rowKey, columns, cardTitle, actions, ...frame }: AdminListProps<T>) {
  const mobile = useIsMobile();
  const placeholders = Array.from({ length: 5 }, (_, i) => <Skeleton key={i} className="h-12 w-full" />);
  return (
    <ListFrame {...frame} placeholders={placeholders}>
      {(rows) =>
        mobile ? (
          <ul aria-label={frame.label} className="flex flex-col gap-3">
            {rows.map((row) => (
              <li key={rowKey(row)}>
                <Card className="gap-3 p-4">
                  <div className="font-semibold break-words text-slate-900">{cardTitle(row)}</div>
                  <dl className="grid grid-cols-[fit-content(40%)_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
                    {columns
                      .filter((column) => !column.hideOnCard)
                      .map((column) => (
                        <div key={column.header} className="contents">
                          <dt className="break-words text-slate-500">{column.header}</dt>
                          <dd className="min-w-0 break-words text-slate-900">{column.cell(row)}</dd>
                        </div>
                      ))}
                  </dl>
                  {actions && (
                    <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">{actions(row)}</div>
                  )}
                </Card>
              </li>
            ))}
          </ul>
        ) : (
          // `relative` keeps the visually hidden texts (positioned absolutely) inside the scrolling box,
          // as the feeds' table does: the actions' hidden header widened the whole page in Russian.
          <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{frame.label}</caption>
              <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <tr>
                  {columns.map((column) => (
                    <th key={column.header} scope="col" className={cn('px-3 py-2.5', column.className)}>
                      {column.header}
                    </th>
                  ))}
                  {actions && (
                    <th scope="col" className={cn(STICKY_ACTIONS, 'bg-slate-50 px-3 py-2.5 text-right')}>
                      <span className="sr-only">{ADMIN_MESSAGES.common.actions}</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((row) => (
                  <tr key={rowKey(row)} className="group align-top hover:bg-slate-50">
                    {columns.map((column) => (
                      <td key={column.header} className={cn('px-3 py-2.5 text-slate-800', column.className)}>
                        {column.cell(row)}
                      </td>
                    ))}
                    {actions && (
                      <td
                        className={cn(
                          STICKY_ACTIONS,
                          'bg-white px-3 py-2 text-right whitespace-nowrap group-hover:bg-slate-50',
                        )}
                      >
                        <div className="inline-flex gap-1.5">{actions(row)}</div>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      }
    </ListFrame>
  );
}

/**
 * A back-office queue: one card per item on every screen (a report, a verification request, a
 * message), each with its own decisions, in the lists' frame: the same states and paging.
 */
export function AdminCards<T>({
  rowKey,
  rowLabel,
  card,
  placeholderClassName,
  ...frame
}: AdminCardsProps<T>) {
  const placeholders = Array.from({ length: 3 }, (_, i) => (
    <Skeleton key={i} className={cn('w-full', placeholderClassName)} />
  ));
  return (
    <ListFrame {...frame} placeholders={placeholders}>
      {(rows) => (
        <ul aria-label={frame.label} className="flex flex-col gap-3">
          {rows.map((row) => (
            <li key={rowKey(row)} aria-label={rowLabel?.(row)}>
              {card(row)}
            </li>
          ))}
        </ul>
      )}
    </ListFrame>
  );
}
