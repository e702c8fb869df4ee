import type { ListingItem } from '@domain/contract/listings';
import { tallinnDateKey } from '@domain/format';
import { DEFAULT_DURATION_DAYS } from '@domain/plans';
import { dataToDraft, type ListingDraft } from './listing-draft';

const DAY_MS = 86_400_000;

function dayNumber(key: string): number {
  return Date.parse(`${key}T00:00:00Z`) / DAY_MS;
}

function dayKey(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The dates of a copy: what lies in the past moves to today, and a delivery day keeps its distance
 * from the pickup day (a two-day run stays a two-day run). Future dates stay as they were.
 */
function movedDates(draft: ListingDraft, today: string): Partial<ListingDraft> {
  const moved: Partial<ListingDraft> = {};
  if (draft.listingType === 'transport') {
    if (draft.availableDate && draft.availableDate < today) moved.availableDate = today;
    return moved;
  }
  const { pickupDate, deliveryDate } = draft;
  if (pickupDate && pickupDate < today) {
    const shift = dayNumber(today) - dayNumber(pickupDate);
    moved.pickupDate = today;
    if (deliveryDate) moved.deliveryDate = dayKey(dayNumber(deliveryDate) + shift);
  } else if (deliveryDate && deliveryDate < today) {
    moved.deliveryDate = pickupDate && pickupDate > today ? pickupDate : today;
  }
  return moved;
}

/**
 * "Dubleeri": the wizard's draft for a copy of one's own listing, every field as the listing has it
 * (its contact included), its past dates moved to today on, its duration kept when the plan still
 * offers it (otherwise the default). Nothing is published until the wizard's "Avalda kuulutus".
 */
export function copyDraft(
  item: ListingItem,
  allowedDurations: readonly number[],
  today = tallinnDateKey(new Date()),
): ListingDraft | null {
  const draft = dataToDraft(item.type, item);
  if (!draft) return null;
  const duration = item.postDurationDays;
  return {
    ...draft,
    ...movedDates(draft, today),
    durationDays: duration !== null && allowedDurations.includes(duration) ? duration : DEFAULT_DURATION_DAYS,
  };
}
