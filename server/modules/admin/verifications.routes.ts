import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminVerificationPageSchema,
  adminVerificationSchema,
  adminVerificationsQuerySchema,
  verificationDecisionBodySchema,
  verificationUserParamsSchema,
} from '@domain/contract/admin-verifications';
import { requireViewer } from '../../platform/auth/session';
import { decideVerification, verificationsPage } from './verifications.service';

/** /api/admin/verifications: the companies' verification queue. Registered inside adminRoutes, behind its guard. */
export const verificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const tags = ['admin'];

  app.get(
    '/admin/verifications',
    {
      schema: {
        tags,
        summary:
          'The companies that asked to be verified, paged: pending first (oldest request first), then the latest decisions; of one status if given, searched by company, registry code and e-mail',
        errors: [403],
        querystring: adminVerificationsQuerySchema,
        response: { 200: adminVerificationPageSchema },
      },
    },
    async (request) => verificationsPage(db(), request.query),
  );

  app.put(
    '/admin/verifications/:userId',
    {
      schema: {
        tags,
        summary:
          'Verify or reject a pending request (a note is required to reject), or reject a verified company; logged and mailed to the user; 409 NOT_PENDING otherwise',
        errors: [400, 403, 404, 409],
        params: verificationUserParamsSchema,
        body: verificationDecisionBodySchema,
        response: { 200: adminVerificationSchema },
      },
    },
    async (request) =>
      decideVerification(db(), await requireViewer(request), request.params.userId, request.body, {
        publicUrl: app.deps.config.publicUrl,
        support: app.deps.config.support,
      }),
  );
};
