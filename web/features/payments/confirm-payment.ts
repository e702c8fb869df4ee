import type { ContactTargetType } from '@domain/plans';
import { ApiError, apiSend, FALLBACK_ERROR_MESSAGE } from '@web/lib/api';

export interface ConfirmAnswer {
  granted: boolean;
  itemType: ContactTargetType;
  itemId: string;
}

/**
 * POST /api/payments/confirm: the server asks the provider about this checkout and grants access if it
 * is paid, so the contact opens even when the provider's webhook is late.
 */
export async function confirmPayment(sessionId: string): Promise<ConfirmAnswer> {
  const answer = await apiSend<unknown>('POST', '/api/payments/confirm', { sessionId });
  const record = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  const { granted, itemType, itemId } = record;
  if (
    typeof granted !== 'boolean' ||
    (itemType !== 'cargo' && itemType !== 'transport' && itemType !== 'company') ||
    typeof itemId !== 'string'
  ) {
    throw new ApiError(200, 'INVALID_RESPONSE', FALLBACK_ERROR_MESSAGE, {
      cause: new Error('POST /api/payments/confirm: unexpected answer'),
    });
  }
  return { granted, itemType, itemId };
}
