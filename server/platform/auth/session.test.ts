import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSignedInUser, type SignedInUser } from '../../../test/factories/users';
import { sessions } from '../../db/schema/index';

// request.viewer() reads the common session in one query (session-read.ts) and leaves every other
// case to better-auth's getSession: these are the cases that must come out as they did before.

let t: TestApp;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
const tokenOf = (user: SignedInUser) => decodeURIComponent(user.cookie.split('=')[1]!).split('.')[0]!;
const expiryOf = async (user: SignedInUser) => {
  const [row] = await t.database.db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.token, tokenOf(user)));
  return row?.expiresAt;
};
const setExpiry = (user: SignedInUser, expiresAt: Date) =>
  t.database.db
    .update(sessions)
    .set({ expiresAt })
    .where(eq(sessions.token, tokenOf(user)));

describe('the viewer of a request', () => {
  it('is the user with their role', async () => {
    const [user, admin] = await Promise.all([
      createSignedInUser(t.app),
      createSignedInUser(t.app, { role: 'admin' }),
    ]);
    expect((await me(user.cookie)).json()).toMatchObject({ id: user.userId, isAdmin: false });
    expect((await me(admin.cookie)).json()).toMatchObject({ id: admin.userId, isAdmin: true });
  });

  it('renews a session a day old as better-auth does, and stays signed in', async () => {
    const user = await createSignedInUser(t.app);
    await setExpiry(user, new Date(Date.now() + 2 * DAY_MS));
    expect((await me(user.cookie)).statusCode).toBe(200);
    expect((await expiryOf(user))!.getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS);
  });

  it('refuses an expired session, a badly signed cookie and a cookie given twice with different sessions', async () => {
    const [expired, other, third] = await Promise.all([
      createSignedInUser(t.app),
      createSignedInUser(t.app),
      createSignedInUser(t.app),
    ]);
    await setExpiry(expired, new Date(Date.now() - 60_000));
    expect((await me(expired.cookie)).statusCode).toBe(401);

    const [name, value] = other.cookie.split('=') as [string, string];
    const forged = `${name}=${encodeURIComponent(`${tokenOf(other)}.${'A'.repeat(43)}=`)}`;
    expect((await me(forged)).statusCode).toBe(401);

    // Two cookies of the name: whichever better-auth takes, it is one user's own, whole session.
    const twice = await me(`${name}=${value}; ${third.cookie}`);
    expect(twice.statusCode).toBe(200);
    expect([other.userId, third.userId]).toContain(twice.json().id);
  });
});
