import { describe, expect, it } from 'vitest';
import { readMyListingsView, withMyListingsView } from './my-listings-params';

const p = (query: string) => new URLSearchParams(query);

describe('the view of my listings in the address', () => {
  it('reads the tab, filter and page with safe defaults', () => {
    expect(readMyListingsView(p(''))).toEqual({ tab: 'cargo', filter: 'active', page: 1 });
    expect(readMyListingsView(p('tab=transport&filter=expired&page=3'))).toEqual({
      tab: 'transport',
      filter: 'expired',
      page: 3,
    });
    expect(readMyListingsView(p('tab=company&filter=old&page=-2'))).toEqual({
      tab: 'cargo',
      filter: 'active',
      page: 1,
    });
    expect(readMyListingsView(p('page=1.5')).page).toBe(1);
  });

  it('starts a new tab or filter at page 1 and leaves defaults out of the address', () => {
    expect(withMyListingsView(p('filter=all&page=4'), { filter: 'expired' }).toString()).toBe(
      'filter=expired',
    );
    expect(withMyListingsView(p('tab=transport&page=2'), { tab: 'cargo' }).toString()).toBe('');
    expect(withMyListingsView(p(''), { page: 2 }).toString()).toBe('page=2');
    expect(withMyListingsView(p('filter=all&page=2'), { filter: 'all' }).toString()).toBe(
      'filter=all&page=2',
    );
  });
});
