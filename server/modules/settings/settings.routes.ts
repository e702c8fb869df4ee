import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getPublicSettings } from './settings.service';

const publicSettingsSchema = z.object({
  maintenance: z.object({ enabled: z.boolean(), title: z.string(), subtitle: z.string() }),
  support: z.object({ phone: z.string(), email: z.string(), hours: z.string() }),
  prices: z.object({ contactUnlockPrice: z.number(), premiumMonthlyPrice: z.number() }),
});

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/public',
    {
      schema: {
        tags: ['platform'],
        summary: 'Maintenance state and texts, support line, prices',
        response: { 200: publicSettingsSchema },
      },
    },
    async (_request, reply) => {
      // Short private caching: the gate must notice maintenance switching within seconds.
      reply.header('cache-control', 'no-cache');
      return getPublicSettings(app.deps.database.db, app.deps.config);
    },
  );
};
