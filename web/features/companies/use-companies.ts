import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, isPageSize, MAX_PAGE, type Paged, type PageSize } from '@domain/pagination';
import { CONTACT_ACCESS_STATES, type ContactAccess } from '@domain/plans';
import { useAuth } from '@web/features/auth/auth-context';
import { ApiError, apiGet, FALLBACK_ERROR_MESSAGE } from '@web/lib/api';

export interface RegularRoute {
  route: string;
  frequency?: string;
  capacity?: string;
  trailerType?: string;
}

export interface CompanyContact {
  contactPerson: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
}

/** One directory company as GET /api/companies answers it for this viewer. */
export interface CompanyItem {
  id: string;
  companyName: string;
  specialty: string | null;
  vehiclePark: string | null;
  description: string | null;
  transportTypes: string[];
  serviceRegions: string[];
  regularRoutes: RegularRoute[];
  establishedYear: number | null;
  employeesCount: number | null;
  logoUrl: string | null;
  isOwn: boolean;
  contactAccess: ContactAccess;
  /** Present only for viewers entitled to it (the server leaves it out otherwise). */
  contact?: CompanyContact;
}

export interface CompanyFiltersInput {
  q?: string;
  region?: string;
  specialty?: string;
  transportType?: string;
}

export interface CompanyQueryParams extends CompanyFiltersInput {
  page: number;
  pageSize: number;
}

/** The parameters as they go into the query key and the URL: trimmed, blanks left out, page in range. */
export interface NormalizedCompanyParams extends CompanyFiltersInput {
  page: number;
  pageSize: PageSize;
}

export const COMPANIES_QUERY_ROOT = 'companies';

export function normalizeCompanyParams(params: CompanyQueryParams): NormalizedCompanyParams {
  const out: NormalizedCompanyParams = {
    page: Number.isFinite(params.page) ? Math.min(Math.max(1, Math.floor(params.page)), MAX_PAGE) : 1,
    pageSize: isPageSize(params.pageSize) ? params.pageSize : DEFAULT_PAGE_SIZE,
  };
  for (const key of ['q', 'region', 'specialty', 'transportType'] as const) {
    const value = params[key]?.trim();
    if (value) out[key] = value;
  }
  return out;
}

export function companiesSearch(params: NormalizedCompanyParams): string {
  const search = new URLSearchParams();
  for (const key of ['q', 'region', 'specialty', 'transportType'] as const) {
    const value = params[key];
    if (value) search.set(key, value);
  }
  search.set('page', String(params.page));
  search.set('pageSize', String(params.pageSize));
  return search.toString();
}

export async function fetchCompanyPage(
  params: NormalizedCompanyParams,
  signal?: AbortSignal,
): Promise<Paged<CompanyItem>> {
  return parseCompanyPage(await apiGet<unknown>(`/api/companies?${companiesSearch(params)}`, { signal }));
}

/**
 * Who the answer was fetched for is part of the key: contact fields depend on the viewer, and signing in
 * must not leave a visitor's locked answer on screen (nor a signed-out tab a premium user's contacts).
 */
export function companiesQueryKey(params: NormalizedCompanyParams, viewerId: string | null) {
  return [COMPANIES_QUERY_ROOT, { ...params, viewer: viewerId }] as const;
}

function viewerOfKey(key: readonly unknown[]): unknown {
  const params = key[1];
  return isRecord(params) ? params.viewer : undefined;
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

// --- The answer, checked -----------------------------------------------------------------------------

const ACCESS_STATES = new Set<string>(CONTACT_ACCESS_STATES);

/**
 * Checks the answer's shape and fills what an older or partial answer may lack, so a single odd company
 * cannot break the whole list. An answer that is not a list at all becomes an error the UI shows.
 */
export function parseCompanyPage(value: unknown): Paged<CompanyItem> {
  if (!isRecord(value) || !Array.isArray(value.items)) {
    throw new ApiError(200, 'INVALID_RESPONSE', FALLBACK_ERROR_MESSAGE, {
      cause: new Error('GET /api/companies: no items'),
    });
  }
  const items = value.items.map(parseCompany).filter((item): item is CompanyItem => item !== null);
  return {
    items,
    total: finiteOr(value.total, items.length),
    page: finiteOr(value.page, 1),
    pageSize: finiteOr(value.pageSize, DEFAULT_PAGE_SIZE),
  };
}

export function parseCompany(value: unknown): CompanyItem | null {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.companyName !== 'string') return null;
  const contactAccess: ContactAccess =
    typeof value.contactAccess === 'string' && ACCESS_STATES.has(value.contactAccess)
      ? (value.contactAccess as ContactAccess)
      : 'locked';
  const contact =
    contactAccess !== 'locked' && isRecord(value.contact) ? parseContact(value.contact) : undefined;
  return {
    id: value.id,
    companyName: value.companyName,
    specialty: textOrNull(value.specialty),
    vehiclePark: textOrNull(value.vehiclePark),
    description: textOrNull(value.description),
    transportTypes: strings(value.transportTypes),
    serviceRegions: strings(value.serviceRegions),
    regularRoutes: Array.isArray(value.regularRoutes) ? value.regularRoutes.flatMap(parseRoute) : [],
    establishedYear: numberOrNull(value.establishedYear),
    employeesCount: numberOrNull(value.employeesCount),
    logoUrl: textOrNull(value.logoUrl),
    isOwn: value.isOwn === true,
    contactAccess,
    ...(contact ? { contact } : {}),
  };
}

function parseContact(value: Record<string, unknown>): CompanyContact {
  return {
    contactPerson: textOrNull(value.contactPerson),
    phone: textOrNull(value.phone),
    email: textOrNull(value.email),
    website: textOrNull(value.website),
  };
}

function parseRoute(value: unknown): RegularRoute[] {
  if (!isRecord(value) || typeof value.route !== 'string' || value.route.trim() === '') return [];
  const route: RegularRoute = { route: value.route.trim() };
  for (const key of ['frequency', 'capacity', 'trailerType'] as const) {
    const text = textOrNull(value[key]);
    if (text) route[key] = text;
  }
  return [route];
}

function strings(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim());
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function finiteOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
