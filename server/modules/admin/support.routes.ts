import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminFeedbackPageSchema,
  adminFeedbackQuerySchema,
  feedbackIdParamsSchema,
  feedbackStatusBodySchema,
} from '@domain/contract/admin-support';
import { feedbackItemSchema } from '@domain/contract/feedback';
import { requireViewer } from '../../platform/auth/session';
import { setFeedbackStatus, supportPage } from './support.service';

/** /api/admin/feedback: the support queue. Registered inside adminRoutes, behind its guard. */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const tags = ['admin'];

  app.get(
    '/admin/feedback',
    {
      schema: {
        tags,
        summary:
          'Feedback and support requests, newest first, paged; of one type and status if given, searched by subject and e-mail',
        errors: [403],
        querystring: adminFeedbackQuerySchema,
        response: { 200: adminFeedbackPageSchema },
      },
    },
    async (request) => supportPage(db(), request.query),
  );

  app.patch(
    '/admin/feedback/:id',
    {
      schema: {
        tags,
        summary: 'Set an item’s status (open, in_progress, resolved, closed)',
        errors: [403, 404],
        params: feedbackIdParamsSchema,
        body: feedbackStatusBodySchema,
        response: { 200: feedbackItemSchema },
      },
    },
    async (request) =>
      setFeedbackStatus(db(), await requireViewer(request), request.params.id, request.body.status),
  );
};
