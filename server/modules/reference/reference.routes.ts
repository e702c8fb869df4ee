import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getReference } from './reference.service';

const item = z.object({ id: z.string(), name: z.string() });
const referenceSchema = z.object({
  cargoTypes: z.array(item),
  trailerTypes: z.array(item),
  transportTypes: z.array(item),
  serviceRegions: z.array(item),
  specializations: z.array(item),
  loadingTypes: z.array(item),
  units: z.array(item),
  countries: z.array(
    z.object({ key: z.string(), name: z.string(), englishName: z.string(), code: z.string() }),
  ),
  fallback: z
    .boolean()
    .describe('true when the built-in lists were answered because the tables could not be read'),
});

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reference',
    {
      schema: {
        tags: ['platform'],
        summary: 'Lookup lists (each sorted by name) and the country list',
        response: { 200: referenceSchema },
      },
    },
    async (request) => getReference(app.deps.database.db, request.log),
  );
};
