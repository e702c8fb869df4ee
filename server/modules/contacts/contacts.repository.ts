import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { likeContains } from '@domain/feeds';
import type { ContactTargetType } from '@domain/plans';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { listedInDirectory } from '../../db/directory';
import { liveSql } from '../../db/live';
import {
  cargoListings,
  contactAccessLog,
  profiles,
  subscribers,
  transportListings,
} from '../../db/schema/index';

/** The subscription rows of these users: what the premium-or-trial rule needs, no more. */
export async function findSubscriptionsOf(db: Db, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: subscribers.userId,
      subscribed: subscribers.subscribed,
      subscriptionEnd: subscribers.subscriptionEnd,
      isTrial: subscribers.isTrial,
      trialEnd: subscribers.trialEnd,
    })
    .from(subscribers)
    .where(inArray(subscribers.userId, userIds));
}

/** Of `userIds`, those holding an access-log row for this one item. */
export async function findUsersWithAccessLog(
  db: Db,
  type: ContactTargetType,
  itemId: string,
  userIds: string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: contactAccessLog.userId })
    .from(contactAccessLog)
    .where(
      and(
        eq(contactAccessLog.listingType, type),
        eq(contactAccessLog.listingId, itemId),
        inArray(contactAccessLog.userId, userIds),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}

/** Of `ids`, those the user holds an access-log row for. */
export async function findUnlockedIds(
  db: Db,
  userId: string,
  type: string,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: contactAccessLog.listingId })
    .from(contactAccessLog)
    .where(
      and(
        eq(contactAccessLog.userId, userId),
        eq(contactAccessLog.listingType, type),
        inArray(contactAccessLog.listingId, ids),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export type PaymentMethod = 'free_credit' | 'stripe' | 'demo' | 'admin';

/** Writes the access-log row; false when the user already had one (nothing changes then). */
export async function insertAccessLog(
  db: DbOrTx,
  row: { userId: string; type: ContactTargetType; id: string; method: PaymentMethod },
): Promise<boolean> {
  const inserted = await db
    .insert(contactAccessLog)
    .values({ userId: row.userId, listingType: row.type, listingId: row.id, paymentMethod: row.method })
    .onConflictDoNothing({
      target: [contactAccessLog.userId, contactAccessLog.listingType, contactAccessLog.listingId],
    })
    .returning({ id: contactAccessLog.id });
  return inserted.length > 0;
}

/** Everything contact access needs to know about one item, its contact values included. */
export type ContactTarget = {
  type: ContactTargetType;
  id: string;
  ownerId: string;
  /** Shown to everybody right now (a live listing; a company in the directory). */
  live: boolean;
  /** A short Estonian label: the route of a listing, the name of a company. */
  label: string;
  contact:
    | { companyName: string | null; contactPerson: string | null; phone: string | null; email: string | null }
    | { contactPerson: string | null; phone: string | null; email: string | null; website: string | null };
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The item, or undefined when it does not exist or is deleted. */
export async function findContactTarget(
  db: DbOrTx,
  type: ContactTargetType,
  id: string,
  now: Date,
): Promise<ContactTarget | undefined> {
  if (!UUID.test(id)) return undefined;
  if (type === 'company') {
    const [row] = await db
      .select({ profile: profiles, listed: sql<boolean>`${listedInDirectory(now)}` })
      .from(profiles)
      .leftJoin(subscribers, eq(subscribers.userId, profiles.userId))
      .where(eq(profiles.id, id));
    if (!row) return undefined;
    const p = row.profile;
    return {
      type,
      id: p.id,
      ownerId: p.userId,
      live: Boolean(row.listed),
      label: p.companyName ?? '',
      contact: { contactPerson: p.contactPerson, phone: p.phone, email: p.email, website: p.website },
    };
  }
  const table = type === 'cargo' ? cargoListings : transportListings;
  const [found] = await db
    .select({ row: table, live: sql<boolean>`${liveSql(table, now)}` })
    .from(table)
    .where(eq(table.id, id));
  const row = found?.row;
  if (!row || row.deletedAt) return undefined;
  return {
    type,
    id: row.id,
    ownerId: row.userId,
    live: Boolean(found.live),
    label: `${row.originCity} → ${row.destinationCity}`,
    contact: {
      companyName: row.companyName,
      contactPerson: row.contactPerson,
      phone: row.contactPhone,
      email: row.contactEmail,
    },
  };
}

export type OpenedRow = {
  type: ContactTargetType;
  id: string;
  openedAt: Date;
  method: PaymentMethod;
  snapshot: Record<string, string | null> | null;
  status: string | null;
  expiresAt: Date | null;
  deletedAt: Date | null;
  completedByUser: boolean | null;
};

/**
 * The user's access-log rows, the latest first, each with its snapshot and the listing's state now
 * (none for a company); `q` matches the snapshot's values (not its keys), case ignored.
 */
export async function findOpened(
  db: Db,
  userId: string,
  q: string | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: OpenedRow[]; total: number }> {
  const l = contactAccessLog;
  const where = and(
    eq(l.userId, userId),
    q
      ? sql`exists (select 1 from jsonb_each_text(${l.snapshot}) as v where lower(v.value) like ${likeContains(q)})`
      : undefined,
  );
  const state = (column: string) => sql.raw(`coalesce(c.${column}, t.${column})`);
  const [rows, [counted]] = await Promise.all([
    queryRows<OpenedRow>(
      db,
      sql`select ${l.listingType} as type, ${l.listingId} as id, ${l.createdAt} as "openedAt",
            ${l.paymentMethod} as method, ${l.snapshot} as snapshot, ${state('status')} as status,
            ${state('expires_at')} as "expiresAt", ${state('deleted_at')} as "deletedAt",
            ${state('completed_by_user')} as "completedByUser"
          from ${l}
          left join cargo_listings c on ${l.listingType} = 'cargo' and c.id = ${l.listingId}
          left join transport_listings t on ${l.listingType} = 'transport' and t.id = ${l.listingId}
          where ${where}
          order by ${l.createdAt} desc, ${l.id} desc
          limit ${limit} offset ${offset}`,
    ),
    db.select({ n: count() }).from(l).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
