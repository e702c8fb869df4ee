import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactTargetType } from '@domain/plans';
import { useAuth } from '@web/features/auth/auth-context';
import { ApiError, apiGet, apiSend, FALLBACK_ERROR_MESSAGE } from '@web/lib/api';

export type DemoCheckoutStatus = 'pending' | 'completed' | 'failed';

/** GET /api/payments/demo/{id}: the demo provider's checkout, for the user who started it. */
export interface DemoCheckout {
  id: string;
  amount: number;
  currency: string;
  description: string;
  itemType: ContactTargetType;
  itemId: string;
  status: DemoCheckoutStatus;
}

const STATUSES = new Set<string>(['pending', 'completed', 'failed']);
const TYPES = new Set<string>(['cargo', 'transport', 'company']);

function invalid(what: string): ApiError {
  return new ApiError(200, 'INVALID_RESPONSE', FALLBACK_ERROR_MESSAGE, { cause: new Error(what) });
}

export function parseDemoCheckout(value: unknown): DemoCheckout {
  const r = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  if (
    typeof r.id !== 'string' ||
    typeof r.amount !== 'number' ||
    !Number.isFinite(r.amount) ||
    typeof r.currency !== 'string' ||
    typeof r.description !== 'string' ||
    typeof r.itemType !== 'string' ||
    !TYPES.has(r.itemType) ||
    typeof r.itemId !== 'string' ||
    typeof r.status !== 'string' ||
    !STATUSES.has(r.status)
  ) {
    throw invalid('GET /api/payments/demo/{id}: unexpected answer');
  }
  return {
    id: r.id,
    amount: r.amount,
    currency: r.currency,
    description: r.description,
    itemType: r.itemType as ContactTargetType,
    itemId: r.itemId,
    status: r.status as DemoCheckoutStatus,
  };
}

const demoPath = (id: string) => `/api/payments/demo/${encodeURIComponent(id)}`;

export function demoCheckoutKey(id: string, viewerId: string | null) {
  return ['payments', 'demo', id, { viewer: viewerId }] as const;
}

export function useDemoCheckout(id: string) {
  const { status, user } = useAuth();
  const viewerId = user?.id ?? null;
  return useQuery({
    queryKey: demoCheckoutKey(id, viewerId),
    queryFn: async ({ signal }) => parseDemoCheckout(await apiGet<unknown>(demoPath(id), { signal })),
    enabled: status === 'signedIn',
  });
}

/** POST …/pay or …/cancel: where the browser goes next (the home page with the payment parameters). */
async function demoAction(id: string, action: 'pay' | 'cancel'): Promise<string> {
  const answer = await apiSend<unknown>('POST', `${demoPath(id)}/${action}`);
  const url =
    typeof answer === 'object' && answer !== null
      ? (answer as Record<string, unknown>).redirectUrl
      : undefined;
  // Only back into this site: the demo provider never sends anyone elsewhere.
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) {
    throw invalid(`POST ${demoPath(id)}/${action}: no site-relative redirectUrl`);
  }
  return url;
}

export function useDemoAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'pay' | 'cancel') => demoAction(id, action),
    // A conflict (paid or cancelled meanwhile, in another tab): show the checkout as it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: ['payments', 'demo', id] }),
  });
}

/** Where "back" goes for an item: its listing opened on the home page, or the directory. */
export function itemHref(type: ContactTargetType, id: string): string {
  if (type === 'company') return '/?tab=companies';
  return `/?listing=${encodeURIComponent(id)}&type=${type}`;
}
