import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { demoCheckoutSchema, demoRedirectSchema, type DemoCheckout } from '@domain/credits';
import { useAuth } from '@web/features/auth';
import { ApiError, apiGet, apiSend, FALLBACK_ERROR_MESSAGE } from '@web/lib/api';

export type { DemoCheckout };

function invalid(what: string): ApiError {
  return new ApiError(200, 'INVALID_RESPONSE', FALLBACK_ERROR_MESSAGE, { cause: new Error(what) });
}

const demoPath = (id: string) => `/api/payments/demo/${encodeURIComponent(id)}`;

function demoCheckoutKey(id: string, viewerId: string | null) {
  return ['payments', 'demo', id, { viewer: viewerId }] as const;
}

export function useDemoCheckout(id: string) {
  const { status, user } = useAuth();
  const viewerId = user?.id ?? null;
  return useQuery({
    queryKey: demoCheckoutKey(id, viewerId),
    queryFn: async ({ signal }) => apiGet(demoPath(id), demoCheckoutSchema, { signal }),
    enabled: status === 'signedIn',
  });
}

/** POST …/pay or …/cancel: where the browser goes next (the home page with the payment parameters). */
async function demoAction(id: string, action: 'pay' | 'cancel'): Promise<string> {
  const { redirectUrl: url } = await apiSend(
    'POST',
    `${demoPath(id)}/${action}`,
    undefined,
    demoRedirectSchema,
  );
  // Only back into this site: the demo provider never sends anyone elsewhere.
  if (!url.startsWith('/') || url.startsWith('//')) {
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

/** Where "back" goes for an item: its listing opened on the home page, the directory, or the plans. */
export function itemHref(type: DemoCheckout['itemType'], id: string): string {
  if (type === 'subscription') return '/hinnad';
  if (type === 'company') return '/?tab=companies';
  return `/?listing=${encodeURIComponent(id)}&type=${type}`;
}
