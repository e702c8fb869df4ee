import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCreditItemSchema,
  adminCreditsQuerySchema,
  adminCreditsSchema,
  creditChangeSchema,
  creditUserParamsSchema,
} from '@domain/contract/admin-credits';
import { requireViewer } from '../../platform/auth/session';
import { verbatimValidatorCompiler } from '../../platform/http/verbatim-validation';
import { changeCredits, creditsPage } from './credits.service';

/**
 * The credits page (registered inside adminRoutes, behind its guard). Bad input is a 400 in the
 * schema's own words ('Sisestage kehtiv krediitide arv.').
 */
export const adminCreditsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setValidatorCompiler(verbatimValidatorCompiler);
  const db = () => app.deps.database.db;
  const tags = ['admin'];

  app.get(
    '/admin/credits',
    {
      schema: {
        tags,
        summary:
          "The figures (users, access holders, free users out of credits, average used, contact sales) and the users' months, searched by e-mail",
        errors: [403],
        querystring: adminCreditsQuerySchema,
        response: { 200: adminCreditsSchema },
      },
    },
    async (request) => creditsPage(db(), request.query),
  );

  app.post(
    '/admin/credits/:userId',
    {
      schema: {
        tags,
        summary:
          "Add credits to a free user (the month's used ones back, the rest as extra credits kept until spent), remove available ones (the month's first), or reset the month (none used, 3 a month)",
        description:
          '409 ACCESS_HOLDER for premium or trial users; 409 CREDITS_UNCHANGED, with the reason, when the change would change nothing (nothing left to remove, a month already at its start): nothing is written or logged.',
        errors: [403, 404, 409],
        params: creditUserParamsSchema,
        body: creditChangeSchema,
        response: { 200: adminCreditItemSchema },
      },
    },
    async (request) => changeCredits(db(), await requireViewer(request), request.params.userId, request.body),
  );
};
