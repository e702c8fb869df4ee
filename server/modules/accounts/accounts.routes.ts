import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../platform/auth/session';
import { limitFor, type RateLimits } from '../../platform/rate-limit/rate-limit';
import { emailExists } from './accounts.repository';

const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailPrefix: z.string().describe('the part of the e-mail before the at-sign, for the greeting'),
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
});

export const accountsRoutes: FastifyPluginAsyncZod<{ limits: RateLimits }> = async (app, { limits }) => {
  app.post(
    '/check-email-exists',
    {
      config: limitFor(limits.checkEmail, 'check-email'),
      schema: {
        tags: ['accounts'],
        summary: 'Whether an account exists for an e-mail (sign-up and reset flows); rate-limited per client',
        body: z.object({ email: z.email({ message: 'Palun sisestage kehtiv e-maili aadress.' }).max(254) }),
        response: { 200: z.object({ exists: z.boolean() }) },
      },
    },
    async (request) => ({
      exists: await emailExists(app.deps.database.db, request.body.email.trim().toLowerCase()),
    }),
  );

  app.get(
    '/me',
    { schema: { tags: ['accounts'], summary: 'The signed-in user, or 401', response: { 200: meSchema } } },
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
