import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/client';
import { createTestUser, type TestUserOptions } from '../../server/modules/dev/test-users.service';

export type { TestUserOptions };

export type SignedInUser = {
  userId: string;
  email: string;
  /** The Cookie header value the real app accepts: request.viewer() resolves it. */
  cookie: string;
};

/**
 * A confirmed user with a plan (free, trial, premium until `planEndsAt`), a role, optional profile,
 * credits and password, and a session: straight into the test's database, no sign-up and no mailbox.
 * The session is better-auth's own (see server/platform/auth/direct-session.ts). Sign-up itself is
 * tested in server/modules/accounts/accounts.test.ts through the mailbox link.
 */
export async function createSignedInUser(
  app: FastifyInstance,
  options: TestUserOptions = {},
): Promise<SignedInUser> {
  const user = await createTestUser(app.deps.database.db as Db, app.auth, options);
  return { userId: user.userId, email: user.email, cookie: user.session.cookie };
}
