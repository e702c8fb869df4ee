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
