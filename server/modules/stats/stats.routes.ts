import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tallinnDayStart } from '@domain/format';
import { cargoListings, transportListings } from '../../db/schema/index';
import { countCompanies, directoryConditions } from '../companies/companies.repository';
import { countLive } from '../listings/listings.repository';

const statsSchema = z.object({
  cargoOffers: z.number(),
  transportOffers: z.number(),
  providers: z.number().describe('companies in the directory'),
  newToday: z.number().describe('active cargo + transport listings created since midnight, Europe/Tallinn'),
});
type Stats = z.infer<typeof statsSchema>;

// The counters are the same for everyone and change slowly relative to how often the home page
// loads; a few seconds of caching keeps them off the database's hot path.
const CACHE_MS = 10_000;

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  let cached: { at: number; value: Stats } | null = null;

  app.get(
    '/stats',
    { schema: { tags: ['listings'], summary: 'The home page counters', response: { 200: statsSchema } } },
    async () => {
      if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
      const db = app.deps.database.db;
      const now = new Date();
      const today = tallinnDayStart(now);
      const [cargoOffers, transportOffers, providers, newCargo, newTransport] = await Promise.all([
        countLive(db, cargoListings, now),
        countLive(db, transportListings, now),
        countCompanies(db, directoryConditions({}, now)),
        countLive(db, cargoListings, now, today),
        countLive(db, transportListings, now, today),
      ]);
      const value = { cargoOffers, transportOffers, providers, newToday: newCargo + newTransport };
      cached = { at: Date.now(), value };
      return value;
    },
  );
};
