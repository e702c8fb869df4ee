import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { myContactsPageSchema } from '@domain/contract/contacts';
import { useAuth } from '@web/features/auth';
import { apiGet } from '@web/lib/api';
import { MY_CONTACTS_QUERY_ROOT } from '@web/lib/query-roots';

/** GET /api/me/contacts: one page of the caller's opened contacts, `q` searched on the server. */
export function useMyContacts(q: string, page: number, pageSize: number) {
  const { status, user } = useAuth();
  return useQuery({
    queryKey: [MY_CONTACTS_QUERY_ROOT, user?.id ?? null, { q, page, pageSize }],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
      if (q) params.set('q', q);
      return apiGet(`/api/me/contacts?${params.toString()}`, myContactsPageSchema, { signal });
    },
    enabled: status === 'signedIn',
    placeholderData: keepPreviousData,
  });
}
