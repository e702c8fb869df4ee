import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../platform/http/openapi';
import { publicSettingsSchema } from '@domain/contract/settings';
import { getPublicSettings } from './settings.service';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/public',
    {
      schema: {
        tags: ['platform'],
        summary: 'Maintenance state and texts, support line, prices',
        security: PUBLIC,
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
