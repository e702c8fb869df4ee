import { describe, expect, it } from 'vitest';
import {
  addListingSearch,
  hasAddListingParams,
  readAddListingRequest,
  templateUseUrl,
  withoutAddListingParams,
} from './template-url';

const p = (query: string) => new URLSearchParams(query);
const link = (type: string, data: unknown) =>
  new URLSearchParams({
    template: 'true',
    type,
    data: typeof data === 'string' ? data : JSON.stringify(data),
  });

describe('the add-listing address', () => {
  it('opens the wizard for a valid type and ignores anything else', () => {
    expect(readAddListingRequest(p('openModal=transport'))).toEqual({
      kind: 'open',
      listingType: 'transport',
    });
    expect(readAddListingRequest(p('openModal=cargo'))).toEqual({ kind: 'open', listingType: 'cargo' });
    expect(readAddListingRequest(p('openModal=company'))).toEqual({ kind: 'none' });
    expect(readAddListingRequest(p('tab=transport'))).toEqual({ kind: 'none' });
  });

  it('prefills from a template link, with the profile contact where the template has none', () => {
    const request = readAddListingRequest(
      link('cargo', {
        originCity: 'Tallinn',
        destinationCity: 'Riia',
        destinationCountry: 'lati',
        weight: 1200.5,
      }),
      { contactEmail: 'mari@firma.ee' },
    );
    expect(request.kind).toBe('template');
    if (request.kind !== 'template') return;
    expect(request.listingType).toBe('cargo');
    expect(request.draft).toMatchObject({
      listingType: 'cargo',
      originCity: 'Tallinn',
      destinationCity: 'Riia',
      destinationCountry: 'lati',
      originCountry: 'eesti',
      weight: '1200,5',
      contactEmail: 'mari@firma.ee',
      // A template carries no duration: the wizard's default stands.
      durationDays: 7,
    });
  });

  it('reads a country by its name and a link whose data was encoded twice', () => {
    const data = encodeURIComponent(JSON.stringify({ trailerType: 'tanker', originCountry: 'Soome' }));
    const request = readAddListingRequest(link('transport', data));
    expect(request.kind).toBe('template');
    if (request.kind === 'template') {
      expect(request.draft.trailerType).toBe('tanker');
      expect(request.draft.originCountry).toBe('soome');
    }
  });

  it('refuses a template link without a type, without data, with broken JSON or impossible values', () => {
    expect(readAddListingRequest(p('template=true&data=%7B%7D'))).toEqual({ kind: 'badTemplate' });
    expect(readAddListingRequest(p('template=true&type=cargo'))).toEqual({ kind: 'badTemplate' });
    expect(readAddListingRequest(link('cargo', '{"originCity":'))).toEqual({ kind: 'badTemplate' });
    expect(readAddListingRequest(link('cargo', '[1,2]'))).toEqual({ kind: 'badTemplate' });
    expect(readAddListingRequest(link('cargo', { weight: 'palju' }))).toEqual({ kind: 'badTemplate' });
    expect(readAddListingRequest(link('cargo', { originCountry: 'Atlantis' }))).toEqual({
      kind: 'badTemplate',
    });
  });

  it('lets a template link win over openModal', () => {
    const params = link('transport', {});
    params.set('openModal', 'cargo');
    expect(readAddListingRequest(params).kind).toBe('template');
  });

  it('removes its own parameters and keeps the rest, including a deep link type', () => {
    expect(hasAddListingParams(p('openModal=cargo'))).toBe(true);
    expect(hasAddListingParams(p('template=true'))).toBe(true);
    expect(hasAddListingParams(p('tab=transport&type=cargo'))).toBe(false);
    expect(withoutAddListingParams(p('openModal=cargo&tab=transport')).toString()).toBe('tab=transport');
    expect(withoutAddListingParams(link('cargo', {})).toString()).toBe('');
    const deepLink = link('cargo', {});
    deepLink.set('listing', 'abc');
    expect(withoutAddListingParams(deepLink).toString()).toBe('type=cargo&listing=abc');
  });

  it("keeps a visitor's request apart from the home page's view, to be read after signing in", () => {
    const followed = link('cargo', { originCity: 'Pärnu' });
    followed.set('tab', 'transport');
    followed.set('q', 'Riia');
    const kept = addListingSearch(followed);
    expect([...kept.keys()]).toEqual(['template', 'type', 'data']);
    const request = readAddListingRequest(kept, { contactPhone: '+372 5555 0000' });
    expect(request.kind).toBe('template');
    if (request.kind === 'template') {
      expect(request.draft).toMatchObject({ originCity: 'Pärnu', contactPhone: '+372 5555 0000' });
    }
    expect(addListingSearch(p('openModal=transport&tab=companies&type=cargo')).toString()).toBe(
      'openModal=transport',
    );
    expect(addListingSearch(p('tab=transport')).toString()).toBe('');
  });

  it('builds the link a template is used through, and reads it back', () => {
    const url = templateUseUrl('transport', { originCity: 'Tartu', pricePerKm: 1.25 });
    expect(url.startsWith('/?template=true&type=transport&data=')).toBe(true);
    const request = readAddListingRequest(new URL(url, 'http://x').searchParams);
    expect(request.kind).toBe('template');
    if (request.kind === 'template')
      expect(request.draft).toMatchObject({ originCity: 'Tartu', pricePerKm: '1,25' });
  });
});
