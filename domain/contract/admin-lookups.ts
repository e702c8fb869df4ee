import { ADMIN_MESSAGES } from '../admin-messages';
import * as z from 'zod/mini';
import { OTHER_LOCALES, type OtherLocale } from '../locales';
import type { LookupLabels } from '../lookup-labels';
import { LOOKUP_TABLES, type LookupTable } from '../reference';
import { sanitizeText } from '../sanitize';

const V = ADMIN_MESSAGES.variables;

/** The seven lists as the API's paths name them (`/api/admin/lookups/{list}`), by table. */
export const LOOKUP_LIST_PATHS: Record<LookupTable, string> = {
  cargo_types: 'cargo-types',
  trailer_types: 'trailer-types',
  specializations: 'specializations',
  transport_types: 'transport-types',
  service_regions: 'service-regions',
  loading_types: 'loading-types',
  units: 'units',
};

/** The table a path names, or undefined for a list that does not exist (a 404, not a 400). */
export function lookupTableOfPath(list: string): LookupTable | undefined {
  return LOOKUP_TABLES.find((table) => LOOKUP_LIST_PATHS[table] === list);
}

/**
 * How long a name may be: as long as the listing field that stores it (a unit 20 characters, a type
 * or a region 60), so a value chosen in the wizard always fits its listing.
 */
export const LOOKUP_NAME_MAX: Record<LookupTable, number> = {
  cargo_types: 60,
  trailer_types: 60,
  specializations: 60,
  transport_types: 60,
  service_regions: 60,
  loading_types: 60,
  units: 20,
};
const NAME_MAX = Math.max(...Object.values(LOOKUP_NAME_MAX));

const listParam = z
  .string()
  .check(z.describe(`One of ${LOOKUP_TABLES.map((t) => LOOKUP_LIST_PATHS[t]).join(', ')}; another is a 404`));

export const lookupListParamsSchema = z.object({ list: listParam });
export const lookupItemParamsSchema = z.object({
  list: listParam,
  id: z.string().check(z.describe('The value’s id; one the list does not have is a 404')),
});

/**
 * POST and PATCH: the name, cleaned as listing text is (listings store the chosen name, and their
 * text drops quotes, brackets and line breaks), so the value and the listings that carry it agree.
 */
export const lookupNameBodySchema = z.object({
  name: z.pipe(
    z.pipe(
      z.string({ error: V.nameRequired }),
      z.transform((value: string) => sanitizeText(value) ?? ''),
    ),
    z
      .string()
      .check(z.minLength(1, { error: V.nameRequired }), z.maxLength(NAME_MAX, V.nameTooLong(NAME_MAX))),
  ),
});

const labelText = z.optional(
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((value: string) => sanitizeText(value) ?? ''),
    ),
    z.string().check(z.maxLength(NAME_MAX, V.nameTooLong(NAME_MAX))),
  ),
);

/**
 * PUT /api/admin/lookups/{list}/{id}/labels: the value's words in the other languages. A label left
 * out or blank is missing: readers of that language see the Estonian name.
 */
export const lookupLabelsBodySchema = z.object({
  labels: z.strictObject(
    Object.fromEntries(OTHER_LOCALES.map((locale) => [locale, labelText])) as Record<
      OtherLocale,
      typeof labelText
    >,
  ),
});

/** The languages `labels` has no words for. */
export function missingLabels(labels: LookupLabels): OtherLocale[] {
  return OTHER_LOCALES.filter((locale) => !labels[locale]?.trim());
}

const labelsSchema = z.object(
  Object.fromEntries(OTHER_LOCALES.map((locale) => [locale, z.optional(z.string())])) as Record<
    OtherLocale,
    z.ZodMiniOptional<z.ZodMiniString>
  >,
);

export const adminLookupItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  labels: labelsSchema,
  missingLabels: z
    .array(z.enum(OTHER_LOCALES))
    .check(z.describe('The languages without a label: their readers see the Estonian name')),
  usage: z.optional(
    z
      .number()
      .check(
        z.describe(
          'How many listings that are not deleted carry the value (lists that listings carry only); they keep their text when it is deleted',
        ),
      ),
  ),
});
export type AdminLookupItem = z.infer<typeof adminLookupItemSchema>;

/** GET /api/admin/lookups/{list}: the values, ordered by name (Estonian order). */
export const adminLookupListSchema = z.object({ items: z.array(adminLookupItemSchema) });
export type AdminLookupList = z.infer<typeof adminLookupListSchema>;
