import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import type { Auth } from '../../platform/auth/auth';
import { createDirectSession, type DirectSession } from '../../platform/auth/direct-session';
import { hashPassword } from '../../platform/auth/password-hash';
import { conflict } from '../../platform/errors';
import { insertTestUser, userWithEmailExists, type ProfileFields } from './test-users.repository';

export type TestUserOptions = {
  /** Default: a new random address at example.test. */
  email?: string;
  name?: string;
  /** Default free. Trial and premium run until `planEndsAt`. */
  plan?: 'free' | 'trial' | 'premium';
  /** Default 30 days from now; a past date makes an expired trial or premium. */
  planEndsAt?: Date;
  role?: 'user' | 'admin';
  /** Only when a test signs in through the form or API as well; hashing costs time. */
  password?: string;
  credits?: { used?: number; monthly?: number; lastResetDate?: Date };
  profile?: ProfileFields;
};

export type TestUser = {
  userId: string;
  email: string;
  plan: 'free' | 'trial' | 'premium';
  role: 'user' | 'admin';
  session: DirectSession;
};

const DAY_MS = 86_400_000;

/**
 * A confirmed user with a plan, a role and a live session, straight into the database: what most
 * tests need before they can test anything, without the sign-up, the mailbox and the confirmation
 * link (which keep tests of their own).
 */
export async function createTestUser(db: Db, auth: Auth, options: TestUserOptions = {}): Promise<TestUser> {
  const email = (options.email ?? `test-${randomUUID().slice(0, 13)}@example.test`).trim().toLowerCase();
  const plan = options.plan ?? 'free';
  const role = options.role ?? 'user';
  if (await userWithEmailExists(db, email)) throw conflict(`${email} is taken`, 'EMAIL_ALREADY_EXISTS');
  const userId = await insertTestUser(db, {
    email,
    name: options.name ?? '',
    passwordHash: options.password === undefined ? undefined : await hashPassword(options.password),
    plan,
    planEndsAt: options.planEndsAt ?? new Date(Date.now() + 30 * DAY_MS),
    role,
    credits: options.credits,
    profile: options.profile,
  });
  return { userId, email, plan, role, session: await createDirectSession(auth, userId) };
}
