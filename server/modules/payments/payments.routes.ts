import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC, SESSION } from '../../platform/http/openapi';
import { limitFor, type RateLimits } from '../../platform/rate-limit/rate-limit';
import { demoCheckoutParamsSchema as demoParams, webhookAnswerSchema } from '@domain/contract/payments';
import {
  confirmAnswerSchema,
  confirmBodySchema,
  contactCheckoutAnswerSchema,
  contactCheckoutBodySchema,
  demoCheckoutSchema,
  demoRedirectSchema,
} from '@domain/credits';
import { requireViewer } from '../../platform/auth/session';
import { requestLocale } from '../../platform/i18n/localize';
import type { PaymentProvider } from '../../platform/payments/provider';
import { cancelDemoCheckout, getDemoCheckout, payDemoCheckout } from './demo-checkout.service';
import {
  confirmCheckout,
  handleWebhook,
  startContactCheckout,
  type PaymentsContext,
} from './payments.service';

/**
 * The contract (issue 6). Errors are { error: { code, message } } with Estonian messages.
 *
 * POST /api/payments/contact-checkout { listingType: 'cargo'|'transport'|'company', listingId: uuid }
 *   -> 200 { url }: send the browser there (Stripe: an absolute https URL; demo: the site-relative
 *   /demo-makse/{id}). While the user's checkout for the item is open (31 minutes, at the same
 *   price) every start answers the same URL. 401 · 404 LISTING_NOT_FOUND / COMPANY_NOT_FOUND ·
 *   409 ALREADY_ENTITLED (also when an earlier checkout turned out paid) / PAYMENT_IN_PROGRESS (an
 *   earlier checkout's delayed payment is still to settle) · 429 RATE_LIMITED ·
 *   502 PAYMENT_UNAVAILABLE (the provider failed: show "Makseviga") · 503 MAINTENANCE.
 *   The user comes back to /?payment=success&listing=ID&type=TYPE&session_id=CHECKOUT_ID or
 *   /?payment=cancelled&listing=ID&type=TYPE.
 *
 * POST /api/payments/confirm { sessionId } -> 200 { granted: boolean, itemType, itemId }
 *   Asks the provider about the user's own checkout and grants access when it is paid (the
 *   webhook may be late). granted false: not paid (yet). 401 · 404 PAYMENT_NOT_FOUND (unknown or
 *   another user's) · 429 RATE_LIMITED · 502 PAYMENT_UNAVAILABLE.
 *
 * Demo provider only (404 PAYMENT_NOT_FOUND when Stripe is configured, or for another user's id):
 * GET  /api/payments/demo/{id} -> 200 { id, amount, currency, description, itemType, itemId,
 *                                        status: 'pending'|'completed'|'failed' }
 * POST /api/payments/demo/{id}/pay    -> 200 { redirectUrl } (the success URL above, site-relative);
 *                                        409 PAYMENT_CANCELLED after a cancel, PAYMENT_EXPIRED,
 *                                        ALREADY_ENTITLED (access gained meanwhile), ITEM_UNAVAILABLE
 *                                        (deleted, expired, left the directory): nothing is granted
 * POST /api/payments/demo/{id}/cancel -> 200 { redirectUrl } (the cancel URL);
 *                                        409 PAYMENT_COMPLETED after a payment
 *
 * POST /api/payments/webhook: Stripe's signed events (raw body, Stripe-Signature header; no cookie,
 *   no Origin, accepted during maintenance) -> 200 { received: true, duplicate }; 400
 *   INVALID_SIGNATURE (bad or old signature: nothing happens); 404 WEBHOOK_NOT_CONFIGURED (demo).
 */

export const paymentsRoutes: FastifyPluginAsyncZod<{
  provider: PaymentProvider;
  limits: RateLimits;
}> = async (app, opts) => {
  const ctx = (): PaymentsContext => ({
    db: app.deps.database.db,
    provider: opts.provider,
    config: app.deps.config,
    log: app.log,
  });

  app.post(
    '/payments/contact-checkout',
    {
      config: limitFor(opts.limits.checkout, 'checkout'),
      schema: {
        tags: ['payments'],
        summary: "Start a one-off purchase of one item's contact; answers the payment page URL",
        security: SESSION,
        errors: [403, 404, 409],
        body: contactCheckoutBodySchema,
        response: { 200: contactCheckoutAnswerSchema },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      return startContactCheckout(ctx(), viewer, request.body.listingType, request.body.listingId);
    },
  );

  app.post(
    '/payments/confirm',
    {
      config: limitFor(opts.limits.confirm, 'confirm'),
      schema: {
        tags: ['payments'],
        summary: 'On the return from the payment page: grant access if the provider says it is paid',
        security: SESSION,
        errors: [404],
        body: confirmBodySchema,
        response: { 200: confirmAnswerSchema },
      },
    },
    async (request) => confirmCheckout(ctx(), await requireViewer(request), request.body.sessionId),
  );

  app.get(
    '/payments/demo/:id',
    {
      schema: {
        tags: ['payments'],
        summary: 'A demo checkout (only without Stripe), for the user who started it',
        security: SESSION,
        errors: [404],
        params: demoParams,
        response: { 200: demoCheckoutSchema },
      },
    },
    async (request) =>
      getDemoCheckout(ctx(), await requireViewer(request), request.params.id, requestLocale(request)),
  );

  app.post(
    '/payments/demo/:id/pay',
    {
      schema: {
        tags: ['payments'],
        summary: 'Complete a demo checkout (no money moves); answers where to go next',
        security: SESSION,
        errors: [403, 404, 409],
        params: demoParams,
        response: { 200: demoRedirectSchema },
      },
    },
    async (request) => payDemoCheckout(ctx(), await requireViewer(request), request.params.id),
  );

  app.post(
    '/payments/demo/:id/cancel',
    {
      schema: {
        tags: ['payments'],
        summary: 'Cancel a demo checkout; answers where to go next',
        security: SESSION,
        errors: [403, 404, 409],
        params: demoParams,
        response: { 200: demoRedirectSchema },
      },
    },
    async (request) => cancelDemoCheckout(ctx(), await requireViewer(request), request.params.id),
  );

  // The webhook's signature covers the exact bytes Stripe sent: in this scope only, bodies stay raw.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(
      '/payments/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: "The payment provider's signed webhook (Stripe)",
          security: PUBLIC,
          errors: [400, 404],
          response: { 200: webhookAnswerSchema },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        return handleWebhook(ctx(), raw, Array.isArray(signature) ? signature[0] : signature);
      },
    );
  });
};
