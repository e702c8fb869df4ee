import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { listedInDirectory } from '../../db/directory';
import { accounts, profiles, sessions, subscribers } from '../../db/schema/index';

type ProfileRow = typeof profiles.$inferSelect;
export type OwnProfileRow = ProfileRow & { listed: boolean };
export type ProfileValues = Partial<
  Omit<typeof profiles.$inferInsert, 'id' | 'userId' | 'email' | 'createdAt' | 'updatedAt'>
>;

/**
 * The user's profile, created on the spot for an account that has none yet (every account gets one
 * at sign-up; this covers accounts made another way, such as the demo and test users).
 */
export async function findOwnProfile(
  db: Db,
  userId: string,
  email: string,
  now: Date,
): Promise<OwnProfileRow> {
  await db.insert(profiles).values({ userId, email }).onConflictDoNothing();
  const [row] = await db
    .select({ profile: profiles, listed: sql<boolean>`coalesce(${listedInDirectory(now)}, false)` })
    .from(profiles)
    .leftJoin(subscribers, eq(subscribers.userId, profiles.userId))
    .where(eq(profiles.userId, userId));
  if (!row) throw new Error(`profile of ${userId} is missing after insert`);
  return { ...row.profile, listed: row.listed };
}

/** Writes the given fields of the user's profile (which exists: read it first). */
export async function updateOwnProfile(db: DbOrTx, userId: string, values: ProfileValues): Promise<void> {
  await db
    .update(profiles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId));
}

/**
 * Marks the company's verification as asked for, if it is unverified or rejected (a request already
 * waiting, or a verified company, is left as it is): whether it was.
 */
export async function askForVerification(db: DbOrTx, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(profiles)
    .set({
      verification: 'pending',
      verificationRequestedAt: now,
      verificationNote: null,
      verificationDecidedAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(profiles.userId, userId), inArray(profiles.verification, ['unverified', 'rejected'])))
    .returning({ id: profiles.id });
  return rows.length > 0;
}

/** The Argon2id hash of the user's password (better-auth's credential account), if any. */
export async function findPasswordHash(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return row?.password ?? null;
}

/**
 * Stores a new password hash and ends every other session of the user, in one transaction: a
 * stolen session elsewhere is gone the moment the password changes; this one stays.
 */
export async function replacePassword(
  db: Db,
  userId: string,
  hash: string,
  keepSessionId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
  });
}
