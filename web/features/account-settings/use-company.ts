import { useQuery } from '@tanstack/react-query';
import { companySchema } from '@domain/contract/profile';
import { useAuth } from '@web/features/auth';
import { apiGet } from '@web/lib/api';

/**
 * Per viewer, so one user's company never shows for the next one who signs in on the same tab. Under
 * its own root, which a plan change refreshes (whether the company is listed depends on the plan).
 */
export function companyQueryKey(viewerId: string | null) {
  return ['company', { viewer: viewerId }] as const;
}

/**
 * GET /api/me/company: the company's data and its place in the directory. `enabled: false` for a user
 * without access, whose tab shows the premium prompt instead.
 */
export function useCompany({ enabled = true }: { enabled?: boolean } = {}) {
  const { status, user } = useAuth();
  const viewerId = user?.id ?? null;
  return useQuery({
    queryKey: companyQueryKey(viewerId),
    queryFn: ({ signal }) => apiGet('/api/me/company', companySchema, { signal }),
    enabled: enabled && status === 'signedIn' && viewerId !== null,
  });
}
