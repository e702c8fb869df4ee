import { describe, expect, it } from 'vitest';
import { chooseLocale, cookieValue, isLocale, localeFile, negotiateLocale } from './locales';

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

describe('chooseLocale', () => {
  it('takes a link first, then the profile, then the cookie, then the browser', () => {
    const all = { query: 'lv', profile: 'ru', cookie: 'fi', acceptLanguage: 'en' };
    expect(chooseLocale(all)).toBe('lv');
    expect(chooseLocale({ ...all, query: undefined })).toBe('ru');
    expect(chooseLocale({ ...all, query: 'de', profile: null })).toBe('fi');
    expect(chooseLocale({ acceptLanguage: 'en-GB,en;q=0.9' })).toBe('en');
    expect(chooseLocale({ query: ['ru'], cookie: 'xx', acceptLanguage: 'de' })).toBe('et');
  });
});

describe('cookieValue', () => {
  it('reads one cookie of a header, exactly by its name', () => {
    expect(cookieValue('a=1; veoturg_lang=ru; b=2', 'veoturg_lang')).toBe('ru');
    expect(cookieValue('x_veoturg_lang=ru', 'veoturg_lang')).toBeUndefined();
    expect(cookieValue(undefined, 'veoturg_lang')).toBeUndefined();
    expect(cookieValue('t=a%3Db', 't')).toBe('a=b');
  });
});

describe('localeFile', () => {
  it('keeps Estonian at the top and puts each other language in its folder', () => {
    expect(localeFile('index.html', 'et')).toBe('index.html');
    expect(localeFile('404.html', 'ru')).toBe('ru/404.html');
  });
});
