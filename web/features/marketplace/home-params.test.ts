import { describe, expect, it } from 'vitest';
import {
  feedSearch,
  hasAnyFilter,
  readFilters,
  readPage,
  readPageSize,
  readSort,
  readTab,
  withFilter,
  withoutFilters,
  withPage,
  withPageSize,
  withSort,
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

  it('keeps "not dangerous" apart from no filter at all', () => {
    expect(readFilters('cargo', p('adr=false'))).toEqual({ adr: 'false' });
    expect(readFilters('transport', p('adr=0&temperatureControlled=1'))).toEqual({
      adr: 'false',
      temperatureControlled: 'true',
    });
    expect(readFilters('cargo', p('adr=&temperatureControlled=false'))).toEqual({});
  });

  it('reads the freight filters through their vocabularies', () => {
    expect(
      readFilters('cargo', p('loadType=ftl&palletType=eur&adrClass=3&minLoadingMeters=13,6&bodyType=tent')),
    ).toEqual({
      loadType: 'ftl',
      palletType: 'eur',
      adrClass: '3',
      minLoadingMeters: '13.6',
      bodyType: 'tent',
    });
    expect(readFilters('cargo', p('loadType=full&palletType=x&adrClass=4.1'))).toEqual({});
  });

  it("leaves the transport feed's body type to its trailer type", () => {
    expect(readFilters('transport', p('bodyType=tent&trailerType=tent'))).toEqual({ trailerType: 'tent' });
  });

  it('reads the order, the default for none or an unknown one, and never as a filter', () => {
    expect(readSort(p(''))).toBe('newest');
    expect(readFilters('cargo', p('sort=-price'))).toEqual({});
    expect(readSort(p('sort=-price'))).toBe('-price');
    expect(readSort(p('sort=pickupDate'))).toBe('pickupDate');
    for (const bad of ['cheapest', '--price', 'price-', ''])
      expect(readSort(p(`sort=${bad}`))).toBe('newest');
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

  it('keeps the order when the filters are cleared: it is not one of them', () => {
    const params = p('sort=-price&adr=false&q=riga&page=2');
    expect(withoutFilters(params, 'cargo').toString()).toBe('sort=-price');
  });

  it('writes the order only when it is not the default, and goes back to page 1', () => {
    expect(withSort(p('q=riga&page=3'), '-price').toString()).toBe('q=riga&sort=-price');
    expect(withSort(p('sort=-price&page=3'), 'newest').toString()).toBe('');
  });

  it('keeps the order between the two listing tabs, and leaves it behind for the companies', () => {
    expect(withTab(p('sort=-weight&cargoType=muu'), 'transport').toString()).toBe(
      'sort=-weight&tab=transport',
    );
    expect(withTab(p('tab=transport&sort=pickupDate'), 'cargo').toString()).toBe('sort=pickupDate');
    expect(withTab(p('sort=-price&q=x'), 'companies').toString()).toBe('q=x&tab=companies');
  });

  it('leaves what a load needs behind on the way to the trucks, which take it or not', () => {
    expect(
      withTab(p('q=riga&adr=false&temperatureControlled=true&loadType=ftl'), 'transport').toString(),
    ).toBe('q=riga&tab=transport');
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

  it('asks for an order other than the default, and keeps "not dangerous"', () => {
    expect(feedSearch({ adr: 'false' }, 1, 25, '-price')).toBe('adr=false&page=1&pageSize=25&sort=-price');
    expect(feedSearch({}, 1, 25, 'newest')).toBe('page=1&pageSize=25');
  });
});
