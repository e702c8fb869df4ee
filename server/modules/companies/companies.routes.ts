import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyPageSchema } from '@domain/contract/companies';
import { companyQuerySchema } from '@domain/feeds';
import { companyDirectory } from './companies.service';

export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies',
    {
      schema: {
        tags: ['companies'],
        summary: 'The company directory, by name, with region, specialty and transport-type filters',
        querystring: companyQuerySchema,
        response: { 200: companyPageSchema },
      },
    },
    async (request) => companyDirectory(app.deps.database.db, await request.viewer(), request.query),
  );
};
