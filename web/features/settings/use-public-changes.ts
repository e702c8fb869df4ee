import { useQueryClient } from '@tanstack/react-query';
import { publicChangeEventSchema } from '@domain/contract/events';
import { useAuth } from '@web/features/auth';
import { useEventStream } from '@web/lib/event-stream';

// The query roots of the public settings (this feature's) and the lookup lists (the marketplace's).
const ROOT_OF_PART = { settings: 'settings', reference: 'reference' } as const;

/**
 * Keeps what every page shows from the public settings (prices, maintenance) and the lookup lists
 * current: an admin's change arrives as a `public` event and the answer is fetched again, so an open
 * page shows a new price or list value without a reload.
 */
export function usePublicChanges(): void {
  const queryClient = useQueryClient();
  const { status, user } = useAuth();
  const refetchAll = () => {
    for (const root of Object.values(ROOT_OF_PART)) void queryClient.invalidateQueries({ queryKey: [root] });
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
        if (event.success) void queryClient.invalidateQueries({ queryKey: [ROOT_OF_PART[event.data.part]] });
      },
    },
    refetchAll,
  );
}
