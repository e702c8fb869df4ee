import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicSettingsSchema, type PublicSettings } from '@domain/contract/settings';
import { apiGet } from '@web/lib/api';

export type { PublicSettings };

export const publicSettingsQuery = queryOptions({
  queryKey: ['settings', 'public'],
  // The whole app waits for the first answer, so a silent server must not hold it for long.
  // A malformed answer is a query error (the app then runs without settings), not a crash in a page.
  queryFn: async ({ signal }) =>
    apiGet('/api/settings/public', publicSettingsSchema, { signal, timeoutMs: 8_000 }),
  // Short enough that a maintenance switch reaches open tabs on the next focus or visit.
  staleTime: 60_000,
});

export function usePublicSettings() {
  return useQuery(publicSettingsQuery);
}
