import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION } from '../../platform/http/openapi';
import { creditsSchema } from '@domain/credits';
import { requireViewer } from '../../platform/auth/session';
import { myCredits } from './credits.service';

/**
 * GET /api/me/credits -> 200
 *   { monthlyCredits: number, creditsUsed: number, available: number, unlimited: boolean,
 *     lastResetDate: string (ISO UTC) }
 *   401 UNAUTHORIZED without a session.
 * Creates the row (3 a month, 0 used) on first use and applies the monthly reset (first use in a
 * new Europe/Tallinn calendar month: used back to 0). `unlimited` is true for access holders
 * (premium or an active trial); their counts are still answered but never spent.
 */
export const creditsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/credits',
    {
      schema: {
        tags: ['contacts'],
        summary: "The signed-in user's contact credits for this month",
        security: SESSION,
        response: { 200: creditsSchema },
      },
    },
    async (request) => myCredits(app.deps.database.db, await requireViewer(request)),
  );
};
