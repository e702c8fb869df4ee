import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyQuerySchema } from '@domain/feeds';
import { pageOffset } from '@domain/pagination';
import { accessContext, resolveAccess } from '../contacts/contact-access';
import { companyItemSchema, presentCompany } from './companies.presenter';
import { countCompanies, directoryConditions, findCompanyPage } from './companies.repository';

export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies',
    {
      schema: {
        tags: ['companies'],
        summary: 'The company directory, by name, with region, specialty and transport-type filters',
        querystring: companyQuerySchema,
        response: {
          200: z.object({
            items: z.array(companyItemSchema),
            total: z.number(),
            page: z.number(),
            pageSize: z.number(),
          }),
        },
      },
    },
    async (request) => {
      const db = app.deps.database.db;
      const now = new Date();
      const q = request.query;
      const where = directoryConditions(q, now);
      const [rows, total, ctx] = await Promise.all([
        findCompanyPage(db, where, q.pageSize, pageOffset(q.page, q.pageSize)),
        countCompanies(db, where),
        accessContext(db, await request.viewer(), now),
      ]);
      const access = await resolveAccess(
        db,
        ctx,
        'company',
        rows.map((r) => ({ id: r.id, ownerId: r.userId })),
      );
      return {
        items: rows.map((r) => presentCompany(r, access.get(r.id)!, ctx.userId)),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },
  );
};
