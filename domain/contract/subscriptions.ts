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

/** POST /api/subscription/checkout and /portal: where the browser goes next. */
export const billingRedirectSchema = z.object({ url: z.string() });

/**
 * GET /api/me/invoices: the user's receipts, one per confirmed payment (a contact purchase, a
 * premium month), newest first, for every plan (docs/decisions/0046).
 */
const invoiceSchema = z.object({
  id: z.string(),
  number: z.nullable(z.string()),
  kind: z.enum(['contact', 'subscription']).check(z.describe('a contact purchase or a premium month')),
  description: z.string(),
  date: z.string().check(z.describe('ISO time the invoice was issued')),
  amount: z.number().check(z.describe('in the currency, e.g. 7.99')),
  currency: z.string(),
  status: z.string().check(z.describe("paid, open, void, or the provider's other states")),
  vatRate: z.number().check(z.describe('the VAT rate included in the amount, in percent (24)')),
  vatAmount: z.number().check(z.describe('the VAT contained in the amount')),
  pdfUrl: z.nullable(z.string()),
  hostedUrl: z.nullable(z.string()),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceListSchema = z.object({ items: z.array(invoiceSchema) });

/** GET /api/subscription/demo/invoices/{id} */
export const invoiceIdParamsSchema = z.object({ id: z.uuid() });
