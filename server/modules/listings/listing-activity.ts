import type { AdminAction } from '@domain/admin-activity';
import type { ListingType } from '@domain/plans';
import type { Tx } from '../../db/client';
import type { Viewer } from '../../platform/auth/session';
import { recordActivity } from '../admin/activity';
import type { ListingRow } from './listing-writes.repository';

/**
 * The activity log of the listing writes (DECISIONS.md, "Every admin write"): the owner's endpoints
 * serve admins too, and what an admin does to someone else's listing is logged in the transaction
 * that does it. An owner's own changes, an admin's included, are not admin writes.
 */

/** An admin changing a listing that is not their own. */
function actsForOwner(viewer: Viewer, listing: { userId: string }): boolean {
  return viewer.isAdmin && listing.userId !== viewer.userId;
}

const TYPE_LABELS: Record<ListingType, string> = { cargo: 'Kaup', transport: 'Vaba transport' };

/** How the log names a listing: its type, route and short id ('Kaup Tallinn → Riia (1a2b3c4d)'). */
function listingLabel(type: ListingType, row: ListingRow): string {
  return `${TYPE_LABELS[type]} ${row.originCity} → ${row.destinationCity} (${row.id.slice(0, 8)})`;
}

// Bookkeeping that changes with every write and says nothing about what the admin changed.
const UNLOGGED = new Set(['updatedAt', 'searchText']);

const plain = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);

/** The columns whose value differs, old and new (dates as ISO text). */
function changedColumns(
  before: ListingRow,
  after: ListingRow,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  const old = before as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(after)) {
    if (UNLOGGED.has(key)) continue;
    const a = plain(old[key]);
    const b = plain(value);
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    was[key] = a ?? null;
    now[key] = b ?? null;
  }
  return { before: was, after: now };
}

/**
 * Records the write when an admin made it for the listing's owner (one row, in `tx`, with the changed
 * columns); does nothing for the owner's own writes.
 */
export async function logListingWrite(
  tx: Tx,
  viewer: Viewer,
  action: Extract<AdminAction, 'listing_updated' | 'listing_deleted'>,
  type: ListingType,
  before: ListingRow,
  after: ListingRow,
): Promise<void> {
  if (!actsForOwner(viewer, before)) return;
  await recordActivity(tx, viewer, {
    action,
    targetType: type,
    targetId: before.id,
    details: { label: listingLabel(type, before), ownerId: before.userId, ...changedColumns(before, after) },
  });
}
