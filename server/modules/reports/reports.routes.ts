/**
 * Reports (domain/contract/reports.ts): POST /api/reports for a signed-in user (401 otherwise).
 * The moderation routes are reports-admin.routes.ts, registered behind the /api/admin guard.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportBodySchema, reportSchema } from '@domain/contract/reports';
import { requireViewer } from '../../platform/auth/session';
import { documentSessionRequired } from '../../platform/http/openapi';
import { createReport } from './reports.service';

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  documentSessionRequired(app);
  app.addHook('preValidation', async (request) => {
    await requireViewer(request);
  });
  const db = () => app.deps.database.db;

  app.post(
    '/reports',
    {
      schema: {
        tags: ['reports'],
        summary: 'Report a listing or a directory company to the moderators',
        errors: [404, 409],
        description:
          '400 CANNOT_REPORT_SELF for one’s own; 404 for a listing or company the caller cannot see; 409 ALREADY_REPORTED while the caller’s report on it is open. Three different users’ open reports hide the target from everyone but its owner until an admin decides.',
        body: reportBodySchema,
        response: { 201: reportSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createReport(db(), await requireViewer(request), request.body)),
  );
};
