import type * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { countryList, integer, optionalLongText, tagList, webAddress } from './input-fields';

const parse = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? { ok: result.data } : { error: result.error.issues[0]?.message };
};

describe('tagList', () => {
  const tags = tagList(3, 10);
  it('trims, drops blanks and repeats in any case, keeping the first spelling', () => {
    expect(parse(tags, [' Tallinn ', 'tallinn', '', '  ', 'Riia'])).toEqual({ ok: ['Tallinn', 'Riia'] });
  });
  it('makes an empty list (or only blanks) null', () => {
    expect(parse(tags, [])).toEqual({ ok: null });
    expect(parse(tags, [' '])).toEqual({ ok: null });
    expect(parse(tags, null)).toEqual({ ok: null });
  });
  it('counts what is left after de-duplication against the limit', () => {
    expect(parse(tags, ['a', 'A', 'b', 'c'])).toEqual({ ok: ['a', 'b', 'c'] });
    expect(parse(tags, ['a', 'b', 'c', 'd'])).toEqual({ error: 'Kuni 3 väärtust' });
    expect(parse(tags, ['x'.repeat(11)])).toEqual({ error: 'Tekst võib olla kuni 10 tähemärki pikk' });
  });
});

describe('integer', () => {
  const year = integer(1800, 2100, 'vale aasta');
  it('reads numbers and typed text; blank is null', () => {
    expect(parse(year, '1998')).toEqual({ ok: 1998 });
    expect(parse(year, 2001)).toEqual({ ok: 2001 });
    expect(parse(year, ' ')).toEqual({ ok: null });
  });
  it('refuses fractions, words and values out of range', () => {
    expect(parse(year, '1998,5')).toEqual({ error: 'Palun sisestage täisarv' });
    expect(parse(year, 'eelmine')).toEqual({ error: 'Palun sisestage täisarv' });
    expect(parse(year, 1799)).toEqual({ error: 'vale aasta' });
  });
});

describe('webAddress', () => {
  it('stores the full https address of what was typed', () => {
    expect(parse(webAddress(), 'www.firma.ee')).toEqual({ ok: 'https://www.firma.ee/' });
    expect(parse(webAddress(), 'http://firma.ee/meist')).toEqual({ ok: 'http://firma.ee/meist' });
    expect(parse(webAddress(), '')).toEqual({ ok: null });
  });
  it('refuses what cannot be a link', () => {
    for (const bad of ['javascript:alert(1)', 'firma', 'ftp://firma.ee']) {
      expect(parse(webAddress(), bad)).toEqual({
        error: 'Palun sisestage kehtiv veebiaadress (nt www.firma.ee)',
      });
    }
  });
});

describe('countryList', () => {
  it('takes keys and names, keeps each country once, and makes an empty list null', () => {
    expect(parse(countryList(), ['Läti', 'lati', 'Estonia'])).toEqual({ ok: ['lati', 'eesti'] });
    expect(parse(countryList(), [])).toEqual({ ok: null });
    expect(parse(countryList(), ['Narnia'])).toEqual({ error: 'Palun valige riik loetelust' });
  });
});

describe('optionalLongText', () => {
  it('keeps line breaks but not runs of blank lines or trailing spaces', () => {
    expect(parse(optionalLongText(100), ' Üks  \r\n\r\n\r\n\r\nKaks \n')).toEqual({ ok: 'Üks\n\nKaks' });
    expect(parse(optionalLongText(100), '\n \n')).toEqual({ ok: null });
  });
});
