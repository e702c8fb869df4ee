import * as z from 'zod/mini';
import { fillMessage, type CountedMessage } from './catalogue';
import { formatNumber } from './format';
import { MESSAGES } from './messages';
import { PAGE_LOCALE } from './page-locale';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;

// Far beyond any real list, but keeps offsets well inside safe integers whatever a client sends.
export const MAX_PAGE = 1_000_000;

/**
 * How deep the feeds page: their first 10 000 rows, as far as their totals are counted exactly
 * (EXACT_TOTAL_LIMIT in feeds.ts). A page is read by walking every row before it, so page 4 000 of
 * a million listings took 100–170 ms and page 20 000 over half a second; a list that long is
 * narrowed by its filters, not paged through. 10 000 is a whole number of pages at every size.
 */
export const MAX_PAGED_ROWS = 10_000;

/** The deepest page a feed answers at this page size (400 at 25 a page). */
export function lastPagedPage(pageSize: number): number {
  return Math.max(1, Math.floor(MAX_PAGED_ROWS / pageSize));
}

/** The answer shape of every list endpoint. */
export type Paged<T> = { items: T[]; total: number; page: number; pageSize: number };

export function isPageSize(value: unknown): value is PageSize {
  return typeof value === 'number' && (PAGE_SIZES as readonly number[]).includes(value);
}

// `?page=` with no value means "not given", not page 0.
const blankToUndefined = (value: unknown): unknown => (value === '' || value === null ? undefined : value);

export const pageQuerySchema = z.object({
  page: z.pipe(
    z.transform(blankToUndefined),
    z._default(
      z.coerce
        .number({ error: MESSAGES.schema.pageNumber })
        .check(
          z.int({ error: MESSAGES.schema.pageInteger }),
          z.minimum(1, { error: MESSAGES.schema.pageMin }),
          z.maximum(MAX_PAGE, { error: MESSAGES.schema.pageTooLarge }),
        ),
      1,
    ),
  ),
  pageSize: z.pipe(
    z.transform(blankToUndefined),
    z._default(
      z.pipe(
        z.coerce.number({ error: MESSAGES.schema.pageSize }),
        z.literal(PAGE_SIZES, { error: MESSAGES.schema.pageSize }),
      ),
      DEFAULT_PAGE_SIZE,
    ),
  ),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

// Clamps a page number that may be fractional, NaN or out of range into 1..last.
function clampPage(page: number, last = Number.POSITIVE_INFINITY): number {
  const whole = Number.isFinite(page) ? Math.floor(page) : 1;
  return Math.min(Math.max(1, whole), Math.max(1, last));
}

export function pageOffset(page: number, pageSize: number): number {
  return (clampPage(page) - 1) * pageSize;
}

/** 0 for an empty list, so that the pagination control stays hidden. */
export function pageCount(total: number, pageSize: number): number {
  if (total <= 0 || pageSize <= 0) return 0;
  return Math.ceil(total / pageSize);
}

/**
 * A page's total when the count stopped at a limit ("more than `counted`"). The page itself was read
 * with one row more than it shows, so it tells whether anything follows: a page beyond the limit
 * raises the floor to what has been seen, and a short page there ends the list, so its total is
 * exact. While the total is a lower bound there is always at least one more match than it says,
 * which is what lets the pagination offer "next" past the counted pages.
 */
export function pageTotal(
  count: { total: number; lowerBound: boolean },
  offset: number,
  shown: number,
  hasMore: boolean,
): { total: number; lowerBound: boolean } {
  if (!count.lowerBound) return count;
  const seen = offset + shown;
  if (hasMore) return { total: Math.max(count.total, seen), lowerBound: true };
  // Nothing at this offset: the end lies somewhere before it; keep the floor.
  if (shown === 0) return count;
  return seen > count.total ? { total: seen, lowerBound: false } : count;
}

export type PageRangeItem = number | 'ellipsis';

/**
 * The page numbers of the pagination control: at most `max` of them (the spec's "up to 5"), always
 * the first and the last page, and a window around the current one, with an ellipsis wherever pages
 * are skipped. Five numbers fit a 390 px-wide row of buttons on a tablet; the prev/next and
 * first/last arrows beside them move one page or to either end.
 */
export function pageRange(current: number, totalPages: number, max = 5): PageRangeItem[] {
  if (totalPages <= 1) return [];
  const limit = Number.isFinite(max) ? Math.max(3, Math.floor(max)) : 5;
  if (totalPages <= limit) return Array.from({ length: totalPages }, (_, i) => i + 1);

  const page = clampPage(current, totalPages);
  // The numbers between the first and the last page.
  const inner = limit - 2;
  let start = page - Math.floor((inner - 1) / 2);
  start = Math.min(Math.max(2, start), totalPages - inner);
  const end = start + inner - 1;

  const items: PageRangeItem[] = [1];
  if (start > 2) items.push('ellipsis');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < totalPages - 1) items.push('ellipsis');
  items.push(totalPages);
  return items;
}

let pluralRules: Intl.PluralRules | undefined;

/**
 * 'Näidatakse 26–50 / 120 tulemust': the spec's "Showing x to y of z results", in the page's
 * language. A one-item range shows one number, and the noun takes the plural form of the total. A
 * total that is only a floor (`lowerBound`: the server stopped counting) reads "10 000+". The numbers
 * are written as the lists' other numbers are (formatNumber), so the form is chosen here rather than
 * by countMessage.
 */
export function pageCaption(page: number, pageSize: number, total: number, lowerBound = false): string {
  if (total <= 0) return MESSAGES.pagination.none;
  const pages = pageCount(total, pageSize);
  const current = clampPage(page, pages);
  const from = pageOffset(current, pageSize) + 1;
  const to = Math.min(current * pageSize, total);
  const range = from === to ? formatNumber(from) : `${formatNumber(from)}–${formatNumber(to)}`;
  const message: CountedMessage = lowerBound
    ? MESSAGES.pagination.captionAtLeast
    : MESSAGES.pagination.caption;
  pluralRules ??= new Intl.PluralRules(PAGE_LOCALE);
  const forms = message[0]?.match ?? {};
  const text = forms[`countPlural=${pluralRules.select(total)}`] ?? forms['countPlural=other'] ?? '';
  return fillMessage(text, { range, count: formatNumber(total) });
}

export type Pagination<T> = { items: T[]; page: number; perPage: number; total: number; totalPages: number };

/**
 * Pages an in-memory list. A page past the end falls back to the last page, so removing the last item
 * of the last page does not leave the user on an empty page.
 */
export function paginate<T>(items: readonly T[], page = 1, perPage = 10): Pagination<T> {
  const size = Math.max(1, Math.floor(perPage));
  const total = items.length;
  const totalPages = pageCount(total, size);
  const current = clampPage(page, totalPages);
  const offset = pageOffset(current, size);
  return { items: items.slice(offset, offset + size), page: current, perPage: size, total, totalPages };
}
