import { CONTACT_TARGET_TYPES, LISTING_TYPES, type ContactTargetType } from '@domain/plans';

/** Where the payment page sends the browser back to: `/?payment=…&listing=ID&type=TYPE[&session_id=…]`. */
const PAYMENT_KEY = 'payment';
const SESSION_KEY = 'session_id';
const LISTING_KEY = 'listing';
const TYPE_KEY = 'type';

export interface ReturnTarget {
  type: ContactTargetType;
  id: string;
}

export type PaymentReturn =
  | { kind: 'success'; target: ReturnTarget | null; sessionId: string | null }
  | { kind: 'cancelled'; target: ReturnTarget | null };

const ID_PATTERN = /^[\w-]{1,100}$/;

function readTarget(params: URLSearchParams): ReturnTarget | null {
  const type = params.get(TYPE_KEY)?.trim().toLowerCase() ?? '';
  const id = params.get(LISTING_KEY)?.trim() ?? '';
  if (!(CONTACT_TARGET_TYPES as readonly string[]).includes(type) || !ID_PATTERN.test(id)) return null;
  return { type: type as ContactTargetType, id };
}

/**
 * The payment parameters of the home address, or null when there are none (or nothing usable: a success
 * that names neither an item nor a checkout says nothing the page could act on).
 */
export function readPaymentReturn(params: URLSearchParams): PaymentReturn | null {
  const kind = params.get(PAYMENT_KEY)?.trim().toLowerCase();
  const target = readTarget(params);
  if (kind === 'cancelled' || kind === 'canceled') return { kind: 'cancelled', target };
  if (kind !== 'success') return null;
  const session = params.get(SESSION_KEY)?.trim() ?? '';
  // Stripe fills the template in; a placeholder left as it is names no checkout.
  const sessionId = session && session.length <= 255 && !session.includes('{') ? session : null;
  if (!target && !sessionId) return null;
  return { kind: 'success', target, sessionId };
}

/**
 * The address once the return is handled: the payment parameters go. A listing keeps `listing` and
 * `type`, which the marketplace's own deep link then turns into its tab, the opened row and the
 * highlight (and clears); a company goes to the directory tab instead.
 */
export function addressAfterReturn(params: URLSearchParams, target: ReturnTarget | null): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(PAYMENT_KEY);
  next.delete(SESSION_KEY);
  if (target && (LISTING_TYPES as readonly string[]).includes(target.type)) {
    next.set(LISTING_KEY, target.id);
    next.set(TYPE_KEY, target.type);
    return next;
  }
  next.delete(LISTING_KEY);
  next.delete(TYPE_KEY);
  if (target?.type === 'company') {
    next.set('tab', 'companies');
    next.delete('page');
  }
  return next;
}

/**
 * The pauses between looks at whether access arrived: the first at once, then backing off, about
 * ten seconds in all (a late webhook usually lands within a few).
 */
export const ACCESS_POLL_DELAYS_MS = [0, 1000, 1500, 2000, 2500, 3000] as const;

/**
 * Asks `check` after each delay until it answers something; null when it never did. A thrown error
 * counts as "not yet" (a look can fail on a bad connection) unless `isFinal` says it cannot change.
 */
export async function pollUntil<T>(
  check: () => Promise<T | null>,
  {
    delays = ACCESS_POLL_DELAYS_MS,
    sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    isFinal = () => false,
    signal,
  }: {
    delays?: readonly number[];
    sleep?: (ms: number) => Promise<void>;
    isFinal?: (error: unknown) => boolean;
    signal?: { aborted: boolean };
  } = {},
): Promise<T | null> {
  for (const delay of delays) {
    if (delay > 0) await sleep(delay);
    if (signal?.aborted) return null;
    try {
      const result = await check();
      if (result !== null) return result;
    } catch (error) {
      if (isFinal(error)) return null;
    }
  }
  return null;
}
