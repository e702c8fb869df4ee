import * as z from 'zod/mini';

/** GET /api/settings/public: maintenance state and texts, the support line, prices. */
export const publicSettingsSchema = z.object({
  maintenance: z.object({ enabled: z.boolean(), title: z.string(), subtitle: z.string() }),
  support: z.object({ phone: z.string(), email: z.string(), hours: z.string() }),
  prices: z.object({ contactUnlockPrice: z.number(), premiumMonthlyPrice: z.number() }),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
