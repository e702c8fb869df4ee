import { describe, expect, it } from 'vitest';
import { catalogueEntries, placeholderNames } from '@domain/catalogue';
import { OTHER_LOCALES } from '@domain/locales';
import { MESSAGES } from '@domain/messages';
import { m } from '@domain/paraglide/messages';
import etAccount from '../../../messages/account/et.json' with { type: 'json' };
import etAdmin from '../../../messages/admin/et.json' with { type: 'json' };
import et from '../../../messages/et.json' with { type: 'json' };
import { literalWords, localize } from './localize';

type Render = (inputs: Record<string, unknown>, options: { locale: string }) => string;

// Every message of the Estonian catalogue, with made-up values for its placeholders.
// A frame of the pages with no words of its own ("{label}: {value}") is no message the API sends.
const messages = (file: unknown) =>
  catalogueEntries(file)
    .filter(({ texts }) => texts.some(literalWords))
    .map(({ key, texts }) => ({
      key,
      params: Object.fromEntries(placeholderNames(texts).map((name) => [name, name === 'count' ? 5 : 7])),
    }));

const render = (key: string, params: Record<string, unknown>, locale: string) =>
  (m[key as keyof typeof m] as Render)(params, { locale });

describe('localize', () => {
  const all = [et, etAccount, etAdmin].flatMap((file) => messages(file));

  it.each(OTHER_LOCALES)('says every Estonian message again in %s, with its values', (locale) => {
    expect(all.length).toBeGreaterThan(300);
    const wrong = all.filter(({ key, params }) => {
      const estonian = render(key, params, 'et');
      const expected = render(key, params, locale);
      // Two keys with the same Estonian words are said the same way (domain/catalogues.test.ts).
      return localize(estonian, locale) !== expected;
    });
    expect(wrong.map(({ key }) => key)).toEqual([]);
  });

  it('reads a count back as a number, so the plural form follows it', () => {
    expect(localize(MESSAGES.schema.maxChars(1), 'ru')).toBe(render('schema.maxChars', { max: 1 }, 'ru'));
    expect(localize('1 e-kiri pandi uuesti saatmisjärjekorda', 'ru')).toBe(
      render('admin.mailResentAll', { count: 1 }, 'ru'),
    );
    expect(localize('21 e-kirja pandi uuesti saatmisjärjekorda', 'ru')).toBe(
      render('admin.mailResentAll', { count: 21 }, 'ru'),
    );
  });

  it('says a validation message part by part', () => {
    const text = `${MESSAGES.api.validation}: ${MESSAGES.schema.pageNumber}`;
    expect(localize(text, 'en')).toBe(
      `${render('api.validation', {}, 'en')}: ${render('schema.pageNumber', {}, 'en')}`,
    );
  });

  it.each(OTHER_LOCALES)('says every message after "Vigased andmed: " whole in %s', (locale) => {
    // The words of a message may fit another message's pattern as a whole: "Vigased andmed:
    // Raadius peab olema täisarv 1 kuni 1000 km" fit "{label} kuni {value}" and was half said.
    const validation = (at: string) => render('api.validation', {}, at);
    const wrong = all.filter(
      ({ key, params }) =>
        localize(`${validation('et')}: ${render(key, params, 'et')}`, locale) !==
        `${validation(locale)}: ${render(key, params, locale)}`,
    );
    expect(wrong.map(({ key }) => key)).toEqual([]);
  });

  it('leaves Estonian and words of no message as they are', () => {
    expect(localize(MESSAGES.api.validation, 'et')).toBe(MESSAGES.api.validation);
    expect(localize('Tallinn → Riga', 'ru')).toBe('Tallinn → Riga');
  });
});
