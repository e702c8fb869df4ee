import * as z from 'zod/mini';
import { MESSAGES } from '../messages';

// ../shared/spec/API.md, "Places and distance".
export const placeSchema = z.object({
  id: z.number().check(z.describe('The GeoNames id')),
  name: z.string().check(z.describe("In the request's language where known, else the local name")),
  country: z.string().check(z.describe('ISO 3166 alpha-2')),
  lat: z.number(),
  lon: z.number(),
});
export type Place = z.infer<typeof placeSchema>;

export const placeListSchema = z.object({ items: z.array(placeSchema) });

export const placeQuerySchema = z.object({
  q: z._default(z.string().check(z.trim(), z.maxLength(100, { error: MESSAGES.schema.maxChars(100) })), ''),
});

export const placeParamsSchema = z.object({
  id: z.coerce
    .number({ error: MESSAGES.schema.invalidId })
    .check(
      z.int({ error: MESSAGES.schema.invalidId }),
      z.positive({ error: MESSAGES.schema.invalidId }),
      z.maximum(2_147_483_647, { error: MESSAGES.schema.invalidId }),
    ),
});
