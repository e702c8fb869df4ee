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
