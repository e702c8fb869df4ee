/**
 * Premium and the trial (docs/api.md, "Subscription and billing"):
 *   GET  /api/me/subscription   -> 200 the subscription (domain/contract/subscriptions.ts)
 *   POST /api/subscription/trial -> 200 the subscription with the trial running;
 *        409 TRIAL_USED (this account had a trial, ever) or ALREADY_PREMIUM (a subscription runs).
 * Both 401 without a session.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscriptionSchema } from '@domain/contract/subscriptions';
import { requireViewer } from '../../platform/auth/session';
import { SESSION } from '../../platform/http/openapi';
import { mySubscription, startTrial } from './subscriptions.service';

export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;

  app.get(
    '/me/subscription',
    {
      schema: {
        tags: ['subscriptions'],
        summary: "The signed-in user's plan: trial, subscription and whether either gives access now",
        security: SESSION,
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => mySubscription(db(), await requireViewer(request)),
  );

  app.post(
    '/subscription/trial',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Start the 7-day trial: once per account, no card',
        security: SESSION,
        errors: [409],
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => startTrial(db(), await requireViewer(request)),
  );
};
