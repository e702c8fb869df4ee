import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/password-hash';
import type { Db } from '../client';
import { accounts, userCredits, users } from '../schema/index';

/**
 * Creates a confirmed e-mail/password user the way the sign-up flow stores one (users row plus a
 * better-auth "credential" account holding the Argon2id hash), or returns the existing one.
 */
export async function ensureUser(
  db: Db,
  input: { email: string; password: string; name?: string; createdAt?: Date },
): Promise<{ id: string; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) return { id: existing.id, created: false };
  const id = randomUUID();
  const passwordHash = await hashPassword(input.password);
  const createdAt = input.createdAt ?? new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({ id, email, name: input.name ?? '', emailVerified: true, createdAt, updatedAt: createdAt });
    await tx.insert(accounts).values({
      id: randomUUID(),
      userId: id,
      accountId: id,
      providerId: 'credential',
      password: passwordHash,
      createdAt,
      updatedAt: createdAt,
    });
    await tx.insert(userCredits).values({ userId: id });
  });
  return { id, created: true };
}
