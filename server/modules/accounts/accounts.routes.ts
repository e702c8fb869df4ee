import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC, SESSION } from '../../platform/http/openapi';
import { checkEmailAnswerSchema, checkEmailBodySchema, sessionUserSchema } from '@domain/contract/accounts';
import { requireViewer } from '../../platform/auth/session';
import { limitFor, type RateLimits } from '../../platform/rate-limit/rate-limit';
import { emailExists } from './accounts.repository';

export const accountsRoutes: FastifyPluginAsyncZod<{ limits: RateLimits }> = async (app, { limits }) => {
  app.post(
    '/check-email-exists',
    {
      config: limitFor(limits.checkEmail, 'check-email'),
      schema: {
        tags: ['accounts'],
        summary: 'Whether an account exists for an e-mail (sign-up and reset flows); rate-limited per client',
        security: PUBLIC,
        body: checkEmailBodySchema,
        response: { 200: checkEmailAnswerSchema },
      },
    },
    async (request) => ({
      exists: await emailExists(app.deps.database.db, request.body.email.trim().toLowerCase()),
    }),
  );

  app.get(
    '/me',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user, or 401',
        security: SESSION,
        response: { 200: sessionUserSchema },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      return {
        id: viewer.userId,
        email: viewer.email,
        name: viewer.name,
        emailPrefix: viewer.email.split('@')[0] ?? viewer.email,
        emailVerified: viewer.emailVerified,
        isAdmin: viewer.isAdmin,
      };
    },
  );
};
