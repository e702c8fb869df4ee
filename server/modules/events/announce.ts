import { sql } from 'drizzle-orm';
import type { PublicPart } from '@domain/contract/events';
import type { Db } from '../../db/client';

/** The channel the database announces changes on (ids and flags only; see changes.ts). */
export const CHANGES_CHANNEL = 'veoturg_changes';

/**
 * Tells every open page that the public settings (prices, maintenance) or the lookup lists changed,
 * over the live-update channel. Call it with the transaction that makes the change: PostgreSQL
 * delivers the notice only if, and when, it commits.
 */
export async function announcePublicChange(tx: Pick<Db, 'execute'>, part: PublicPart): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify({ kind: 'public', part })})`);
}

/**
 * For the rest of the transaction, listing rows it changes are not announced one by one (migration
 * 0014): for a bulk rewrite, which announces one `public` change instead.
 */
export async function quietListingAnnouncements(tx: Pick<Db, 'execute'>): Promise<void> {
  await tx.execute(sql`select set_config('veoturg.quiet_listings', 'on', true)`);
}

/**
 * Tells every open page that a listing's visibility changed without its row changing (reports hid
 * it or showed it again, decision 0082): the fan-out presents it anew to each viewer, a removal for
 * those who may no longer see it. `wasShown` false makes it new to those who may see it again.
 */
export async function announceListingChange(
  tx: Pick<Db, 'execute'>,
  listingType: 'cargo' | 'transport',
  id: string,
  wasShown: boolean,
): Promise<void> {
  const change = { kind: 'listing', listingType, id, op: 'update', wasLive: wasShown };
  await tx.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify(change)})`);
}
