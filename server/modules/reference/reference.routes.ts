import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../platform/http/openapi';
import { referenceSchema } from '@domain/contract/reference';
import { getReference } from './reference.service';

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reference',
    {
      schema: {
        tags: ['platform'],
        summary: 'Lookup lists (each sorted by name) and the country list',
        security: PUBLIC,
        response: { 200: referenceSchema },
      },
    },
    async (request) => getReference(app.deps.database.db, request.log),
  );
};
