import type { Db } from '../../db/client';
import { findHiddenOwners, findHidersOf } from './blocks.repository';

/**
 * What the hidden companies (decision 0080) take from other features' lists: the feeds and the
 * directory leave out the owners a viewer hid, and the live stream sends their listings to those
 * who hid them as removals. Apart from blocks.service.ts, which reads listings, so that the
 * listings' feeds may use this without a cycle.
 */

/**
 * The owners a signed-in viewer hid; none for a visitor. Read on the primary (the caller passes
 * it): a company just hidden is gone from the next page.
 */
export function hiddenOwnersOf(db: Db, viewer: { userId: string } | null): Promise<string[]> {
  return viewer ? findHiddenOwners(db, viewer.userId) : Promise.resolve([]);
}

/**
 * Which of `userIds` hid `ownerId`. Read by the owner (its hiders are few), not by the streams'
 * users (thousands of parameters).
 */
export async function hidersOf(db: Db, ownerId: string, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const streaming = new Set(userIds);
  return new Set((await findHidersOf(db, ownerId)).filter((id) => streaming.has(id)));
}
