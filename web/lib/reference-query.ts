import { queryOptions } from '@tanstack/react-query';
import { referenceSchema } from '@domain/contract/reference';
import { apiGet } from './api';

/**
 * GET /api/reference (the lookup lists and countries), fetched once per tab for every form and
 * filter that offers them; each reads its own shape of it with `select`. Under the public
 * 'reference' root: it survives signing in and out, and an admin's change refetches it at once (the
 * `public` event, web/features/settings/use-public-changes.ts).
 */
export const referenceQuery = queryOptions({
  queryKey: ['reference'],
  queryFn: ({ signal }) => apiGet('/api/reference', referenceSchema, { signal }),
  // Admins change these lists rarely, and a change arrives as an event.
  staleTime: 10 * 60_000,
});
