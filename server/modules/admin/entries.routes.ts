import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCompaniesPageSchema,
  adminCompaniesQuerySchema,
  adminCompanyBodySchema,
  adminCompanyItemSchema,
  adminCompanyParamsSchema,
  adminEntryCountsQuerySchema,
  adminEntryCountsSchema,
  adminListingsPageSchema,
  adminListingsParamsSchema,
  adminListingsQuerySchema,
} from '@domain/contract/admin-entries';
import { noContentSchema } from '@domain/contract/common';
import { listingTypeIdParamsSchema, ownItemSchema } from '@domain/contract/my-listings';
import { requireViewer } from '../../platform/auth/session';
import { verbatimValidatorCompiler } from '../../platform/http/verbatim-validation';
import { expireListing } from '../listings/listing-lifecycle.service';
import { adminCompanies, adminListings, editCompany, entryCounts, removeCompany } from './entries.service';

/**
 * The entries page's endpoints (registered inside adminRoutes, behind its admin guard). Listings are
 * edited and deleted through PATCH and DELETE /api/listings/{type}/{id} and the lifecycle actions,
 * which serve admins too; ending one now ("Aegunud") is the back office's own action.
 */
export const entriesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The company form's checks answer in the spec's words ("Palun sisestage ettevõtte nimi").
  app.setValidatorCompiler(verbatimValidatorCompiler);
  const db = () => app.deps.database.db;
  const tags = ['admin'];

  app.get(
    '/admin/listings/:type',
    {
      schema: {
        tags,
        summary: 'Every listing of a type that is not deleted, newest first, with contacts and owners',
        description:
          '`q`: every word in the route and cargo text or the company name; `status`: active (live and not completed) or expired (expired, paused or completed).',
        errors: [403],
        params: adminListingsParamsSchema,
        querystring: adminListingsQuerySchema,
        response: { 200: adminListingsPageSchema },
      },
    },
    async (request) => adminListings(db(), request.params.type, request.query),
  );

  app.post(
    '/admin/listings/:type/:id/expire',
    {
      schema: {
        tags,
        summary: 'End a running listing now: status expired, as the expiry job sets it',
        description:
          'Leaves the feeds at once; its owner sees it expired and may reactivate it. 409 INVALID_LISTING_STATE when it is not running (paused, completed or already expired); 404 for an unknown or deleted listing.',
        errors: [403, 404, 409],
        params: listingTypeIdParamsSchema,
        response: { 200: ownItemSchema },
      },
    },
    async (request) =>
      expireListing(db(), await requireViewer(request), request.params.type, request.params.id),
  );

  app.get(
    '/admin/entries/counts',
    {
      schema: {
        tags,
        summary: 'The entries page’s tab counts for a search and status',
        description: 'The status applies to the listings only; companies are counted by the search.',
        errors: [403],
        querystring: adminEntryCountsQuerySchema,
        response: { 200: adminEntryCountsSchema },
      },
    },
    async (request) => entryCounts(db(), request.query),
  );

  app.get(
    '/admin/companies',
    {
      schema: {
        tags,
        summary: 'The directory’s companies, newest first, searched by name and contact person',
        errors: [403],
        querystring: adminCompaniesQuerySchema,
        response: { 200: adminCompaniesPageSchema },
      },
    },
    async (request) => adminCompanies(db(), request.query),
  );

  app.patch(
    '/admin/companies/:id',
    {
      schema: {
        tags,
        summary: 'Edit a company’s fields',
        description: 'Fields left out keep their value; the company name may not be blank.',
        errors: [403, 404],
        params: adminCompanyParamsSchema,
        body: adminCompanyBodySchema,
        response: { 200: adminCompanyItemSchema },
      },
    },
    async (request) => editCompany(db(), await requireViewer(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/companies/:id',
    {
      schema: {
        tags,
        summary: 'Take a company out of the directory (its profile stays)',
        errors: [403, 404],
        params: adminCompanyParamsSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await removeCompany(db(), await requireViewer(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
