import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { placeListSchema, placeParamsSchema, placeQuerySchema, placeSchema } from '@domain/contract/places';
import { PUBLIC } from '../../platform/http/openapi';
import { requestLocale } from '../../platform/i18n/localize';
import { placeById, searchPlaces } from './places.service';

export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The gazetteer never changes while the server runs: a replica may answer (docs/decisions/0058).
  const publicRead = app.deps.database.publicRead.bind(app.deps.database);

  app.get(
    '/places',
    {
      schema: {
        tags: ['platform'],
        summary: 'Populated places whose name in any language starts with q, the biggest first',
        description:
          'At most 10 places of the gazetteer (GeoNames, Europe, 1,000 inhabitants or more) with a name in ' +
          'any language starting with `q`, case and diacritics ignored; `name` in the request’s language ' +
          'where known, else the local name. An empty `q` answers no places.',
        security: PUBLIC,
        querystring: placeQuerySchema,
        response: { 200: placeListSchema },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'Accept-Language');
      const locale = requestLocale(request);
      return { items: await publicRead(({ rows }) => searchPlaces(rows, request.query.q, locale)) };
    },
  );

  app.get(
    '/places/:id',
    {
      schema: {
        tags: ['platform'],
        summary: 'One place of the gazetteer, by its GeoNames id; 404 when unknown',
        security: PUBLIC,
        params: placeParamsSchema,
        response: { 200: placeSchema },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'Accept-Language');
      const locale = requestLocale(request);
      return publicRead(({ rows }) => placeById(rows, request.params.id, locale));
    },
  );
};
