import { useQuery } from '@tanstack/react-query';
import { regularRoutesPageSchema } from '@domain/contract/companies';
import { pageCount } from '@domain/pagination';
import { useAuth } from '@web/features/auth';
import { apiGet } from '@web/lib/api';
import { COMPANIES_QUERY_ROOT } from '@web/lib/query-roots';
import { regularRoutesSearch, withKey } from './regular-routes';

async function fetchRegularRoutes(q: string | undefined, page: number, signal?: AbortSignal) {
  const path = (p: number) => `/api/companies/regular-routes?${regularRoutesSearch(q, p)}`;
  let answer = await apiGet(path(page), regularRoutesPageSchema, { signal });
  // A page that no longer exists (routes went away meanwhile) shows the last one, as it always did.
  if (answer.items.length === 0 && answer.total > 0 && page > 1) {
    answer = await apiGet(path(pageCount(answer.total, answer.pageSize)), regularRoutesPageSchema, {
      signal,
    });
  }
  return { ...answer, items: answer.items.map(withKey) };
}

/**
 * One page of the directory companies' regular routes, searched and paged by the server. Under the
 * ['companies'] key, so a directory change refreshes this table as well as the company list; who asked is
 * part of the key, since the contacts depend on the viewer. The previous page stays on screen while the
 * next one loads, but only for the same viewer.
 */
export function useRegularRoutes(q: string | undefined, page: number) {
  const { status, user } = useAuth();
  const viewerId = user?.id ?? null;
  const search = q?.trim() ?? '';
  return useQuery({
    queryKey: [COMPANIES_QUERY_ROOT, { scope: 'regular-routes', viewer: viewerId, q: search, page }] as const,
    queryFn: ({ signal }) => fetchRegularRoutes(search, page, signal),
    enabled: status !== 'loading',
    placeholderData: (previous, previousQuery) =>
      previousQuery && (previousQuery.queryKey[1] as { viewer?: unknown }).viewer === viewerId
        ? previous
        : undefined,
  });
}
