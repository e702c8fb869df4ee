import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { templateListSchema, type TemplateTypeFilter } from '@domain/contract/templates';
import { useAuth } from '@web/features/auth';
import { ApiError, apiGet } from '@web/lib/api';

export const TEMPLATES_QUERY_ROOT = 'templates';

function templatesQueryKey(viewer: string | null, q: string, type: TemplateTypeFilter) {
  return [TEMPLATES_QUERY_ROOT, viewer, { q, type }] as const;
}

/** The signed-in user's templates (search and type filter on the server), sorted as the server sorts. */
export function useTemplates(q: string, type: TemplateTypeFilter, enabled = true) {
  const { status, user } = useAuth();
  const viewer = user?.id ?? null;
  return useQuery({
    queryKey: templatesQueryKey(viewer, q.trim(), type),
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ type });
      if (q.trim()) params.set('q', q.trim());
      return (await apiGet(`/api/templates?${params.toString()}`, templateListSchema, { signal })).items;
    },
    enabled: enabled && status === 'signedIn',
    placeholderData: keepPreviousData,
    // A free account's 403 (ACCESS_REQUIRED) is an answer, not a hiccup to retry.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}
