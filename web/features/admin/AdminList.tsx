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

interface AdminListProps<T> {
  label: string;
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  columns: readonly AdminColumn<T>[];
  /** The card's heading on a phone. */
  cardTitle: (row: T) => ReactNode;
  /** Buttons or a menu per row: the last column on a desktop, the card's footer on a phone. */
  actions?: (row: T) => ReactNode;
  loading: boolean;
  error: boolean;
  errorTitle: string;
  onRetry: () => void;
  retrying: boolean;
  empty: { icon?: LucideIcon; title: string; hint?: ReactNode };
  paging?: ListPaging;
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
 * A back-office list: a table on a desktop, one card per row under 768 px (the spec), with its
 * loading, empty and error states and the public lists' pagination.
 */
export function AdminList<T>({
  label,
  rows,
  rowKey,
  columns,
  cardTitle,
  actions,
  loading,
  error,
  errorTitle,
  onRetry,
  retrying,
  empty,
  paging,
}: AdminListProps<T>) {
  const mobile = useIsMobile();
  if (error && !rows) return <ErrorState title={errorTitle} onRetry={onRetry} retrying={retrying} />;
  if (loading && !rows) {
    return (
      <div role="status" aria-label={MESSAGES.generic.loading} className="flex flex-col gap-2">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (!rows || rows.length === 0) {
    return <EmptyState icon={empty.icon ?? Inbox} title={empty.title} hint={empty.hint} />;
  }

  const list = mobile ? (
    <ul aria-label={label} className="flex flex-col gap-3">
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
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={cn('px-3 py-2.5', column.className)}>
                {column.header}
              </th>
            ))}
            {actions && (
              <th scope="col" className="px-3 py-2.5 text-right">
                <span className="sr-only">{ADMIN_MESSAGES.common.actions}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="align-top hover:bg-slate-50">
              {columns.map((column) => (
                <td key={column.header} className={cn('px-3 py-2.5 text-slate-800', column.className)}>
                  {column.cell(row)}
                </td>
              ))}
              {actions && (
                <td className="px-3 py-2 text-right whitespace-nowrap">
                  <div className="inline-flex gap-1.5">{actions(row)}</div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  return (
    <div
      className={cn('flex flex-col gap-4', loading && 'opacity-60 transition-opacity')}
      aria-busy={loading}
    >
      {list}
      {paging && (
        <Pagination {...paging} label={fillMessage(MESSAGES.marketplace.listPages, { list: label })} />
      )}
    </div>
  );
}
