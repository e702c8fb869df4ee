import * as z from 'zod/mini';

/**
 * GET /api/me/subscription, and the answer of every subscription change. `access` is the one rule of
 * domain/plans.ts (`hasPremiumAccess`): a running trial or a running subscription.
 */
export const subscriptionSchema = z.object({
  access: z.boolean(),
  tier: z.enum(['free', 'premium']),
  isTrial: z.boolean(),
  trialEnd: z.nullable(z.string().check(z.describe('ISO time the trial ends (or ended)'))),
  trialDaysLeft: z.number().check(z.describe('whole days left of a running trial, rounded up; 0 otherwise')),
  trialAvailable: z.boolean().check(z.describe('true until this account has ever had a trial')),
  subscribed: z.boolean(),
  subscriptionEnd: z.nullable(z.string().check(z.describe('ISO time the paid period ends'))),
  cancelAtPeriodEnd: z.boolean(),
  canManageBilling: z.boolean().check(z.describe('whether a billing portal exists for this account')),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
