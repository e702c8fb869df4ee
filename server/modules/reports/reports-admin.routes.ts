import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminReportsPageSchema,
  adminReportsQuerySchema,
  reportDecisionBodySchema,
  reportDecisionSchema,
  reportIdParamsSchema,
  suspensionBodySchema,
  suspensionParamsSchema,
  suspensionSchema,
} from '@domain/contract/reports';
import { requireViewer } from '../../platform/auth/session';
import { decideReports, reportsQueue, setSuspension } from './reports.service';

/** /api/admin/reports and an account's suspension. Registered inside adminRoutes, behind its guard. */
export const adminReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  // Where the decisions' and suspensions' mails link (decision 0092).
  const mail = () => ({ publicUrl: app.deps.config.publicUrl, support: app.deps.config.support });
  const tags = ['admin'];

  app.get(
    '/admin/reports',
    {
      schema: {
        tags,
        summary:
          'The moderation queue: one item per reported target (open by default, the latest reported first), with its reports and its owner’s history, paged',
        errors: [403],
        querystring: adminReportsQuerySchema,
        response: { 200: adminReportsPageSchema },
      },
    },
    async (request) => reportsQueue(db(), request.query),
  );

  app.patch(
    '/admin/reports/:id',
    {
      schema: {
        tags,
        summary:
          'Decide the target of a report: closes all its open reports as resolved or dismissed; hide keeps it hidden, else it is shown again; deleteListing (a listing, resolved and hidden) also deletes it; logged, and mailed to its reporters and (when it was or is hidden, or is deleted) its owner',
        errors: [400, 403, 404],
        params: reportIdParamsSchema,
        body: reportDecisionBodySchema,
        response: { 200: reportDecisionSchema },
      },
    },
    async (request) =>
      decideReports(db(), await requireViewer(request), request.params.id, request.body, mail()),
  );

  app.put(
    '/admin/users/:id/suspension',
    {
      schema: {
        tags,
        summary:
          'Suspend an account (its sessions end, it cannot sign in, its listings and directory entry are hidden from others) or lift it; logged, and mailed to the account when it changed',
        errors: [403, 404],
        params: suspensionParamsSchema,
        body: suspensionBodySchema,
        response: { 200: suspensionSchema },
      },
    },
    async (request) =>
      setSuspension(db(), await requireViewer(request), request.params.id, request.body.suspended, mail()),
  );
};
