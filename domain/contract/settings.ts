import * as z from 'zod/mini';

/** GET /api/settings/public: maintenance state and texts, the support line, prices. */
export const publicSettingsSchema = z.object({
  maintenance: z.object({ enabled: z.boolean(), title: z.string(), subtitle: z.string() }),
  // hours: the operator's words (SUPPORT_HOURS), or null for the product's own in the reader's language.
  support: z.object({ phone: z.string(), email: z.string(), hours: z.nullable(z.string()) }),
  prices: z.object({ contactUnlockPrice: z.number(), premiumMonthlyPrice: z.number() }),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
