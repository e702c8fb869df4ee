import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cargoFeedQuerySchema, transportFeedQuerySchema } from '@domain/feeds';
import { cargoItemSchema, transportItemSchema } from './listings.presenter';
import { cargoFeed, getListing, transportFeed } from './listings.service';

const feed = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number(),
    totalIsLowerBound: z
      .boolean()
      .describe(
        'true when counting stopped (past 10 000 matches, 1 000 for a text search): more than `total` match, ' +
          'and the next page has items',
      ),
    page: z.number(),
    pageSize: z.number(),
  });

const FEED_DESCRIPTION =
  'Active, unexpired listings, newest first (urgent cargo first), paged. Text search is a case-insensitive ' +
  '"contains" over route cities, countries, types and notes; date ranges keep listings without a date. ' +
  'Contact details appear only for entitled viewers (contactAccess).';

export const listingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;

  app.get(
    '/listings/cargo',
    {
      schema: {
        tags: ['listings'],
        summary: 'Cargo feed',
        description: FEED_DESCRIPTION,
        querystring: cargoFeedQuerySchema,
        response: { 200: feed(cargoItemSchema) },
      },
    },
    async (request) => cargoFeed(db(), await request.viewer(), request.query),
  );

  app.get(
    '/listings/transport',
    {
      schema: {
        tags: ['listings'],
        summary: 'Free-transport feed',
        description: FEED_DESCRIPTION,
        querystring: transportFeedQuerySchema,
        response: { 200: feed(transportItemSchema) },
      },
    },
    async (request) => transportFeed(db(), await request.viewer(), request.query),
  );

  app.get(
    '/listings/:type/:id',
    {
      schema: {
        tags: ['listings'],
        summary: 'One listing',
        params: z.object({
          type: z.enum(['cargo', 'transport'], { error: 'Tüüp peab olema cargo või transport' }),
          id: z.uuid({ error: 'Vigane kuulutuse tunnus' }),
        }),
        response: { 200: z.union([cargoItemSchema, transportItemSchema]) },
      },
    },
    async (request) => getListing(db(), await request.viewer(), request.params.type, request.params.id),
  );
};
