import * as z from 'zod/mini';

/** GET /api/reference: the lookup lists (each sorted by name) and the country list. */
const lookupItemSchema = z.object({ id: z.string(), name: z.string() });
const referenceCountrySchema = z.object({
  key: z.string(),
  name: z.string(),
  englishName: z.string(),
  code: z.string(),
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
