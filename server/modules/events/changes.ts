import { PUBLIC_PARTS, type PublicPart } from '@domain/contract/events';
import type { ListingType } from '@domain/plans';

/**
 * What the database announces on the veoturg_changes channel (ids and flags only), and what a
 * client is told about a listing: pure rules, so they are tested without a database.
 */
export type ListingChange = {
  kind: 'listing';
  listingType: ListingType;
  id: string;
  op: 'insert' | 'update' | 'delete';
  /** On an update: whether the row was live before it (0007_realtime_was_live). */
  wasLive?: boolean;
};
/** Something every page shows changed: the public settings (prices, maintenance) or the lookup lists. */
type PublicChange = { kind: 'public'; part: PublicPart };
export type Change = ListingChange | { kind: 'companies'; op: string } | PublicChange;

export type ClientOp = 'insert' | 'update' | 'remove';

const LISTING_OPS: readonly string[] = ['insert', 'update', 'delete'] satisfies ListingChange['op'][];

export function parseChange(payload: string): Change | null {
  try {
    const c = JSON.parse(payload) as
      Partial<ListingChange> | { kind: 'companies'; op: string } | Partial<PublicChange>;
    if (c.kind === 'companies') return c;
    if ((c as Partial<PublicChange>).kind === 'public') {
      const part = (c as Partial<PublicChange>).part;
      return part && (PUBLIC_PARTS as readonly string[]).includes(part) ? { kind: 'public', part } : null;
    }
    if (
      c.kind === 'listing' &&
      (c.listingType === 'cargo' || c.listingType === 'transport') &&
      typeof c.id === 'string' &&
      c.id !== '' &&
      LISTING_OPS.includes(c.op ?? '')
    ) {
      const { listingType, id, op, wasLive } = c as ListingChange;
      return { kind: 'listing', listingType, id, op, ...(typeof wasLive === 'boolean' ? { wasLive } : {}) };
    }
  } catch {
    // Not ours.
  }
  return null;
}

/**
 * The op a client gets. A row that comes back to life (reactivated, resumed) is new to every
 * feed, which only replaces rows it already shows on an update, so it goes out as an insert.
 * An update without the flag (a notification from before the migration) stays an update.
 */
export function clientOp(change: ListingChange, liveNow: boolean): ClientOp {
  if (!liveNow || change.op === 'delete') return 'remove';
  if (change.op === 'insert' || change.wasLive === false) return 'insert';
  return 'update';
}

// After a LISTEN recovery every open stream ends so its browser refetches. All at once, a crowd
// would reconnect and fetch its lists in the same second; ends spread over about 5 ms per stream
// (some 200 reconnects a second), at most 10 s, arrive as a trickle. A few streams end at once.
const RESYNC_MS_PER_STREAM = 5;
const RESYNC_SPREAD_MAX_MS = 10_000;

/** How long the ends of `streams` open streams are spread over, in milliseconds. */
export function resyncSpreadMs(streams: number): number {
  return Math.min(RESYNC_SPREAD_MAX_MS, Math.max(0, streams) * RESYNC_MS_PER_STREAM);
}
