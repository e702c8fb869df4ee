import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { fillMessage } from '@domain/catalogue';
import { OTHER_LOCALES, type OtherLocale } from '@domain/locales';
import * as z from 'zod/mini';
import { lookupLabelsBodySchema, type AdminLookupItem } from '@domain/contract/admin-lookups';
import type { LookupLabels } from '@domain/lookup-labels';
import { ApiError } from '@web/lib/api';

export type LabelLocale = OtherLocale;

/** Each language named in its own words, with its code: "Русский (ru)". */
export const LABEL_LANGUAGES: Record<LabelLocale, string> = {
  en: 'English',
  ru: 'Русский',
  lv: 'Latviešu',
  lt: 'Lietuvių',
  fi: 'Suomi',
};

/** The labels form as typed: every language a text field, blank where the value has no label. */
export interface LabelsDraft {
  labels: Record<LabelLocale, string>;
}

export function labelsDraft(item: Pick<AdminLookupItem, 'labels'>): LabelsDraft {
  return {
    labels: Object.fromEntries(
      OTHER_LOCALES.map((locale) => [locale, item.labels[locale] ?? '']),
    ) as LabelsDraft['labels'],
  };
}

/**
 * The form's schema: the draft checked and cleaned by the API's own body schema (a blank label is
 * sent blank, which removes it), so the form sends what the server would store.
 */
export const labelsFormSchema = z.pipe(
  z.transform((draft: LabelsDraft): LabelsBody => draft),
  lookupLabelsBodySchema,
);
export interface LabelsBody {
  labels: LookupLabels;
}

/** The form field a refused save is about (the server's `field`: 'labels.ru'), if it is one of them. */
export function labelFieldOf(error: unknown): `labels.${LabelLocale}` | undefined {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.field) return undefined;
  const locale = OTHER_LOCALES.find((each) => error.field === `labels.${each}`);
  return locale && `labels.${locale}`;
}

/** The row's note of the languages a value has no label in, or null when it has all five. */
export function missingLabelsNote(missing: readonly LabelLocale[]): string | null {
  if (missing.length === 0) return null;
  const languages = missing.map((locale) => locale.toUpperCase()).join(', ');
  return fillMessage(ADMIN_MESSAGES.variables.missingLabels, { languages });
}
