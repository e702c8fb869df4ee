import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer, type Viewer } from '../../platform/auth/session';
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
    async (request) => presentMe(await requireViewer(request)),
  );

  // The web app asks this on every page load; a signed-out visitor is an answer here, not an error,
  // so the browser logs no failed request. Endpoints that need a session still answer 401.
  app.get(
    '/session',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user, or null for a signed-out visitor (never 401)',
        response: { 200: z.object({ user: meSchema.nullable() }) },
      },
    },
    async (request) => {
      const viewer = await request.viewer();
      return { user: viewer ? presentMe(viewer) : null };
    },
  );
};

function presentMe(viewer: Viewer): z.infer<typeof meSchema> {
  return {
    id: viewer.userId,
    email: viewer.email,
    name: viewer.name,
    emailPrefix: viewer.email.split('@')[0] ?? viewer.email,
    emailVerified: viewer.emailVerified,
    isAdmin: viewer.isAdmin,
  };
}
