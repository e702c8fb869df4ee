import { and, asc, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { likeContains } from '@domain/feeds';
import type { VerificationStatus } from '@domain/verification';
import type { Db, DbOrTx } from '../../db/client';
import { profiles, userListingCounts, users } from '../../db/schema/index';

export type VerificationFilters = { status?: VerificationStatus; q: string };

// The user's listings as the users list counts them (user_listing_counts, kept by triggers: 0036).
const listingCount = sql<number>`coalesce((select c.cargo + c.transport from ${userListingCounts} c
  where c.user_id = ${profiles.userId}), 0)::int`;

const columns = {
  userId: profiles.userId,
  email: users.email,
  accountCreatedAt: users.createdAt,
  companyName: profiles.companyName,
  country: profiles.country,
  registryCode: profiles.registryCode,
  vatNumber: profiles.vatNumber,
  address: profiles.address,
  website: profiles.website,
  contactPerson: profiles.contactPerson,
  phone: profiles.phone,
  language: profiles.language,
  status: profiles.verification,
  note: profiles.verificationNote,
  requestedAt: profiles.verificationRequestedAt,
  decidedAt: profiles.verificationDecidedAt,
  listings: listingCount,
};

export type VerificationRow = {
  userId: string;
  email: string;
  accountCreatedAt: Date;
  companyName: string | null;
  country: string | null;
  registryCode: string | null;
  vatNumber: string | null;
  address: string | null;
  website: string | null;
  contactPerson: string | null;
  phone: string | null;
  language: string;
  status: string;
  note: string | null;
  requestedAt: Date | null;
  decidedAt: Date | null;
  listings: number;
};

// The companies that asked (a change of what was checked takes a company out of the queue).
function queueWhere(f: VerificationFilters): SQL {
  const conditions: SQL[] = [isNotNull(profiles.verificationRequestedAt)];
  if (f.status) conditions.push(eq(profiles.verification, f.status));
  if (f.q) {
    const like = likeContains(f.q);
    conditions.push(
      sql`(lower(coalesce(${profiles.companyName}, '')) like ${like}
        or lower(coalesce(${profiles.registryCode}, '')) like ${like} or lower(${users.email}) like ${like})`,
    );
  }
  return and(...conditions)!;
}

/**
 * A page of the queue: the pending requests first, the oldest first (the order they are worked
 * in), then the decided ones, the latest decision first.
 */
export async function findVerificationPage(
  db: Db,
  filters: VerificationFilters,
  limit: number,
  offset: number,
): Promise<{ rows: VerificationRow[]; total: number }> {
  const where = queueWhere(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(where)
      .orderBy(
        desc(sql`${profiles.verification} = 'pending'`),
        asc(sql`case when ${profiles.verification} = 'pending' then ${profiles.verificationRequestedAt} end`),
        desc(profiles.verificationDecidedAt),
        asc(profiles.userId),
      )
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(profiles).innerJoin(users, eq(users.id, profiles.userId)).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** One user's row, locked for a decision (none for a user without a profile or an account). */
export async function lockVerification(tx: DbOrTx, userId: string): Promise<VerificationRow | undefined> {
  const [row] = await tx
    .select(columns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId))
    .for('update', { of: profiles });
  return row;
}

/** Writes the decision (the listings' copy of it follows by trigger, migration 0049). */
export async function writeDecision(
  tx: DbOrTx,
  userId: string,
  decision: { status: VerificationStatus; note: string | null; at: Date },
): Promise<void> {
  await tx
    .update(profiles)
    .set({
      verification: decision.status,
      verificationNote: decision.note,
      verificationDecidedAt: decision.at,
      updatedAt: sql`now()`,
    })
    .where(eq(profiles.userId, userId));
}
