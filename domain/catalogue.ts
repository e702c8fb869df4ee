import { intlLocale, type Locale } from './locales';
import { PAGE_LOCALE } from './page-locale';

/**
 * Reading a message catalogue file (messages/…/<locale>.json, the inlang message format) as a list
 * of its messages: the server's lookup by Estonian words (server/platform/i18n/localize.ts) and the
 * tests that keep the catalogues whole walk it the same way.
 */

/** One message: its key ('contacts.noCredits'), its texts and, for a counted message, its forms. */
export type CatalogueEntry = { key: string; texts: string[]; forms?: string[] };

type Variant = { match: Record<string, string> };

export function catalogueEntries(node: unknown, path: string[] = []): CatalogueEntry[] {
  if (typeof node === 'string') return [{ key: path.join('.'), texts: [node] }];
  if (Array.isArray(node)) {
    // A message with variants (plural forms): one text per form ('countPlural=few' is 'few').
    const { match } = node[0] as Variant;
    return [
      {
        key: path.join('.'),
        texts: Object.values(match),
        forms: Object.keys(match).map((selector) => selector.replace(/^\w+=/, '')),
      },
    ];
  }
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node)
    .filter(([name]) => name !== '$schema')
    .flatMap(([name, child]) => catalogueEntries(child, [...path, name]));
}

/** A placeholder in a message's text: '{max}'. */
export const PLACEHOLDER = /\{(\w+)\}/g;

/** The names of the placeholders in a message's texts, each once, in order of appearance. */
export function placeholderNames(texts: readonly string[]): string[] {
  return [...new Set(texts.flatMap((text) => [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!)))];
}

/**
 * An Estonian message's placeholders filled in ("Kuni {max} väärtust" with max 5): the pages read the
 * Estonian catalogue as it is, without Paraglide's runtime (a counted message, with its plural forms,
 * goes through Paraglide).
 */
export function fillMessage(text: string, values: Record<string, string | number>): string {
  return text.replace(PLACEHOLDER, (_, name: string) => String(values[name]));
}

/** A counted message as a catalogue holds it: one text per CLDR plural form of its language. */
export type CountedMessage = readonly { readonly match: Readonly<Record<string, string>> }[];

const pluralRules = new Map<Locale, Intl.PluralRules>();
const countFormats = new Map<Locale, Intl.NumberFormat>();

/**
 * A counted message in the form its language uses for `count` (Intl.PluralRules: Estonian and
 * Finnish say one and other, Russian and Lithuanian one, few, many, other, Latvian zero, one and
 * other), with `{count}` written as the language writes numbers and any other values filled in:
 * countMessage(MESSAGES.wizard.days, 5) is "5 päeva", in Russian "5 дней".
 */
export function countMessage(
  message: CountedMessage,
  count: number,
  values: Record<string, string | number> = {},
  locale: Locale = PAGE_LOCALE,
): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  const match = message[0]?.match ?? {};
  const form = rules.select(count);
  const selectors = Object.keys(match);
  const selector =
    selectors.find((s) => s.endsWith(`=${form}`)) ??
    selectors.find((s) => s.endsWith('=other')) ??
    selectors[0];
  const text = selector === undefined ? '' : (match[selector] ?? '');
  // As domain/format.ts writes numbers: grouped from the thousands on ("1 500"), never wrapped.
  // One formatter per language, as the plural rules: making one costs far more than using it (a
  // first view of / spent about 50 ms of script time in this function while it made one a call).
  let numbers = countFormats.get(locale);
  if (!numbers) {
    numbers = new Intl.NumberFormat(intlLocale(locale), { useGrouping: 'always' });
    countFormats.set(locale, numbers);
  }
  const written = numbers.format(count).replace(/\s/g, '\u00A0');
  return fillMessage(text, { ...values, count: written });
}
