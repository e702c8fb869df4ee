import type { WatchState } from '@domain/listing-status';
import { MESSAGES } from '@domain/messages';
import { Badge, type BadgeTone } from '@web/components/ui/badge';

const STATE_BADGES: Record<WatchState, { label: string; tone: BadgeTone }> = {
  live: { label: MESSAGES.listingBadge.active, tone: 'green' },
  paused: { label: MESSAGES.listingBadge.paused, tone: 'orange' },
  expired: { label: MESSAGES.listingBadge.expired, tone: 'neutral' },
  completed: { label: MESSAGES.listingBadge.completed, tone: 'brand' },
  deleted: { label: MESSAGES.listingBadge.deleted, tone: 'red' },
};

/** What became of a listing one keeps in a list of one's own (watched, contacts opened). */
export function ListingStateBadge({ state }: { state: WatchState }) {
  const badge = STATE_BADGES[state];
  return (
    <Badge tone={badge.tone} data-listing-state={state}>
      {badge.label}
    </Badge>
  );
}
