import * as z from 'zod/mini';

/**
 * GET /api/reference: the lookup lists and the country list, in the request's language
 * (../shared/spec/API.md, "Languages"): `value` is the stored key, `label` the words to show.
 */
const value = z.string().check(z.describe('The stored key: listings, filters and preferences use it'));
const label = z.string().check(z.describe("The words to show, in the request's Accept-Language"));
const lookupItemSchema = z.object({
  id: z.string(),
  name: z.string().check(z.describe('The same as value')),
  value,
  label,
});
const referenceCountrySchema = z.object({
  key: z.string(),
  name: z.string(),
  englishName: z.string(),
  code: z.string(),
  value,
  label,
});

export const referenceSchema = z.object({
  cargoTypes: z.array(lookupItemSchema),
  trailerTypes: z.array(lookupItemSchema),
  transportTypes: z.array(lookupItemSchema),
  serviceRegions: z.array(lookupItemSchema),
  specializations: z.array(lookupItemSchema),
  loadingTypes: z.array(lookupItemSchema),
  units: z.array(lookupItemSchema),
  countries: z.array(referenceCountrySchema),
  fallback: z
    .boolean()
    .check(z.describe('true when the built-in lists were answered because the tables could not be read')),
});
export type ReferenceAnswer = z.infer<typeof referenceSchema>;
