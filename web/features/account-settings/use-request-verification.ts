import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companySchema } from '@domain/contract/profile';
import { useAuth } from '@web/features/auth';
import { apiSend } from '@web/lib/api';
import { companyQueryKey } from './use-company';

/** POST /api/me/company/verification: the answer is the company with its new status, kept as the tab's data. */
export function useRequestVerification() {
  const queryClient = useQueryClient();
  const viewerId = useAuth().user?.id ?? null;
  return useMutation({
    mutationFn: () => apiSend('POST', '/api/me/company/verification', undefined, companySchema),
    onSuccess: (company) => queryClient.setQueryData(companyQueryKey(viewerId), company),
  });
}
