import { describe, it, expect } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  isPageSize,
  lastPagedPage,
  MAX_PAGED_ROWS,
  pageCaption,
  pageCount,
  pageOffset,
  pageQuerySchema,
  pageRange,
  pageTotal,
  paginate,
} from './pagination';

describe('page sizes', () => {
  it('offers 10, 25, 50 and 100 with 25 as the default', () => {
    expect(PAGE_SIZES).toEqual([10, 25, 50, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(25);
    expect(isPageSize(50)).toBe(true);
    expect(isPageSize(30)).toBe(false);
    expect(isPageSize('25')).toBe(false);
  });
});

describe('pageQuerySchema', () => {
  it('defaults to page 1 of 25', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, pageSize: 25 });
    expect(pageQuerySchema.parse({ page: '', pageSize: '' })).toEqual({ page: 1, pageSize: 25 });
  });

  it('coerces query strings', () => {
    expect(pageQuerySchema.parse({ page: '3', pageSize: '100' })).toEqual({ page: 3, pageSize: 100 });
  });

  it.each([
    [{ page: '0' }, 'page', 'Lehekülje number peab olema vähemalt 1'],
    [{ page: '-2' }, 'page', 'Lehekülje number peab olema vähemalt 1'],
    [{ page: '1.5' }, 'page', 'Lehekülje number peab olema täisarv'],
    [{ page: 'abc' }, 'page', 'Lehekülje number peab olema arv'],
    [{ page: '99999999999' }, 'page', 'Lehekülje number on liiga suur'],
    [{ pageSize: '30' }, 'pageSize', 'Lehekülje suurus peab olema 10, 25, 50 või 100'],
    [{ pageSize: 'many' }, 'pageSize', 'Lehekülje suurus peab olema 10, 25, 50 või 100'],
  ])('rejects %j with an Estonian message', (input, field, message) => {
    const result = pageQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('pageOffset and pageCount', () => {
  it('computes the row offset of a page', () => {
    expect(pageOffset(1, 25)).toBe(0);
    expect(pageOffset(3, 25)).toBe(50);
    expect(pageOffset(0, 25)).toBe(0);
    expect(pageOffset(Number.NaN, 10)).toBe(0);
  });

  it('counts pages, with none for an empty list', () => {
    expect(pageCount(0, 25)).toBe(0);
    expect(pageCount(1, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(1000, 100)).toBe(10);
  });
});

describe('pageRange', () => {
  it('is empty when there is one page or fewer', () => {
    expect(pageRange(1, 0)).toEqual([]);
    expect(pageRange(1, 1)).toEqual([]);
  });

  it('lists every page when they fit', () => {
    expect(pageRange(1, 2)).toEqual([1, 2]);
    expect(pageRange(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('never shows more than five numbers, the first and the last page always among them', () => {
    for (let total = 2; total <= 40; total++) {
      for (let page = 1; page <= total; page++) {
        const numbers = pageRange(page, total).filter((item) => item !== 'ellipsis');
        expect(numbers.length).toBeLessThanOrEqual(5);
        expect(numbers).toContain(1);
        expect(numbers).toContain(total);
        expect(numbers).toContain(page);
      }
    }
  });

  it('near the start shows the first pages and the last one', () => {
    expect(pageRange(1, 10)).toEqual([1, 2, 3, 4, 'ellipsis', 10]);
    expect(pageRange(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis', 10]);
  });

  it('in the middle centres three pages between the first and the last', () => {
    expect(pageRange(10, 20)).toEqual([1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]);
    expect(pageRange(4, 10)).toEqual([1, 'ellipsis', 3, 4, 5, 'ellipsis', 10]);
  });

  it('near the end shows the last pages and the first one', () => {
    expect(pageRange(10, 10)).toEqual([1, 'ellipsis', 7, 8, 9, 10]);
    expect(pageRange(8, 10)).toEqual([1, 'ellipsis', 7, 8, 9, 10]);
  });

  it('puts an ellipsis only where pages are skipped', () => {
    expect(pageRange(1, 6)).toEqual([1, 2, 3, 4, 'ellipsis', 6]);
    expect(pageRange(3, 6)).toEqual([1, 2, 3, 4, 'ellipsis', 6]);
    expect(pageRange(4, 6)).toEqual([1, 'ellipsis', 3, 4, 5, 6]);
  });

  it('clamps a current page outside the range', () => {
    expect(pageRange(50, 10)).toEqual(pageRange(10, 10));
    expect(pageRange(-3, 10)).toEqual(pageRange(1, 10));
  });

  it('honours a different number of buttons', () => {
    expect(pageRange(10, 20, 7)).toEqual([1, 'ellipsis', 8, 9, 10, 11, 12, 'ellipsis', 20]);
    expect(pageRange(10, 20, 3)).toEqual([1, 'ellipsis', 10, 'ellipsis', 20]);
  });
});

describe('pageCaption', () => {
  it('says which rows are shown out of how many', () => {
    expect(pageCaption(1, 25, 120)).toBe('Näidatakse 1–25 / 120 tulemust');
    expect(pageCaption(2, 25, 120)).toBe('Näidatakse 26–50 / 120 tulemust');
  });

  it('clamps the range on the last page and past the end', () => {
    expect(pageCaption(5, 25, 120)).toBe('Näidatakse 101–120 / 120 tulemust');
    expect(pageCaption(9, 25, 120)).toBe('Näidatakse 101–120 / 120 tulemust');
  });

  it('groups large numbers the Estonian way', () => {
    expect(pageCaption(1, 100, 12500)).toBe('Näidatakse 1–100 / 12\u00A0500 tulemust');
  });

  it('handles an empty list and a single result', () => {
    expect(pageCaption(1, 25, 0)).toBe('Näidatakse 0 tulemust');
    expect(pageCaption(1, 25, 1)).toBe('Näidatakse 1 / 1 tulemus');
    expect(pageCaption(2, 25, 26)).toBe('Näidatakse 26 / 26 tulemust');
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 23 }, (_, i) => i + 1);

  it('defaults to the first page of 10', () => {
    expect(paginate(items)).toEqual({
      items: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      page: 1,
      perPage: 10,
      total: 23,
      totalPages: 3,
    });
  });

  it('returns a later page', () => {
    expect(paginate(items, 3).items).toEqual([21, 22, 23]);
    expect(paginate(items, 2, 5).items).toEqual([6, 7, 8, 9, 10]);
  });

  it('falls back to the last page when the page is past the end', () => {
    const result = paginate(items, 7);
    expect(result.page).toBe(3);
    expect(result.items).toEqual([21, 22, 23]);
  });

  it('handles an empty list', () => {
    expect(paginate([], 2)).toEqual({ items: [], page: 1, perPage: 10, total: 0, totalPages: 0 });
  });
});

describe('lastPagedPage', () => {
  it('ends every page size at the same row, 10 000', () => {
    expect(MAX_PAGED_ROWS).toBe(10_000);
    expect(PAGE_SIZES.map(lastPagedPage)).toEqual([1000, 400, 200, 100]);
    for (const size of PAGE_SIZES) expect(pageOffset(lastPagedPage(size), size) + size).toBe(MAX_PAGED_ROWS);
  });

  it('is at least the first page', () => {
    expect(lastPagedPage(20_000)).toBe(1);
  });
});

describe('pageTotal', () => {
  const bound = { total: 1000, lowerBound: true };

  it('keeps an exact count as it is', () => {
    expect(pageTotal({ total: 12, lowerBound: false }, 10, 2, false)).toEqual({
      total: 12,
      lowerBound: false,
    });
  });

  it('keeps the floor within the counted pages', () => {
    expect(pageTotal(bound, 0, 25, true)).toEqual(bound);
    expect(pageTotal(bound, 975, 25, true)).toEqual(bound);
  });

  it('raises the floor to what a page past the limit has seen, while more follow', () => {
    expect(pageTotal(bound, 1000, 25, true)).toEqual({ total: 1025, lowerBound: true });
  });

  it('is exact once a page past the limit ends the list', () => {
    expect(pageTotal(bound, 1000, 25, false)).toEqual({ total: 1025, lowerBound: false });
    expect(pageTotal(bound, 1025, 7, false)).toEqual({ total: 1032, lowerBound: false });
  });

  it('keeps the floor for an empty page past the end', () => {
    expect(pageTotal(bound, 2000, 0, false)).toEqual(bound);
  });

  it('reaches at most the paging depth while more follow', () => {
    const deepest = pageOffset(lastPagedPage(25), 25);
    expect(pageTotal(bound, deepest, 25, true)).toEqual({ total: MAX_PAGED_ROWS, lowerBound: true });
    expect(pageTotal({ total: 10_000, lowerBound: true }, deepest, 25, true)).toEqual({
      total: 10_000,
      lowerBound: true,
    });
  });
});
