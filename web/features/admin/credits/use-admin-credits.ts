import { useQuery } from '@tanstack/react-query';
import { adminCreditsSchema } from '@domain/contract/admin-credits';
import { apiGet } from '@web/lib/api';
import { ADMIN_QUERY_ROOT } from '../use-admin-overview';

/** Every answer of the credits page, refreshed together after a change. */
export const ADMIN_CREDITS_KEY = [ADMIN_QUERY_ROOT, 'credits'] as const;

/** GET /api/admin/credits: the figures and a page of the users' months. */
export function useAdminCredits(query: string) {
  return useQuery({
    queryKey: [...ADMIN_CREDITS_KEY, query],
    queryFn: ({ signal }) => apiGet(`/api/admin/credits?${query}`, adminCreditsSchema, { signal }),
    placeholderData: (previous) => previous,
  });
}
