import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPriceSchema,
  adminPricingSchema,
  priceKeyParamsSchema,
  priceUpdateSchema,
} from '@domain/contract/admin-pricing';
import { requireViewer } from '../../platform/auth/session';
import { verbatimValidatorCompiler } from '../../platform/http/verbatim-validation';
import { pricingOverview, updatePrice } from './pricing.service';

/**
 * The pricing page (registered inside adminRoutes, behind its guard). Bad input is a 400 in the
 * schema's own words ('Sisestage kehtiv hind.').
 */
export const adminPricingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setValidatorCompiler(verbatimValidatorCompiler);
  const db = () => app.deps.database.db;
  const tags = ['admin'];

  app.get(
    '/admin/pricing',
    {
      schema: {
        tags,
        summary: 'The prices with who changed them last, the contact sales and the 10 latest payments',
        errors: [403],
        response: { 200: adminPricingSchema },
      },
    },
    async () => pricingOverview(db()),
  );

  app.put(
    '/admin/pricing/:key',
    {
      schema: {
        tags,
        summary:
          'Change a price (contact_unlock_price, basic_subscription_monthly, premium_subscription_monthly): more than 0, at most 1000 €, whole cents; new checkouts and purchases use it at once',
        errors: [403, 404],
        params: priceKeyParamsSchema,
        body: priceUpdateSchema,
        response: { 200: adminPriceSchema },
      },
    },
    async (request) =>
      updatePrice(db(), await requireViewer(request), request.params.key, request.body.value),
  );
};
