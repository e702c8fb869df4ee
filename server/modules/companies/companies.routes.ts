import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyQuerySchema } from '@domain/feeds';
import { companyItemSchema } from './companies.presenter';
import { companyDirectory } from './companies.service';

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
    async (request) => companyDirectory(app.deps.database.db, await request.viewer(), request.query),
  );
};
