import { useQueryClient } from '@tanstack/react-query';
import { publicChangeEventSchema } from '@domain/contract/events';
import { useAuth } from '@web/features/auth';
import { useEventStream } from '@web/lib/event-stream';
import { COMPANIES_QUERY_ROOT, LISTINGS_QUERY_ROOT, MY_LISTINGS_QUERY_ROOT } from '@web/lib/query-roots';

// What each part's change makes stale: the public settings (this feature's); the lookup lists, and
// the lists that show their values (a rename rewrites listings and companies in one go, announced
// once rather than row by row).
const ROOTS_OF_PART = {
  settings: ['settings'],
  reference: ['reference', LISTINGS_QUERY_ROOT, MY_LISTINGS_QUERY_ROOT, COMPANIES_QUERY_ROOT],
} as const;

/**
 * Keeps what every page shows from the public settings (prices, maintenance) and the lookup lists
 * current: an admin's change arrives as a `public` event and the answer is fetched again, so an open
 * page shows a new price or list value without a reload.
 */
export function usePublicChanges(): void {
  const queryClient = useQueryClient();
  const { status, user } = useAuth();
  const refetch = (roots: readonly string[]) => {
    for (const root of roots) void queryClient.invalidateQueries({ queryKey: [root] });
  };
  useEventStream(
    status === 'loading' ? null : (user?.id ?? 'visitor'),
    {
      public: (data) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(data);
        } catch {
          return;
        }
        const event = publicChangeEventSchema.safeParse(parsed);
        if (event.success) refetch(ROOTS_OF_PART[event.data.part]);
      },
    },
    () => refetch([...ROOTS_OF_PART.settings, ...ROOTS_OF_PART.reference]),
  );
}
