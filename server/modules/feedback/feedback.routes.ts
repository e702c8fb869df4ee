import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedbackBodySchema, feedbackItemSchema } from '@domain/contract/feedback';
import { requireViewer } from '../../platform/auth/session';
import { documentSessionRequired } from '../../platform/http/openapi';
import { verbatimValidatorCompiler } from '../../platform/http/verbatim-validation';
import { limitFor, type RateLimits } from '../../platform/rate-limit/rate-limit';
import { sendFeedback } from './feedback.service';

/** Feedback, bug reports, feature wishes and support requests from the settings page (signed in). */
export const feedbackRoutes: FastifyPluginAsyncZod<{ limits: RateLimits }> = async (app, { limits }) => {
  app.setValidatorCompiler(verbatimValidatorCompiler);
  documentSessionRequired(app);
  app.addHook('preValidation', async (request) => {
    await requireViewer(request);
  });

  app.post(
    '/feedback',
    {
      // A person writes a few a day; a script filling the support queue is stopped.
      config: limitFor(limits.feedback, 'feedback'),
      schema: {
        tags: ['settings'],
        summary:
          'Send feedback (type feedback, bug, feature or support); stored open, a bug with high priority',
        body: feedbackBodySchema,
        response: { 201: feedbackItemSchema },
      },
    },
    async (request, reply) => {
      const item = await sendFeedback(app.deps.database.db, await requireViewer(request), request.body);
      return reply.status(201).send(item);
    },
  );
};
