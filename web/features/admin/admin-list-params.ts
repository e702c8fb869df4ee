import { useCallback } from 'react';
import { useSearchParams } from 'wouter';
import { DEFAULT_PAGE_SIZE, isPageSize, MAX_PAGE, type PageSize } from '@domain/pagination';

export interface AdminListView<F extends string> {
  page: number;
  pageSize: PageSize;
  q: string;
  /** The list's own filters (role, plan, status, tab…), '' when not set. */
  filters: Record<F, string>;
}

/** Reads a back-office list's view from the address: what a link, a reload or the back button restores. */
export function readAdminListView<F extends string>(
  params: URLSearchParams,
  filterKeys: readonly F[],
): AdminListView<F> {
  const page = Number(params.get('page'));
  const size = Number(params.get('pageSize'));
  const filters = Object.fromEntries(filterKeys.map((key) => [key, params.get(key) ?? ''])) as Record<
    F,
    string
  >;
  return {
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    pageSize: isPageSize(size) ? size : DEFAULT_PAGE_SIZE,
    q: params.get('q')?.trim() ?? '',
    filters,
  };
}

/**
 * Writes a change into the address. A change of search, filter or page size starts again at page 1
 * (the spec); values equal to the defaults are left out, so the plain address is the first page.
 */
export function withAdminListChange(
  params: URLSearchParams,
  change: { page?: number; pageSize?: number; q?: string; filters?: Record<string, string> },
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | number | undefined, fallback: string) => {
    if (value === undefined) return;
    const text = String(value);
    if (text === '' || text === fallback) next.delete(key);
    else next.set(key, text);
  };
  set('q', change.q, '');
  set('pageSize', change.pageSize, String(DEFAULT_PAGE_SIZE));
  for (const [key, value] of Object.entries(change.filters ?? {})) set(key, value, '');
  if (change.page !== undefined) set('page', change.page, '1');
  else if (change.q !== undefined || change.pageSize !== undefined || change.filters) next.delete('page');
  return next;
}

/** A back-office list's view in the address, with the setters its controls call. */
export function useAdminListParams<F extends string>(filterKeys: readonly F[]) {
  const [params, setParams] = useSearchParams();
  const view = readAdminListView(params, filterKeys);
  const change = useCallback(
    (next: Parameters<typeof withAdminListChange>[1]) =>
      setParams((current) => withAdminListChange(current, next)),
    [setParams],
  );
  return {
    ...view,
    setPage: (page: number) => change({ page }),
    setPageSize: (pageSize: number) => change({ pageSize }),
    setQuery: (q: string) => change({ q }),
    setFilter: (key: F, value: string) => change({ filters: { [key]: value } }),
    setFilters: (filters: Partial<Record<F, string>>) =>
      change({ filters: filters as Record<string, string> }),
  };
}

/** The list's query string for the API (page, pageSize, q and the filters that are set). */
export function adminListQuery<F extends string>(view: AdminListView<F>): string {
  const query = new URLSearchParams({ page: String(view.page), pageSize: String(view.pageSize) });
  if (view.q) query.set('q', view.q);
  for (const [key, value] of Object.entries<string>(view.filters)) if (value) query.set(key, value);
  return query.toString();
}
