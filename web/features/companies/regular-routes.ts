import type { RegularRouteRow as RegularRouteAnswer } from '@domain/contract/companies';
import { DEFAULT_PAGE_SIZE, type PageSize } from '@domain/pagination';

/** One row of the spec's regular-routes table as GET /api/companies/regular-routes answers it. */
export type RegularRouteRow = RegularRouteAnswer & {
  /** Stable across refetches: the company and the route's place in its list. */
  key: string;
};

/** The table's page size (the pagination component's default). */
export const ROUTES_PAGE_SIZE: PageSize = DEFAULT_PAGE_SIZE;

export function withKey(row: RegularRouteAnswer): RegularRouteRow {
  return { ...row, key: `${row.companyId}:${row.routeIndex}` };
}

/** The query string of one page of the table: the search (trimmed, left out when blank) and the page. */
export function regularRoutesSearch(q: string | undefined, page: number): string {
  const search = new URLSearchParams();
  const text = q?.trim();
  if (text) search.set('q', text);
  search.set('page', String(page));
  search.set('pageSize', String(ROUTES_PAGE_SIZE));
  return search.toString();
}
