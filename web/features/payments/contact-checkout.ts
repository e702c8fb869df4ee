import { useMutation } from '@tanstack/react-query';
import { contactCheckoutAnswerSchema } from '@domain/credits';
import type { ContactTargetType } from '@domain/plans';
import { ApiError, apiSend, FALLBACK_ERROR_MESSAGE } from '@web/lib/api';

export interface CheckoutTarget {
  type: ContactTargetType;
  id: string;
}

/** POST /api/payments/contact-checkout -> the payment page to send the browser to. */
async function startContactCheckout(target: CheckoutTarget): Promise<string> {
  const { url } = await apiSend(
    'POST',
    '/api/payments/contact-checkout',
    { listingType: target.type, listingId: target.id },
    contactCheckoutAnswerSchema,
  );
  if (!isSafeRedirect(url)) {
    throw new ApiError(200, 'INVALID_RESPONSE', FALLBACK_ERROR_MESSAGE, {
      cause: new Error('POST /api/payments/contact-checkout: no usable url'),
    });
  }
  return url;
}

/**
 * Only our own pages (the demo checkout) or an https payment page: an answer that would send the browser
 * to `javascript:` or plain http elsewhere is refused.
 */
export function isSafeRedirect(url: string, origin = currentOrigin()): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.origin === origin;
  } catch {
    return false;
  }
}

function currentOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** The viewer already sees this contact (409 ALREADY_ENTITLED): nothing to pay for. */
export function isAlreadyEntitled(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'ALREADY_ENTITLED';
}

export function useContactCheckout() {
  return useMutation({ mutationFn: startContactCheckout });
}
