/**
 * Hidden companies (domain/contract/blocks.ts): a signed-in user's own list. Every route needs a
 * session (401) and concerns the caller's list only.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blockBodySchema,
  blockParamsSchema,
  blocksPageSchema,
  blocksQuerySchema,
  hiddenCompanySchema,
} from '@domain/contract/blocks';
import { noContentSchema } from '@domain/contract/common';
import { requireViewer } from '../../platform/auth/session';
import { documentSessionRequired } from '../../platform/http/openapi';
import { hiddenCompanies, hideCompany, showCompany } from './blocks.service';

export const blocksRoutes: FastifyPluginAsyncZod = async (app) => {
  documentSessionRequired(app);
  app.addHook('preValidation', async (request) => {
    await requireViewer(request);
  });
  const db = () => app.deps.database.db;
  const tags = ['blocks'];

  app.get(
    '/me/blocks',
    {
      schema: {
        tags,
        summary: 'The companies the caller hid, the latest first',
        querystring: blocksQuerySchema,
        response: { 200: blocksPageSchema },
      },
    },
    async (request) => hiddenCompanies(db(), await requireViewer(request), request.query),
  );

  app.post(
    '/me/blocks',
    {
      schema: {
        tags,
        summary: 'Hide the company behind a listing or a directory entry from the caller’s feeds and alerts',
        errors: [404, 409],
        description:
          '400 CANNOT_BLOCK_SELF for one’s own; 404 for a listing or company the caller cannot see; 409 BLOCKS_FULL at the limit. Hiding one hidden already answers it again.',
        body: blockBodySchema,
        response: { 201: hiddenCompanySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await hideCompany(db(), await requireViewer(request), request.body)),
  );

  app.delete(
    '/me/blocks/:id',
    {
      schema: {
        tags,
        summary: 'Show a hidden company again',
        params: blockParamsSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await showCompany(db(), await requireViewer(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
