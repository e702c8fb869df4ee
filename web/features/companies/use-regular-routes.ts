import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@web/features/auth/auth-context';
import { fetchAllCompanies, flattenRegularRoutes, ROUTES_PAGE_SIZE } from './regular-routes';
import { COMPANIES_QUERY_ROOT, fetchCompanyPage } from './use-companies';

/**
 * Every directory company's regular routes, one row per route. Under the ['companies'] key, so a
 * directory change refreshes this table as well as the company list.
 */
export function useRegularRoutes() {
  const { status, user } = useAuth();
  const viewerId = user?.id ?? null;
  return useQuery({
    queryKey: [COMPANIES_QUERY_ROOT, { scope: 'regular-routes', viewer: viewerId }] as const,
    queryFn: async ({ signal }) => {
      const { companies, truncated } = await fetchAllCompanies((page) =>
        fetchCompanyPage({ page, pageSize: ROUTES_PAGE_SIZE }, signal),
      );
      return { rows: flattenRegularRoutes(companies), truncated };
    },
    enabled: status !== 'loading',
  });
}
