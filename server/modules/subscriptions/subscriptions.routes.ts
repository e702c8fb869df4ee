/**
 * Premium and the trial (docs/api.md, "Subscription and billing"). All need a session (401).
 *   GET  /api/me/subscription        -> 200 the subscription (domain/contract/subscriptions.ts)
 *   POST /api/subscription/trial     -> 200 the subscription; 409 TRIAL_USED | ALREADY_PREMIUM
 *   POST /api/subscription/checkout  -> 200 { url } of the provider's checkout; 409 ALREADY_PREMIUM;
 *                                       502 PAYMENT_UNAVAILABLE
 *   POST /api/subscription/portal    -> 200 { url } of the billing portal; 409 NO_BILLING
 *   POST /api/subscription/cancel    -> 200 the subscription, cancelAtPeriodEnd: true; 409 NOT_SUBSCRIBED
 *   POST /api/subscription/resume    -> 200 the subscription, cancelAtPeriodEnd: false; 409 NOT_SUBSCRIBED
 *   GET  /api/me/invoices            -> 200 { items }, newest first; 403 ACCESS_REQUIRED
 * Demo provider only (404 with Stripe): POST /api/subscription/demo/renew (the demo portal's
 * "renew now": the next month once; 409 NOT_SUBSCRIBED | ALREADY_RENEWED) and
 * GET /api/subscription/demo/invoices/{id} (a printable invoice, its owner only).
 * Subscription webhooks arrive at POST /api/payments/webhook (the payments feature).
 */
import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  billingRedirectSchema,
  invoiceIdParamsSchema,
  invoiceListSchema,
  subscriptionSchema,
} from '@domain/contract/subscriptions';
import { MESSAGES } from '@domain/messages';
import { requireViewer } from '../../platform/auth/session';
import { notFound } from '../../platform/errors';
import { SESSION, type ErrorStatus } from '../../platform/http/openapi';
import type { PaymentProvider } from '../../platform/payments/provider';
import {
  myInvoices,
  openPortal,
  renewDemoNow,
  setCancellation,
  startSubscriptionCheckout,
  type BillingContext,
} from './billing.service';
import { requestLocale } from '../../platform/i18n/localize';
import { demoInvoicePage } from './demo-invoice';
import { mySubscription, startTrial } from './subscriptions.service';

export const subscriptionsRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider }> = async (
  app,
  opts,
) => {
  const db = () => app.deps.database.db;
  const ctx = (): BillingContext => ({
    db: db(),
    provider: opts.provider,
    config: app.deps.config,
    log: app.log,
  });
  const doc = (summary: string, errors: ErrorStatus[] = []) => ({
    tags: ['subscriptions'],
    summary,
    security: SESSION,
    errors,
  });

  app.get(
    '/me/subscription',
    {
      schema: {
        ...doc("The signed-in user's plan: trial, subscription and whether either gives access now"),
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => mySubscription(db(), await requireViewer(request)),
  );

  app.post(
    '/subscription/trial',
    {
      schema: {
        ...doc('Start the 7-day trial: once per account, no card', [409]),
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => startTrial(db(), await requireViewer(request)),
  );

  app.post(
    '/subscription/checkout',
    {
      schema: {
        ...doc("Start premium: the provider's monthly checkout at the current price", [409]),
        response: { 200: billingRedirectSchema },
      },
    },
    async (request) => startSubscriptionCheckout(ctx(), await requireViewer(request)),
  );

  app.post(
    '/subscription/portal',
    {
      schema: {
        ...doc("The provider's billing portal (card, cancellation, invoices)", [409]),
        response: { 200: billingRedirectSchema },
      },
    },
    async (request) => openPortal(ctx(), await requireViewer(request)),
  );

  app.post(
    '/subscription/cancel',
    {
      schema: {
        ...doc('Cancel at the end of the paid period; access stays until then', [409]),
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => setCancellation(ctx(), await requireViewer(request), true),
  );

  app.post(
    '/subscription/resume',
    {
      schema: {
        ...doc('Undo a pending cancellation before the period ends', [409]),
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => setCancellation(ctx(), await requireViewer(request), false),
  );

  app.get(
    '/me/invoices',
    {
      schema: {
        ...doc("The user's invoices, newest first; premium or trial only", [403]),
        response: { 200: invoiceListSchema },
      },
    },
    async (request) => myInvoices(ctx(), await requireViewer(request), requestLocale(request)),
  );

  const demoOnly = () => {
    if (opts.provider.name !== 'demo') throw notFound(MESSAGES.api.routeNotFound, 'NOT_FOUND');
  };

  app.post(
    '/subscription/demo/renew',
    {
      schema: {
        ...doc(
          'Demo provider only: renew the subscription now (as the monthly renewal would); 409 ALREADY_RENEWED once the next month is paid',
          [404, 409],
        ),
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => {
      demoOnly();
      return renewDemoNow(ctx(), await requireViewer(request));
    },
  );

  app.get(
    '/subscription/demo/invoices/:id',
    {
      schema: {
        ...doc('Demo provider only: a printable invoice (HTML), to its owner only', [404]),
        params: invoiceIdParamsSchema,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      demoOnly();
      const viewer = await requireViewer(request);
      // The owner's language, as the pages and mails speak to them.
      const page = await demoInvoicePage(
        db(),
        viewer.userId,
        request.params.id,
        viewer.language ?? requestLocale(request),
      );
      if (!page) throw notFound(ACCOUNT_MESSAGES.invoices.notFound, 'INVOICE_NOT_FOUND');
      return reply.type('text/html; charset=utf-8').send(page);
    },
  );
};
