import * as z from 'zod/mini';

/**
 * The payments' path parameters and webhook answer. Their bodies and answers are the contact-access
 * contract in domain/credits.ts (contactCheckout*, confirm*, demoCheckout*, demoRedirect*).
 */
export const demoCheckoutParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });
export const webhookAnswerSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
