import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmedListingSchema, confirmLinkQuerySchema } from '@domain/contract/my-listings';
import { PUBLIC } from '../../platform/http/openapi';
import { confirmListingByToken, listingOfConfirmToken } from './listing-lifecycle.service';

/**
 * A reminder mail's "still available" link (listing-reminders.ts): no session, the signed token
 * only. The link opens a page that asks first (/kuulutus/kinnita), showing what the GET answers;
 * only its button posts, so a mail scanner that opens links confirms nothing.
 */
export const confirmLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/listings/confirm',
    {
      schema: {
        tags: ['listings'],
        summary: 'The listing a reminder mail’s confirm link names, without confirming it',
        security: PUBLIC,
        errors: [400, 404],
        description: 'What the link’s page shows before it asks: a GET never confirms.',
        querystring: confirmLinkQuerySchema,
        response: { 200: confirmedListingSchema },
      },
    },
    async (request) =>
      listingOfConfirmToken(app.deps.database.db, request.query.token, app.deps.config.authSecret),
  );

  app.post(
    '/listings/confirm',
    {
      schema: {
        tags: ['listings'],
        summary: 'Confirm a listing as still available with the signed token of a reminder mail',
        security: PUBLIC,
        errors: [400, 404, 409],
        description:
          '400 INVALID_TOKEN for a token that is not ours; 404 for a deleted listing; 409 when it no longer runs.',
        querystring: confirmLinkQuerySchema,
        response: { 200: confirmedListingSchema },
      },
    },
    async (request) =>
      confirmListingByToken(app.deps.database.db, request.query.token, app.deps.config.authSecret),
  );
};
