import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_LOCALE } from '@domain/locales';
import { OPTIONAL_SESSION, SESSION } from '../../platform/http/openapi';
import { sessionAnswerSchema, sessionUserSchema, type SessionUser } from '@domain/contract/accounts';
import { requireViewer, type Viewer } from '../../platform/auth/session';

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
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
        security: OPTIONAL_SESSION,
        response: { 200: sessionAnswerSchema },
      },
    },
    async (request) => {
      const viewer = await request.viewer();
      return { user: viewer ? presentMe(viewer) : null };
    },
  );
};

function presentMe(viewer: Viewer): SessionUser {
  return {
    id: viewer.userId,
    email: viewer.email,
    name: viewer.name,
    emailPrefix: viewer.email.split('@')[0] ?? viewer.email,
    emailVerified: viewer.emailVerified,
    isAdmin: viewer.isAdmin,
    language: viewer.language ?? DEFAULT_LOCALE,
  };
}
