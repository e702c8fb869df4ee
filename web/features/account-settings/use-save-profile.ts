import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { profileSchema, type profileBodySchema } from '@domain/contract/profile';
import { useAuth } from '@web/features/auth';
import { apiSend } from '@web/lib/api';
import { PUBLISHING_QUERY_ROOT } from '@web/lib/query-roots';
import { profileQueryKey } from './use-profile';

/**
 * PUT /api/me/profile. The answer is the saved profile, kept as the query's data; the add-listing
 * wizard's contact step starts from the profile, so what it knows is refetched the next time it opens.
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (body: z.output<typeof profileBodySchema>) =>
      apiSend('PUT', '/api/me/profile', body, profileSchema),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey(user?.id ?? null), profile);
      void queryClient.invalidateQueries({ queryKey: [PUBLISHING_QUERY_ROOT] });
    },
  });
}
