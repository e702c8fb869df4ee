import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companySchema, type CompanyBody } from '@domain/contract/profile';
import { useAuth } from '@web/features/auth';
import { apiSend } from '@web/lib/api';
import { COMPANIES_QUERY_ROOT } from '@web/lib/query-roots';
import { companyQueryKey } from './use-company';

/** PUT /api/me/company (premium or trial): the answer is the saved company, kept as the tab's data. */
export function useSaveCompany() {
  const queryClient = useQueryClient();
  const viewerId = useAuth().user?.id ?? null;
  return useMutation({
    mutationFn: (body: CompanyBody) => apiSend('PUT', '/api/me/company', body, companySchema),
    onSuccess: (company) => {
      queryClient.setQueryData(companyQueryKey(viewerId), company);
      // The directory and its routes table show these fields.
      return queryClient.invalidateQueries({ queryKey: [COMPANIES_QUERY_ROOT] });
    },
  });
}
