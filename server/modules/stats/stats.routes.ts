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
    // A replica may answer (docs/decisions/0058). No fence: the answer is kept 10 s anyway, and the
    // page counts live updates forward itself.
    async () => app.deps.database.publicRead(({ rows }) => readStats(rows), { fence: false }),
  );
};
