import { z } from 'zod';

/**
 * The payments' path parameters and webhook answer. Their bodies and answers are the contact-access
 * contract in domain/credits.ts (contactCheckout*, confirm*, demoCheckout*, demoRedirect*).
 */
export const demoCheckoutParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const webhookAnswerSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
