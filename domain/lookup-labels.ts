import { fold } from './countries';
import type { Locale, OtherLocale } from './locales';

/**
 * A lookup value's words in the other five languages (issue 28, item 4). The stored value (`name`,
 * Estonian) stays the key that listings, filters and alert preferences use; a label is only what a
 * reader sees. Labels live on the value's row (`labels`, edited on /admin/variables); the built-in
 * values' labels are written by the seeds (server/db/seeds/lookup-labels.ts).
 */
export type LookupLabels = Partial<Record<OtherLocale, string>>;

/** What a reader of `locale` sees for a value: its label there, else the stored (Estonian) value. */
export function lookupLabel(name: string, labels: LookupLabels | null | undefined, locale: Locale): string {
  if (locale === 'et') return name;
  const label = labels?.[locale]?.trim();
  return label ? label : name;
}

/**
 * For a text search: the stored names of the values whose label in any language contains `word`,
 * case and diacritics ignored ("стройматериалы" and "building" both give "ehitusmaterjalid"), so a
 * listing is found by the words its reader sees. A name that contains the word itself needs no
 * help and is left out.
 */
export function namesMatchingLabel(
  word: string,
  values: readonly { name: string; labels: LookupLabels | null }[],
): string[] {
  const q = fold(word);
  if (!q) return [];
  const names = values
    .filter(
      ({ name, labels }) =>
        !fold(name).includes(q) && Object.values(labels ?? {}).some((l) => fold(l).includes(q)),
    )
    .map(({ name }) => name.toLowerCase());
  return [...new Set(names)];
}
