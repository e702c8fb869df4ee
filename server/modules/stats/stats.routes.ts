import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { statsReader } from './stats.service';

const statsSchema = z.object({
  cargoOffers: z.number(),
  transportOffers: z.number(),
  providers: z.number().describe('companies in the directory'),
  newToday: z.number().describe('active cargo + transport listings created since midnight, Europe/Tallinn'),
});

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  // One reader per app: its cache and the count in flight belong to this server's database.
  const readStats = statsReader();

  app.get(
    '/stats',
    { schema: { tags: ['listings'], summary: 'The home page counters', response: { 200: statsSchema } } },
    async () => readStats(app.deps.database.db),
  );
};
