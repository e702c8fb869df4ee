import { z } from 'zod';

/** GET /api/stats: the home page counters. */
export const statsSchema = z.object({
  cargoOffers: z.number().min(0),
  transportOffers: z.number().min(0),
  providers: z.number().min(0).describe('companies in the directory'),
  newToday: z
    .number()
    .min(0)
    .describe('active cargo + transport listings created since midnight, Europe/Tallinn'),
});
export type MarketStats = z.infer<typeof statsSchema>;
