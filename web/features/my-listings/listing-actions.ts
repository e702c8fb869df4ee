import {
  isExpiredOrPaused,
  listingBadge,
  type ListingBadgeKind,
  type ListingLifecycle,
} from '@domain/listing-status';
import type { BadgeTone } from '@web/components/ui/badge';

export type OwnerAction =
  'complete' | 'reactivate' | 'pause' | 'resume' | 'edit' | 'duplicate' | 'saveTemplate' | 'delete';

function isPast(value: string | null | undefined, now: Date): boolean {
  if (!value) return false;
  const time = new Date(value).getTime();
  return !Number.isNaN(time) && time <= now.getTime();
}

/**
 * What the card's menu offers for a listing in its current state (account-and-admin.md §4), the same
 * conditions the server checks: complete and pause only while live; resume only a paused listing that has
 * time left (past its expiry it needs a new duration: reactivate); reactivate anything expired, paused
 * or completed. Editing, duplicating, saving as a template and deleting are always there.
 */
export function availableActions(listing: ListingLifecycle, now: Date = new Date()): OwnerAction[] {
  const actions: OwnerAction[] = [];
  const live = !isExpiredOrPaused(listing, now);
  if (live) actions.push('complete', 'pause');
  if (listing.status === 'inactive' && !listing.completedByUser && !isPast(toText(listing.expiresAt), now)) {
    actions.push('resume');
  }
  if (!live) actions.push('reactivate');
  actions.push('edit', 'duplicate', 'saveTemplate', 'delete');
  return actions;
}

function toText(value: ListingLifecycle['expiresAt']): string | null {
  if (value == null) return null;
  return value instanceof Date ? value.toISOString() : value;
}

const BADGE_TONES: Record<ListingBadgeKind, BadgeTone> = {
  completed: 'neutral',
  expired: 'red',
  inactive: 'neutral',
  expiredPast: 'red',
  expiringSoon: 'orange',
  active: 'green',
  noExpiry: 'green',
};

/** The status badge of a card: the spec's label and colour (orange within 24 h of expiry). */
export function statusBadge(listing: ListingLifecycle, now: Date = new Date()) {
  const badge = listingBadge(listing, now);
  return { ...badge, tone: BADGE_TONES[badge.kind] };
}
