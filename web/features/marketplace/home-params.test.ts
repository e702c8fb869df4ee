import { describe, expect, it } from 'vitest';
import {
  feedSearch,
  hasAnyFilter,
  readFilters,
  readPage,
  readPageSize,
  readTab,
  withFilter,
  withoutFilters,
  withPage,
  withPageSize,
  withTab,
} from './home-params';

const p = (query: string) => new URLSearchParams(query);

describe('reading the address', () => {
  it('reads the tab, with the Estonian names and cargo by default', () => {
    expect(readTab(p(''))).toBe('cargo');
    expect(readTab(p('tab=transport'))).toBe('transport');
    expect(readTab(p('tab=companies'))).toBe('companies');
    expect(readTab(p('tab=kaubad'))).toBe('cargo');
    expect(readTab(p('tab=Ettev%C3%B5tted'))).toBe('companies');
    expect(readTab(p('tab=rubbish'))).toBe('cargo');
  });

  it("keeps the active tab's valid filters and drops the rest one by one", () => {
    const params = p(
      'q=+riga+&minCapacity=20&minVolume=abc&availableFrom=2026-13-01&availableTo=2026-05-01&cargoType=muu',
    );
    expect(readFilters('transport', params)).toEqual({
      q: 'riga',
      minCapacity: '20',
      availableTo: '2026-05-01',
    });
    expect(readFilters('cargo', params)).toEqual({ q: 'riga', cargoType: 'muu' });
  });

  it('reads decimal commas and flags the way the server does', () => {
    expect(readFilters('cargo', p('minWeight=1,5&urgent=true'))).toEqual({
      minWeight: '1.5',
      urgent: 'true',
    });
    expect(readFilters('cargo', p('urgent=false&minWeight=-3'))).toEqual({});
  });

  it('reads the page, falling back to 1 for anything that is not a page', () => {
    expect(readPage(p(''))).toBe(1);
    expect(readPage(p('page=3'))).toBe(3);
    for (const bad of ['0', '-2', '1.5', 'x', '']) expect(readPage(p(`page=${bad}`))).toBe(1);
  });

  it('reads only the offered page sizes', () => {
    expect(readPageSize(p('pageSize=50'))).toBe(50);
    expect(readPageSize(p('pageSize=30'))).toBeUndefined();
    expect(readPageSize(p(''))).toBeUndefined();
  });

  it('counts the advanced filters without the search', () => {
    expect(hasAnyFilter({ q: 'riga' })).toBe(true);
    expect(hasAnyFilter({})).toBe(false);
  });
});

describe('changing the address', () => {
  it('sets and clears a filter and goes back to page 1', () => {
    expect(withFilter(p('page=4&tab=transport'), 'minCapacity', '20').toString()).toBe(
      'tab=transport&minCapacity=20',
    );
    expect(withFilter(p('minCapacity=20&page=2'), 'minCapacity', '  ').toString()).toBe('');
  });

  it('clears the filters, keeping the search only when asked to, and other parameters always', () => {
    const params = p('q=riga&cargoType=muu&urgent=true&page=3&pageSize=50&listing=x');
    expect(withoutFilters(params, 'cargo').toString()).toBe('pageSize=50&listing=x');
    expect(withoutFilters(params, 'cargo', { keepSearch: true }).toString()).toBe(
      'q=riga&pageSize=50&listing=x',
    );
  });

  it('carries the search and countries to another tab and leaves the rest behind', () => {
    const params = p('q=riga&destinationCountry=lati&cargoType=muu&page=2&pageSize=50');
    expect(withTab(params, 'transport').toString()).toBe('q=riga&destinationCountry=lati&tab=transport');
    expect(withTab(p('tab=transport&q=riga&minCapacity=5'), 'companies').toString()).toBe(
      'tab=companies&q=riga',
    );
    expect(withTab(p('tab=companies&q=x&region=eesti'), 'cargo').toString()).toBe('q=x');
  });

  it('writes the page only past the first', () => {
    expect(withPage(p('q=a'), 3).toString()).toBe('q=a&page=3');
    expect(withPage(p('q=a&page=3'), 1).toString()).toBe('q=a');
  });

  it('writes the page size only when it is not the default, and goes back to page 1', () => {
    expect(withPageSize(p('page=2'), 50).toString()).toBe('pageSize=50');
    expect(withPageSize(p('pageSize=50&page=2'), 25).toString()).toBe('');
  });

  it('builds the feed request in a stable order', () => {
    expect(feedSearch({ q: 'riga', destinationCountry: 'lati', urgent: undefined }, 2, 50)).toBe(
      'destinationCountry=lati&q=riga&page=2&pageSize=50',
    );
  });
});
