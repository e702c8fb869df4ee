import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, profiles, subscribers, userCredits, userRoles, users } from '../../db/schema/index';

export type ProfileFields = Omit<typeof profiles.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export type TestUserRows = {
  email: string;
  name: string;
  /** An Argon2id hash for a credential account, so the sign-in form works for this user too. */
  passwordHash?: string;
  plan: 'free' | 'trial' | 'premium';
  planEndsAt: Date;
  role: 'user' | 'admin';
  credits?: { used?: number; monthly?: number; lastResetDate?: Date };
  profile?: ProfileFields;
};

export async function userWithEmailExists(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return Boolean(row);
}

/**
 * Everything a confirmed account with that plan and role has, in one transaction: the user (e-mail
 * already verified), a credits row when asked for, a subscription row for a trial or premium, the admin row, and
 * a profile when asked for. Plans and roles are rows, exactly as the payment and admin flows write them.
 */
export async function insertTestUser(db: Db, rows: TestUserRows): Promise<string> {
  const id = randomUUID();
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.insert(users).values({ id, email: rows.email, name: rows.name, emailVerified: true });
    if (rows.passwordHash) {
      await tx.insert(accounts).values({
        id: randomUUID(),
        userId: id,
        accountId: id,
        providerId: 'credential',
        password: rows.passwordHash,
      });
    }
    // Without one the credits row is made on first use, as for anyone who just signed up.
    if (rows.credits) {
      const { used, monthly, lastResetDate } = rows.credits;
      await tx.insert(userCredits).values({
        userId: id,
        ...(used !== undefined ? { creditsUsed: used } : {}),
        ...(monthly !== undefined ? { monthlyCredits: monthly } : {}),
        ...(lastResetDate ? { lastResetDate } : {}),
      });
    }
    if (rows.plan === 'trial') {
      await tx
        .insert(subscribers)
        .values({ userId: id, isTrial: true, trialEnd: rows.planEndsAt, trialUsedAt: now });
    } else if (rows.plan === 'premium') {
      await tx.insert(subscribers).values({
        userId: id,
        subscribed: true,
        subscriptionTier: 'Premium',
        subscriptionEnd: rows.planEndsAt,
      });
    }
    if (rows.role === 'admin') await tx.insert(userRoles).values({ userId: id, role: 'admin' });
    if (rows.profile) await tx.insert(profiles).values({ ...rows.profile, userId: id });
  });
  return id;
}
