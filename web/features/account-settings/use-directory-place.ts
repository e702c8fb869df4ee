import { useMutation, useQueryClient } from '@tanstack/react-query';
import { directoryAnswerSchema, type Company } from '@domain/contract/profile';
import { useAuth } from '@web/features/auth';
import { apiSend } from '@web/lib/api';
import { COMPANIES_QUERY_ROOT } from '@web/lib/query-roots';
import { companyQueryKey } from './use-company';

/**
 * PUT /api/me/directory: shows or hides the company in the directory. Applied at once (spec §2): the
 * tab's company shows the new state while the request is on its way, and goes back if it fails.
 */
export function useDirectoryPlace() {
  const queryClient = useQueryClient();
  const viewerId = useAuth().user?.id ?? null;
  const key = companyQueryKey(viewerId);
  return useMutation({
    mutationFn: (show: boolean) => apiSend('PUT', '/api/me/directory', { show }, directoryAnswerSchema),
    onMutate: async (show) => {
      // A load still on its way would overwrite the new state with the old one.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Company>(key);
      if (previous) {
        queryClient.setQueryData<Company>(key, {
          ...previous,
          showInCompanyDirectory: show,
          // The tab is only shown with access, and the switch only turns on with a saved name.
          listedInDirectory: show && Boolean(previous.companyName),
        });
      }
      return { previous };
    },
    onError: (_error, _show, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (place) => {
      queryClient.setQueryData<Company>(key, (current) => current && { ...current, ...place });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [COMPANIES_QUERY_ROOT] }),
  });
}
