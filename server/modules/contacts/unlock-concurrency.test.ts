import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactAccessLog } from '../../db/schema/index';
import { ORIGIN } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSignedInUser } from '../../../test/factories/users';
import { createCargo, createUser, findCredits, setCredits } from '../../../test/factories/index';

// Parallel unlocks over real HTTP connections, so the requests really overlap in the database
// (run on PostgreSQL with DATABASE_URL for true concurrency; PGlite serialises them).
let t: TestApp;
let url: string;
let ownerId: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  ownerId = (await createUser(t.database.db)).id;
});
afterAll(async () => {
  await t?.close();
});

async function unlockOverHttp(cookie: string, id: string) {
  const res = await fetch(`${url}/api/contacts/cargo/${id}/unlock`, {
    method: 'POST',
    headers: { cookie, origin: ORIGIN },
  });
  return { status: res.status, body: (await res.json()) as { spent?: boolean; error?: { code: string } } };
}

async function accessRows(userId: string) {
  return t.database.db.select().from(contactAccessLog).where(eq(contactAccessLog.userId, userId));
}

describe('parallel unlocks', () => {
  it('20 parallel unlocks of different listings with one credit left: exactly one succeeds', async () => {
    const db = t.database.db;
    const user = await createSignedInUser(t.app);
    await setCredits(db, user.userId, { creditsUsed: 2 });
    const listings = await Promise.all(Array.from({ length: 20 }, () => createCargo(db, ownerId)));
    const results = await Promise.all(listings.map((l) => unlockOverHttp(user.cookie, l.id)));
    const successes = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 402);
    const credits = await findCredits(db, user.userId);
    const spent = credits!.creditsUsed - 2;
    console.log(
      `[${t.database.kind}] different listings: attempts ${results.length}, successes ${successes.length}, ` +
        `refused (402 NO_CREDITS) ${refused.length}, credits spent ${spent}`,
    );
    expect(successes).toHaveLength(1);
    expect(refused).toHaveLength(19);
    expect(refused.every((r) => r.body.error?.code === 'NO_CREDITS')).toBe(true);
    expect(credits!.creditsUsed).toBe(3);
    expect(spent).toBe(1);
    expect(await accessRows(user.userId)).toHaveLength(1);
  });

  it('10 parallel unlocks of one listing: all answer the contact, one credit is spent', async () => {
    const db = t.database.db;
    const user = await createSignedInUser(t.app);
    const listing = await createCargo(db, ownerId);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => unlockOverHttp(user.cookie, listing.id)),
    );
    const successes = results.filter((r) => r.status === 200);
    const spentFlags = results.filter((r) => r.body.spent === true);
    const credits = await findCredits(db, user.userId);
    console.log(
      `[${t.database.kind}] one listing: attempts ${results.length}, successes ${successes.length}, ` +
        `answers with spent=true ${spentFlags.length}, credits spent ${credits!.creditsUsed}`,
    );
    expect(successes).toHaveLength(10);
    expect(spentFlags).toHaveLength(1);
    expect(credits!.creditsUsed).toBe(1);
    const rows = await db
      .select()
      .from(contactAccessLog)
      .where(and(eq(contactAccessLog.userId, user.userId), eq(contactAccessLog.listingId, listing.id)));
    expect(rows).toHaveLength(1);
  });

  it('the database refuses to spend past the month even if the code tried', async () => {
    const db = t.database.db;
    const user = await createUser(db);
    await setCredits(db, user.id, { creditsUsed: 3 });
    await expect(setCredits(db, user.id, { creditsUsed: 4 })).rejects.toThrow();
    expect((await findCredits(db, user.id))!.creditsUsed).toBe(3);
  });
});
