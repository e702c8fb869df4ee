import { useQuery } from '@tanstack/react-query';
import { adminPricingSchema } from '@domain/contract/admin-pricing';
import { apiGet } from '@web/lib/api';
import { ADMIN_QUERY_ROOT } from '../use-admin-overview';

export const ADMIN_PRICING_KEY = [ADMIN_QUERY_ROOT, 'pricing'] as const;

/** GET /api/admin/pricing: the prices, the contact sales and the latest payments. */
export function useAdminPricing() {
  return useQuery({
    queryKey: ADMIN_PRICING_KEY,
    queryFn: ({ signal }) => apiGet('/api/admin/pricing', adminPricingSchema, { signal }),
  });
}
