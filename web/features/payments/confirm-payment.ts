import { confirmAnswerSchema } from '@domain/credits';
import type * as z from 'zod/mini';
import { apiSend } from '@web/lib/api';

export type ConfirmAnswer = z.infer<typeof confirmAnswerSchema>;

/**
 * POST /api/payments/confirm: the server asks the provider about this checkout and grants access if it
 * is paid, so the contact opens even when the provider's webhook is late.
 */
export async function confirmPayment(sessionId: string): Promise<ConfirmAnswer> {
  return apiSend('POST', '/api/payments/confirm', { sessionId }, confirmAnswerSchema);
}
