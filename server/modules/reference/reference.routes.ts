import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../platform/http/openapi';
import { referenceSchema } from '@domain/contract/reference';
import { requestLocale } from '../../platform/i18n/localize';
import { getReference } from './reference.service';

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reference',
    {
      schema: {
        tags: ['platform'],
        summary: "Lookup lists and the country list, labelled in the request's language",
        security: PUBLIC,
        response: { 200: referenceSchema },
      },
    },
    async (request, reply) => {
      // The labels follow Accept-Language: a cache keeps one answer per language.
      reply.header('vary', 'Accept-Language');
      return getReference(app.deps.database.db, request.log, requestLocale(request));
    },
  );
};
