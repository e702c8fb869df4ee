import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminLookupItemSchema,
  adminLookupListSchema,
  lookupItemParamsSchema,
  lookupLabelsBodySchema,
  lookupListParamsSchema,
  lookupNameBodySchema,
} from '@domain/contract/admin-lookups';
import { noContentSchema } from '@domain/contract/common';
import { requireViewer } from '../../platform/auth/session';
import {
  addLookupValue,
  deleteLookupValue,
  listLookupValues,
  renameLookupValue,
  setLookupLabels,
} from './lookups.service';

/**
 * /api/admin/lookups/{list}: the seven lookup lists (cargo-types, trailer-types, specializations,
 * transport-types, service-regions, loading-types, units). Registered inside adminRoutes, behind its guard.
 */
export const lookupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const tags = ['admin'];

  app.get(
    '/admin/lookups/:list',
    {
      schema: {
        tags,
        summary: 'A lookup list’s values, ordered by name, with how many listings carry each',
        errors: [403, 404],
        params: lookupListParamsSchema,
        response: { 200: adminLookupListSchema },
      },
    },
    async (request) => listLookupValues(db(), request.params.list),
  );

  app.post(
    '/admin/lookups/:list',
    {
      schema: {
        tags,
        summary: 'Add a value; a name the list has in any case is a 409',
        errors: [403, 404, 409],
        params: lookupListParamsSchema,
        body: lookupNameBodySchema,
        response: { 201: adminLookupItemSchema },
      },
    },
    async (request, reply) => {
      const item = await addLookupValue(
        db(),
        await requireViewer(request),
        request.params.list,
        request.body.name,
      );
      return reply.status(201).send(item);
    },
  );

  app.patch(
    '/admin/lookups/:list/:id',
    {
      schema: {
        tags,
        summary:
          'Rename a value, also in the listings (not deleted), templates, alert preferences and directory profiles that carry it',
        errors: [403, 404, 409],
        params: lookupItemParamsSchema,
        body: lookupNameBodySchema,
        response: { 200: adminLookupItemSchema },
      },
    },
    async (request) =>
      renameLookupValue(
        db(),
        await requireViewer(request),
        request.params.list,
        request.params.id,
        request.body.name,
      ),
  );

  app.put(
    '/admin/lookups/:list/:id/labels',
    {
      schema: {
        tags,
        summary:
          'Set a value’s labels in the other languages (a blank one is removed); the stored value does not change',
        errors: [403, 404],
        params: lookupItemParamsSchema,
        body: lookupLabelsBodySchema,
        response: { 200: adminLookupItemSchema },
      },
    },
    async (request) =>
      setLookupLabels(
        db(),
        await requireViewer(request),
        request.params.list,
        request.params.id,
        request.body.labels,
      ),
  );

  app.delete(
    '/admin/lookups/:list/:id',
    {
      schema: {
        tags,
        summary: 'Remove a value from the choices; listings that carry it keep their text',
        errors: [403, 404],
        params: lookupItemParamsSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await deleteLookupValue(db(), await requireViewer(request), request.params.list, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
