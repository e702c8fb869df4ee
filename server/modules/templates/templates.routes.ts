/**
 * Saved listing templates (ad_templates). Premium or an active trial only: anyone else gets
 * 403 ACCESS_REQUIRED "Mallide kasutamine on saadaval ainult Premium-kasutajatele" on every
 * endpoint. Only the caller's own templates exist for them: any other id is 404
 * TEMPLATE_NOT_FOUND "Malli ei leitud". All need a session (401). Errors as everywhere:
 * `{ error: { code, message, field? } }`.
 *
 * Template = { id, name, type: 'cargo'|'transport', data, isFavorite, usageCount, createdAt,
 *              updatedAt }
 *   data = the listing's fields as in domain/listing-input.ts (cargoTemplateDataSchema /
 *          transportTemplateDataSchema): any of them, sanitised, no duration, contact included.
 *
 * GET    /api/templates?q=&type=all|cargo|transport (default all)
 *        -> 200 { items: Template[] } favourites first, then usageCount, then updatedAt (newest);
 *        q matches the name or the origin/destination city, any case. At most 500.
 * POST   /api/templates  body { name, type, data } -> 201 Template.
 *        400 {field:'name'} "Palun sisestage malli nimi" for a blank name; 400 for bad data.
 * PATCH  /api/templates/{id}  body { name?, isFavorite? } -> 200 Template (updatedAt = now).
 * POST   /api/templates/{id}/use -> 200 Template with usageCount + 1 (load its data into the form).
 * DELETE /api/templates/{id} -> 204.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentSessionRequired } from '../../platform/http/openapi';
import { noContentSchema } from '@domain/contract/common';
import {
  templateIdParamsSchema as idParams,
  templateListQuerySchema,
  templateListSchema,
  templateSchema,
} from '@domain/contract/templates';
import { templateCreateSchema, templateUpdateSchema } from '@domain/listing-input';
import { requireViewer } from '../../platform/auth/session';
import { verbatimValidatorCompiler } from '../../platform/http/verbatim-validation';
import {
  changeTemplate,
  createTemplate,
  deleteTemplate,
  listTemplates,
  useTemplate,
} from './templates.service';

const PREMIUM_NOTE =
  'Premium or trial only (403 ACCESS_REQUIRED); only the caller’s own templates (404 otherwise).';

export const templatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setValidatorCompiler(verbatimValidatorCompiler);
  documentSessionRequired(app);
  app.addHook('preValidation', async (request) => {
    await requireViewer(request);
  });
  const db = () => app.deps.database.db;
  const tags = ['templates'];

  app.get(
    '/templates',
    {
      schema: {
        tags,
        summary: 'The caller’s templates: favourites, then most used, then latest updated',
        errors: [403],
        description: PREMIUM_NOTE,
        querystring: templateListQuerySchema,
        response: { 200: templateListSchema },
      },
    },
    async (request) => listTemplates(db(), await requireViewer(request), request.query),
  );

  app.post(
    '/templates',
    {
      schema: {
        tags,
        summary: 'Save a template',
        errors: [403],
        description: PREMIUM_NOTE,
        body: templateCreateSchema,
        response: { 201: templateSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      return reply.status(201).send(await createTemplate(db(), viewer, request.body));
    },
  );

  app.patch(
    '/templates/:id',
    {
      schema: {
        tags,
        summary: 'Rename a template or toggle its favourite mark',
        errors: [403, 404],
        description: PREMIUM_NOTE,
        params: idParams,
        body: templateUpdateSchema,
        response: { 200: templateSchema },
      },
    },
    async (request) => changeTemplate(db(), await requireViewer(request), request.params.id, request.body),
  );

  app.post(
    '/templates/:id/use',
    {
      schema: {
        tags,
        summary: 'Use a template: counts the use and answers the template',
        errors: [403, 404],
        description: PREMIUM_NOTE,
        params: idParams,
        response: { 200: templateSchema },
      },
    },
    async (request) => useTemplate(db(), await requireViewer(request), request.params.id),
  );

  app.delete(
    '/templates/:id',
    {
      schema: {
        tags,
        summary: 'Delete a template',
        errors: [403, 404],
        description: PREMIUM_NOTE,
        params: idParams,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await deleteTemplate(db(), await requireViewer(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
