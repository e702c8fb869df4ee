import * as z from 'zod/mini';

/** GET /api/stats: the home page counters. */
export const statsSchema = z.object({
  cargoOffers: z.number().check(z.minimum(0)),
  transportOffers: z.number().check(z.minimum(0)),
  providers: z.number().check(z.minimum(0), z.describe('companies in the directory')),
  newToday: z
    .number()
    .check(
      z.minimum(0),
      z.describe('active cargo + transport listings created since midnight, Europe/Tallinn'),
    ),
});
export type MarketStats = z.infer<typeof statsSchema>;
