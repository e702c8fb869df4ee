import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminMailPageSchema,
  adminMailQuerySchema,
  mailIdParamsSchema,
  resentAllSchema,
  resentMailSchema,
} from '@domain/contract/admin-mail';
import { requireViewer } from '../../platform/auth/session';
import { mailPage, resendAllFailedMail, resendMail } from './mail.service';

/** /api/admin/mail: undelivered mail and sending it again. Registered inside adminRoutes, behind its guard. */
export const adminMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const tags = ['admin'];

  app.get(
    '/admin/mail',
    {
      schema: {
        tags,
        summary:
          'Undelivered mail (failed, or retrying after a failed attempt), newest first, paged; of one state if given, searched by recipient and subject; with the counts of both states',
        errors: [403],
        querystring: adminMailQuerySchema,
        response: { 200: adminMailPageSchema },
      },
    },
    async (request) => mailPage(db(), request.query),
  );

  app.post(
    '/admin/mail/resend-failed',
    {
      schema: {
        tags,
        summary: 'Queue every failed message again; answers how many',
        errors: [403],
        response: { 200: resentAllSchema },
      },
    },
    async (request) => resendAllFailedMail(db(), await requireViewer(request)),
  );

  app.post(
    '/admin/mail/:id/resend',
    {
      schema: {
        tags,
        summary: 'Queue a failed message again (a new mail.send job, retried for three more days)',
        errors: [403, 404],
        params: mailIdParamsSchema,
        response: { 200: resentMailSchema },
      },
    },
    async (request) => resendMail(db(), await requireViewer(request), request.params.id),
  );
};
