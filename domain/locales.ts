/**
 * The region's six languages (../shared/spec/API.md, "Languages"): Estonian first and the default,
 * then English, Russian, Latvian, Lithuanian and Finnish. A language is stored and sent as its
 * two-letter code.
 */
export const LOCALES = ['et', 'en', 'ru', 'lv', 'lt', 'fi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'et';

/** The five languages besides Estonian: those a translation (a catalogue, a lookup label) is for. */
export const OTHER_LOCALES = ['en', 'ru', 'lv', 'lt', 'fi'] as const satisfies readonly Locale[];
export type OtherLocale = (typeof OTHER_LOCALES)[number];

/**
 * The locale tag Intl formats a language with: Estonia's Estonian and British English (day before
 * month, 24-hour clock), the others as their two-letter code.
 */
export function intlLocale(locale: Locale): string {
  return locale === 'et' ? 'et-EE' : locale === 'en' ? 'en-GB' : locale;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The best of the six for an `Accept-Language` header (RFC 9110, 12.5.4): the ranges in the order of
 * their weights (equal weights keep the header's order), each matched by its primary language
 * (`ru-RU` is `ru`), a weight of 0 never chosen; Estonian when none of the six is asked for. `*`
 * asks for nothing in particular, so it is Estonian too.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranges = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => /^q=/i.test(p));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { language: range.trim().toLowerCase().split('-')[0] ?? '', weight, index };
    })
    .filter(({ language, weight }) => language !== '' && Number.isFinite(weight) && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranges.map(({ language }) => language).find(isLocale) ?? DEFAULT_LOCALE;
}

/** Each language named in its own words, as the language switch lists them. */
export const LOCALE_NAMES: Record<Locale, string> = {
  et: 'Eesti',
  en: 'English',
  ru: 'Русский',
  lv: 'Latviešu',
  lt: 'Lietuvių',
  fi: 'Suomi',
};

/** The cookie that keeps a visitor's choice of language (a signed-in user's is in the profile too). */
export const LANGUAGE_COOKIE = 'veoturg_lang';
/** `?lang=ru` on any page: a link that carries its language (../shared/spec/API.md, "Languages"). */
export const LANGUAGE_PARAM = 'lang';

/** A cookie's value in a Cookie header, or undefined. */
export function cookieValue(cookieHeader: string | null | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * The language a page is shown in, the server's and the browser's one rule: a link's `?lang=`
 * first, then the signed-in user's profile, then the choice kept in the cookie, then the browser's
 * languages (`Accept-Language`), Estonian when none of the six is asked for.
 */
export function chooseLocale(from: {
  query?: unknown;
  profile?: unknown;
  cookie?: unknown;
  acceptLanguage?: string | null;
}): Locale {
  for (const candidate of [from.query, from.profile, from.cookie]) if (isLocale(candidate)) return candidate;
  return negotiateLocale(from.acceptLanguage);
}

/**
 * Where the build writes a page file of a language (scripts/vite/prerender-shell.ts) and the server
 * finds it: Estonian at the top (index.html), each other language in its folder (ru/index.html).
 */
export function localeFile(file: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? file : `${locale}/${file}`;
}
