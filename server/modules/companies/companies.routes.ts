import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPTIONAL_SESSION } from '../../platform/http/openapi';
import { requestLocale } from '../../platform/i18n/localize';
import {
  companyPageSchema,
  regularRoutesPageSchema,
  regularRoutesQuerySchema,
} from '@domain/contract/companies';
import { companyQuerySchema } from '@domain/feeds';
import { companyDirectory, regularRoutes } from './companies.service';

export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The directory and its routes table tolerate a moment of lag: a replica may answer them
  // (docs/decisions/0058); the viewer's own access is read on the primary.
  const publicRead = app.deps.database.publicRead.bind(app.deps.database);

  app.get(
    '/companies',
    {
      schema: {
        tags: ['companies'],
        summary: 'The company directory, by name, with region, specialty and transport-type filters',
        description:
          '`near` (a place id) with `radiusKm` (1–1000, 100 when left out): the companies whose base place ' +
          'is within that distance, the nearest first, each with `distanceKm`; unknown place or radius ' +
          'out of range: 400. `basePlace`, and the picked ends of `regularRoutes`, are named in the ' +
          'request’s language. `q`: every word contained; a word naming a place also finds its names in ' +
          'the six languages.',
        security: OPTIONAL_SESSION,
        querystring: companyQuerySchema,
        response: { 200: companyPageSchema },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'Accept-Language');
      const viewer = await request.viewer();
      const locale = requestLocale(request);
      return publicRead((dbs) => companyDirectory(dbs, viewer, request.query, locale));
    },
  );

  app.get(
    '/companies/regular-routes',
    {
      schema: {
        tags: ['companies'],
        summary: "The directory companies' regular routes, one row per route, for the transport tab's table",
        security: OPTIONAL_SESSION,
        description:
          'Directory order (company name), then each company’s own order. `q`: every word of it (as the ' +
          'feeds split it) contained, in any case, in the route, frequency, capacity, transport type or ' +
          'company name; a word naming a place also finds its names in the six languages. A route’s ' +
          'picked ends are named in the request’s language. `contact` only for viewers entitled to the ' +
          'company’s contact (contactAccess).',
        querystring: regularRoutesQuerySchema,
        response: { 200: regularRoutesPageSchema },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'Accept-Language');
      const viewer = await request.viewer();
      const locale = requestLocale(request);
      return publicRead((dbs) => regularRoutes(dbs, viewer, request.query, locale));
    },
  );
};
