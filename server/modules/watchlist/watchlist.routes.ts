/**
 * The watchlist ("Jälgitavad", domain/contract/watchlist.ts): a signed-in user's followed listings.
 * Every route needs a session (401); all of them concern the caller's own list only.
 *
 * GET    /api/me/watchlist?page=&pageSize=  -> 200 { items: WatchEntry[], total, page, pageSize }
 * GET    /api/me/watchlist/ids              -> 200 { cargo: id[], transport: id[] }
 * PUT    /api/me/watchlist/{type}/{id}      -> 204; 404 LISTING_NOT_FOUND (unknown, deleted, or not
 *                                               live and not the caller's); 409 WATCHLIST_FULL
 * DELETE /api/me/watchlist/{type}/{id}      -> 204 (also when it was not watched)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContentSchema } from '@domain/contract/common';
import {
  watchedIdsSchema,
  watchlistPageSchema,
  watchlistQuerySchema,
  watchParamsSchema,
} from '@domain/contract/watchlist';
import { requireViewer } from '../../platform/auth/session';
import { requestLocale } from '../../platform/i18n/localize';
import { documentSessionRequired } from '../../platform/http/openapi';
import { unwatchListing, watchedIds, watchListing, watchlist } from './watchlist.service';

export const watchlistRoutes: FastifyPluginAsyncZod = async (app) => {
  documentSessionRequired(app);
  app.addHook('preValidation', async (request) => {
    await requireViewer(request);
  });
  const db = () => app.deps.database.db;
  const tags = ['watchlist'];

  app.get(
    '/me/watchlist',
    {
      schema: {
        tags,
        summary: 'The listings the caller watches, the latest watched first, with what became of each',
        querystring: watchlistQuerySchema,
        response: { 200: watchlistPageSchema },
      },
    },
    async (request) => watchlist(db(), await requireViewer(request), request.query, requestLocale(request)),
  );

  app.get(
    '/me/watchlist/ids',
    {
      schema: {
        tags,
        summary: 'The ids of every listing the caller watches (the stars of a feed)',
        response: { 200: watchedIdsSchema },
      },
    },
    async (request) => watchedIds(db(), await requireViewer(request)),
  );

  app.put(
    '/me/watchlist/:type/:id',
    {
      schema: {
        tags,
        summary: 'Watch a listing the caller can see',
        errors: [404, 409],
        params: watchParamsSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await watchListing(db(), await requireViewer(request), request.params.type, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/me/watchlist/:type/:id',
    {
      schema: {
        tags,
        summary: 'Stop watching a listing',
        params: watchParamsSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await unwatchListing(db(), await requireViewer(request), request.params.type, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
