import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPTIONAL_SESSION } from '../../platform/http/openapi';
import {
  cargoFeedPageSchema,
  listingItemSchema,
  listingParamsSchema,
  matchParamsSchema,
  transportFeedPageSchema,
} from '@domain/contract/listings';
import { cargoFeedQuerySchema, transportFeedQuerySchema } from '@domain/feeds';
import { pageQuerySchema } from '@domain/pagination';
import { cargoFeed, getListing, transportFeed } from './listings.service';
import { requestLocale } from '../../platform/i18n/localize';
import { itemInReadersLanguage, pageInReadersLanguage } from './reader-places';
import { loadsForTruck, trucksForLoad } from './matching.service';

const MATCH_DESCRIPTION =
  'The live listings of the other kind that fit this one (docs/decisions/0076): picked up within 150 km of ' +
  'where the truck is free (the same country when either place is not located), delivered where it is going ' +
  '(its wanted directions, else within 150 km of its destination), on its free day or up to 3 days after, ' +
  'within its payload and loading metres, its body among the load’s body types, dangerous goods only on a ' +
  'truck with that ADR class, a temperature range only on a truck that keeps it; never the same owner’s. ' +
  'The nearest pickup first (`originDistanceKm`), then the newest; `total` counts every match. ' +
  '404 for a listing the viewer may not see.';

const FEED_DESCRIPTION =
  'Active, unexpired listings, newest first (urgent cargo marked, not pinned), paged as deep as the first 10 000 rows ' +
  '(a deeper page answers 400 PAGE_TOO_DEEP: narrow the filters). Text search (`q`): every word of it, ' +
  'case-insensitively "contained" in the route cities, countries (any language), types or notes, in any ' +
  'order ("tallinn riga"); a word of 1–2 characters matches the start of a word (or a country code), and ' +
  'a `q` without a letter or digit is refused. Date ranges and the volume ' +
  'minimum keep listings without a value. Contact details appear only for entitled viewers (contactAccess).';

export const listingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  // The feeds tolerate a moment of lag: a replica may answer them (docs/decisions/0058). One
  // listing stays on the primary: it is what a client opens right after publishing or editing it.
  const publicRead = app.deps.database.publicRead.bind(app.deps.database);

  app.get(
    '/listings/cargo',
    {
      schema: {
        tags: ['listings'],
        summary: 'Cargo feed',
        security: OPTIONAL_SESSION,
        description: FEED_DESCRIPTION,
        querystring: cargoFeedQuerySchema,
        response: { 200: cargoFeedPageSchema },
      },
    },
    async (request) => {
      const viewer = await request.viewer();
      return publicRead(async (dbs) =>
        pageInReadersLanguage(dbs.rows, await cargoFeed(dbs, viewer, request.query), requestLocale(request)),
      );
    },
  );

  app.get(
    '/listings/transport',
    {
      schema: {
        tags: ['listings'],
        summary: 'Free-transport feed',
        security: OPTIONAL_SESSION,
        description: FEED_DESCRIPTION,
        querystring: transportFeedQuerySchema,
        response: { 200: transportFeedPageSchema },
      },
    },
    async (request) => {
      const viewer = await request.viewer();
      return publicRead(async (dbs) =>
        pageInReadersLanguage(
          dbs.rows,
          await transportFeed(dbs, viewer, request.query),
          requestLocale(request),
        ),
      );
    },
  );

  app.get(
    '/listings/transport/:id/matches',
    {
      schema: {
        tags: ['listings'],
        summary: 'Loads that fit a truck',
        security: OPTIONAL_SESSION,
        description: MATCH_DESCRIPTION,
        errors: [404],
        params: matchParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: cargoFeedPageSchema },
      },
    },
    async (request) =>
      pageInReadersLanguage(
        db(),
        await loadsForTruck(db(), await request.viewer(), request.params.id, request.query),
        requestLocale(request),
      ),
  );

  app.get(
    '/listings/cargo/:id/matches',
    {
      schema: {
        tags: ['listings'],
        summary: 'Trucks that fit a load',
        security: OPTIONAL_SESSION,
        description: MATCH_DESCRIPTION,
        errors: [404],
        params: matchParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: transportFeedPageSchema },
      },
    },
    async (request) =>
      pageInReadersLanguage(
        db(),
        await trucksForLoad(db(), await request.viewer(), request.params.id, request.query),
        requestLocale(request),
      ),
  );

  app.get(
    '/listings/:type/:id',
    {
      schema: {
        tags: ['listings'],
        summary: 'One listing',
        security: OPTIONAL_SESSION,
        errors: [404],
        params: listingParamsSchema,
        response: { 200: listingItemSchema },
      },
    },
    async (request) =>
      itemInReadersLanguage(
        db(),
        await getListing(db(), await request.viewer(), request.params.type, request.params.id),
        requestLocale(request),
      ),
  );
};
