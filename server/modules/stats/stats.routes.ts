import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../platform/http/openapi';
import { statsSchema } from '@domain/contract/stats';
import { statsReader } from './stats.service';

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  // One reader per app: its cache and the count in flight belong to this server's database.
  const readStats = statsReader();

  app.get(
    '/stats',
    {
      schema: {
        tags: ['listings'],
        summary: 'The home page counters',
        security: PUBLIC,
        response: { 200: statsSchema },
      },
    },
    async () => readStats(app.deps.database.db),
  );
};
