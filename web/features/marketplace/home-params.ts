import type * as z from 'zod/mini';
import { DEFAULT_TAB, marketTabOf, type MarketTab } from '@domain/home-tabs';
import {
  cargoFilterSchema,
  companyFilterSchema,
  DEFAULT_SORT,
  routeFilterShape,
  sortSchema,
  transportFilterSchema,
  type SortValue,
} from '@domain/feeds';
import { DEFAULT_PAGE_SIZE, isPageSize, pageQuerySchema, type PageSize } from '@domain/pagination';

/**
 * The home page keeps its whole view in the address: the tab, the search, every filter, the order,
 * the page and the page size. A dispatcher can send a filtered view to a colleague, and a reload or
 * the back button shows the same list. Values are read through the same schemas the server validates
 * with; anything invalid is dropped on its own, so one bad value never empties the rest of the view.
 */

export { MARKET_TABS, type MarketTab } from '@domain/home-tabs';

const FILTER_SCHEMAS = {
  cargo: cargoFilterSchema,
  transport: transportFilterSchema,
  companies: companyFilterSchema,
} as const;

type CargoFilterKey = keyof typeof cargoFilterSchema.shape;
type TransportFilterKey = keyof typeof transportFilterSchema.shape;
type CompanyFilterKey = keyof typeof companyFilterSchema.shape;
export type FilterKey = CargoFilterKey | TransportFilterKey | CompanyFilterKey;

/** A tab's valid filters as the address spells them ('20', 'true', '2026-05-01', 'lati'). */
export type FilterValues = Partial<Record<FilterKey, string>>;

export const SEARCH_KEY = 'q';
const PAGE_KEY = 'page';
const PAGE_SIZE_KEY = 'pageSize';
const TAB_KEY = 'tab';
const SORT_KEY = 'sort';

// What a search means on every tab: the words and the route (a company's place for the directory).
const SHARED_KEYS = new Set<string>(['q', ...Object.keys(routeFilterShape)]);

// The transport feed's `bodyType` is another name for its `trailerType` (one lookup list, a truck has
// one body), which the panel offers already: the page neither reads nor writes the alias.
const API_ALIASES: Partial<Record<MarketTab, readonly FilterKey[]>> = { transport: ['bodyType'] };

export function filterKeys(tab: MarketTab): FilterKey[] {
  const aliases = API_ALIASES[tab] ?? [];
  return (Object.keys(FILTER_SCHEMAS[tab].shape) as FilterKey[]).filter((key) => !aliases.includes(key));
}

export function readTab(params: URLSearchParams): MarketTab {
  return marketTabOf(params.get(TAB_KEY));
}

// A flag filter (`urgent`) never reads as false; `adr=false` does, and asks for what is not
// dangerous, so false is kept as a value of its own.
function canonical(value: unknown): string | undefined {
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'string') return value.trim() || undefined;
  return undefined;
}

