import { companyFilterSchema } from '@domain/feeds';
import { useQuery } from '@tanstack/react-query';
import { companyPageSchema, type CompanyItem } from '@domain/contract/companies';
import { DEFAULT_PAGE_SIZE, isPageSize, MAX_PAGE, type Paged, type PageSize } from '@domain/pagination';
import { useAuth } from '@web/features/auth';
import { apiGet } from '@web/lib/api';
import { COMPANIES_QUERY_ROOT } from '@web/lib/query-roots';

/** The directory's filters, as the address and GET /api/companies name them (domain/feeds.ts). */
const COMPANY_FILTER_KEYS = Object.keys(
  companyFilterSchema.shape,
) as (keyof typeof companyFilterSchema.shape)[];

export type CompanyFiltersInput = Partial<Record<(typeof COMPANY_FILTER_KEYS)[number], string>>;

export interface CompanyQueryParams extends CompanyFiltersInput {
  page: number;
  pageSize: number;
}

/** The parameters as they go into the query key and the URL: trimmed, blanks left out, page in range. */
export interface NormalizedCompanyParams extends CompanyFiltersInput {
  page: number;
  pageSize: PageSize;
}

export function normalizeCompanyParams(params: CompanyQueryParams): NormalizedCompanyParams {
  const out: NormalizedCompanyParams = {
    page: Number.isFinite(params.page) ? Math.min(Math.max(1, Math.floor(params.page)), MAX_PAGE) : 1,
    pageSize: isPageSize(params.pageSize) ? params.pageSize : DEFAULT_PAGE_SIZE,
  };
  for (const key of COMPANY_FILTER_KEYS) {
    const value = params[key]?.trim();
    if (value) out[key] = value;
  }
  return out;
}

export function companiesSearch(params: NormalizedCompanyParams): string {
  const search = new URLSearchParams();
  for (const key of COMPANY_FILTER_KEYS) {
    const value = params[key];
    if (value) search.set(key, value);
  }
  search.set('page', String(params.page));
  search.set('pageSize', String(params.pageSize));
  return search.toString();
}

async function fetchCompanyPage(
  params: NormalizedCompanyParams,
  signal?: AbortSignal,
): Promise<Paged<CompanyItem>> {
  return apiGet(`/api/companies?${companiesSearch(params)}`, companyPageSchema, { signal });
}

/**
 * Who the answer was fetched for is part of the key: contact fields depend on the viewer, and signing in
 * must not leave a visitor's locked answer on screen (nor a signed-out tab a premium user's contacts).
 */
export function companiesQueryKey(params: NormalizedCompanyParams, viewerId: string | null) {
  return [COMPANIES_QUERY_ROOT, { ...params, viewer: viewerId }] as const;
}

function viewerOfKey(key: readonly unknown[]): unknown {
  const params = key[1] as { viewer?: unknown } | undefined;
  return params?.viewer;
}

/**
 * The directory page for the given search, filters and page. The previous page stays on screen while the
 * next one loads (no flash of skeletons when paging), but only for the same viewer.
 */
export function useCompanies(params: CompanyQueryParams) {
  const { status, user } = useAuth();
  const viewerId = user?.id ?? null;
  const normalized = normalizeCompanyParams(params);
  return useQuery({
    queryKey: companiesQueryKey(normalized, viewerId),
    queryFn: ({ signal }) => fetchCompanyPage(normalized, signal),
    // Until the session is known the answer could be the wrong one for this viewer.
    enabled: status !== 'loading',
    placeholderData: (previous, previousQuery) =>
      previousQuery && viewerOfKey(previousQuery.queryKey) === viewerId ? previous : undefined,
  });
}
