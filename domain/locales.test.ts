import { describe, expect, it } from 'vitest';
import { isLocale, negotiateLocale } from './locales';

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'et'],
    ['', 'et'],
    ['ru', 'ru'],
    ['ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7', 'ru'],
    ['de-DE,de;q=0.9,en;q=0.8', 'en'],
    ['lv-LV', 'lv'],
    ['LT', 'lt'],
    ['fi-FI, sv;q=0.5', 'fi'],
    ['en;q=0.5, lv;q=0.8', 'lv'],
    ['en, ru', 'en'],
    ['ru;q=0, en;q=0.1', 'en'],
    ['de, fr', 'et'],
    ['*', 'et'],
    ['ru;q=abc, fi', 'fi'],
    [' , ;q=1', 'et'],
  ])('%j is %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });
});

describe('isLocale', () => {
  it('knows the six and nothing else', () => {
    for (const code of ['et', 'en', 'ru', 'lv', 'lt', 'fi']) expect(isLocale(code)).toBe(true);
    for (const code of ['de', 'EN', 'ru-RU', '', null, 7]) expect(isLocale(code)).toBe(false);
  });
});
