import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPriceSchema } from '@domain/contract/admin-pricing';
import type { PricingKey } from '@domain/plans';
import { publicSettingsQuery } from '@web/features/settings';
import { apiSend } from '@web/lib/api';
import { ADMIN_QUERY_ROOT } from '../use-admin-overview';
import { ADMIN_PRICING_KEY } from './use-admin-pricing';

/** PUT /api/admin/pricing/{key}. */
export function useUpdatePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: { key: PricingKey; value: number }) =>
      apiSend('PUT', `/api/admin/pricing/${key}`, { value }, adminPriceSchema),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_PRICING_KEY }),
        queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT, 'activity'] }),
        queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT, 'overview'] }),
        // This tab's own prices (the other tabs hear the server's public event).
        queryClient.invalidateQueries({ queryKey: publicSettingsQuery.queryKey }),
      ]);
    },
  });
}
