import * as z from 'zod/mini';

/**
 * POST /api/notifications/unsubscribe?token=…: the one-click unsubscribe of an alert mail (RFC 8058).
 * No session: the signed token names the user. A mail client posts `List-Unsubscribe=One-Click` as a
 * form; the web page posts nothing. Either way the token is in the address.
 */
export const unsubscribeQuerySchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(500)),
});

export const unsubscribeAnswerSchema = z.object({ unsubscribed: z.literal(true) });

/** What the settings tab shows about alerts that went out, so filters can be tuned. */
export const alertActivitySchema = z.object({
  lastSentAt: z.nullable(z.string()),
  matchedLast7Days: z.number(),
});
export type AlertActivity = z.infer<typeof alertActivitySchema>;