export function readFilters(tab: MarketTab, params: URLSearchParams): FilterValues {
  const shape = FILTER_SCHEMAS[tab].shape as Record<string, z.ZodMiniType>;
  const out: FilterValues = {};
  for (const key of filterKeys(tab)) {
    const raw = params.get(key);
    if (raw === null) continue;
    const parsed = shape[key]?.safeParse(raw);
    if (!parsed?.success) continue;
    const value = canonical(parsed.data);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

export function readPage(params: URLSearchParams): number {
  const parsed = pageQuerySchema.shape.page.safeParse(params.get(PAGE_KEY) ?? undefined);
  return parsed.success ? parsed.data : 1;
}

/** The page size the address asks for, if it names a valid one; otherwise the remembered choice applies. */
export function readPageSize(params: URLSearchParams): PageSize | undefined {
  const raw = params.get(PAGE_SIZE_KEY);
  if (raw === null || raw.trim() === '') return undefined;
  const size = Number(raw);
  return isPageSize(size) ? size : undefined;
}

/**
 * The order the address asks for (a list's, not a filter: the companies have none); the default for
 * none or one the server would refuse, which is dropped like an invalid filter.
 */
export function readSort(params: URLSearchParams): SortValue {
  const parsed = sortSchema.safeParse(params.get(SORT_KEY) ?? undefined);
  return (parsed.success ? parsed.data : undefined) ?? DEFAULT_SORT;
}

/** The advanced filters that are set: the search has its own box and is not counted. */
export function hasAnyFilter(filters: FilterValues): boolean {
  return Object.values(filters).some(Boolean);
}

// Every change of what is listed starts again from page 1 (spec: the page resets when filters change).
function resetPage(next: URLSearchParams): URLSearchParams {
  next.delete(PAGE_KEY);
  return next;
}

export function withFilter(
  params: URLSearchParams,
  key: FilterKey,
  value: string | undefined,
): URLSearchParams {
  return withFilters(params, { [key]: value });
}

/** Sets several filters in one step (a date range's two ends), back on page 1. */
export function withFilters(
  params: URLSearchParams,
  changes: Partial<Record<FilterKey, string | undefined>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    const text = value?.trim();
    if (text) next.set(key, text);
    else next.delete(key);
  }
  return resetPage(next);
}

/**
 * Clears the tab's advanced filters, and the search as well unless `keepSearch`. The order is not a
 * filter and stays: clearing asks for more listings, not for them in another order.
 */
export function withoutFilters(
  params: URLSearchParams,
  tab: MarketTab,
  { keepSearch = false }: { keepSearch?: boolean } = {},
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of filterKeys(tab)) {
    if (keepSearch && key === SEARCH_KEY) continue;
    next.delete(key);
  }
  return resetPage(next);
}

/**
 * Another tab: the search and the route go along, since a dispatcher who looked for cargo to Riga
 * usually wants transport to Riga next; so does the order between the two listing tabs (the
 * directory has none). The freight filters do not: on the cargo tab they say what a load needs, on
 * the transport tab what a truck takes ("not dangerous" loads do not ask for trucks without ADR).
 * The rest, the page and the page size (remembered per list) are left behind.
 */
export function withTab(params: URLSearchParams, tab: MarketTab): URLSearchParams {
  const next = new URLSearchParams(params);
  const from = readTab(params);
  const kept = new Set<string>(filterKeys(tab).filter((key) => SHARED_KEYS.has(key)));
  for (const key of filterKeys(from)) if (!kept.has(key)) next.delete(key);
  if (tab === DEFAULT_TAB) next.delete(TAB_KEY);
  else next.set(TAB_KEY, tab);
  if (tab === 'companies') next.delete(SORT_KEY);
  next.delete(PAGE_SIZE_KEY);
  return resetPage(next);
}

export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set(PAGE_KEY, String(Math.floor(page)));
  else next.delete(PAGE_KEY);
  return next;
}

export function withPageSize(params: URLSearchParams, size: PageSize): URLSearchParams {
  const next = new URLSearchParams(params);
  if (size === DEFAULT_PAGE_SIZE) next.delete(PAGE_SIZE_KEY);
  else next.set(PAGE_SIZE_KEY, String(size));
  return resetPage(next);
}

/** Another order, back on page 1; the default leaves the address. */
export function withSort(params: URLSearchParams, sort: SortValue): URLSearchParams {
  const next = new URLSearchParams(params);
  if (sort === DEFAULT_SORT) next.delete(SORT_KEY);
  else next.set(SORT_KEY, sort);
  return resetPage(next);
}

/**
 * The feed request's query string: the filters, page, size and order, in a stable order. The default
 * order is left out, as the server's default, so a request reads as it did before there were others.
 */
export function feedSearch(
  filters: FilterValues,
  page: number,
  pageSize: number,
  sort: SortValue = DEFAULT_SORT,
): string {
  const search = new URLSearchParams();
  for (const key of Object.keys(filters).sort() as FilterKey[]) {
    const value = filters[key];
    if (value) search.set(key, value);
  }
  search.set(PAGE_KEY, String(page));
  search.set(PAGE_SIZE_KEY, String(pageSize));
  if (sort !== DEFAULT_SORT) search.set(SORT_KEY, sort);
  return search.toString();
}
