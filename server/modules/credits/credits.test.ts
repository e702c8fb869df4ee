import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tallinnMonthStart } from '@domain/credits';
import { userCredits } from '../../db/schema/index';
import { post } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSignedInUser } from '../../../test/factories/users';
import { createCargo, createUser, findCredits, inDays, setCredits } from '../../../test/factories/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const getCredits = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/me/credits', headers: cookie ? { cookie } : {} });

describe('GET /api/me/credits', () => {
  it('401 without a session', async () => {
    expect((await getCredits()).statusCode).toBe(401);
  });

  it('creates the row on first use (3 a month, none used), once even when asked in parallel', async () => {
    const user = await createSignedInUser(t.app);
    await t.database.db.delete(userCredits).where(eq(userCredits.userId, user.userId));
    const answers = await Promise.all(Array.from({ length: 5 }, () => getCredits(user.cookie)));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ monthlyCredits: 3, creditsUsed: 0, available: 3, unlimited: false });
      expect(Number.isNaN(Date.parse(res.json().lastResetDate))).toBe(false);
    }
    const rows = await t.database.db.select().from(userCredits).where(eq(userCredits.userId, user.userId));
    expect(rows).toHaveLength(1);
  });

  it('resets used to 0 on first use in a new Tallinn month, and only then', async () => {
    const db = t.database.db;
    const user = await createSignedInUser(t.app);
    const monthStart = tallinnMonthStart();

    // Last reset one second before this Tallinn month began: reset.
    await setCredits(db, user.userId, {
      creditsUsed: 3,
      lastResetDate: new Date(monthStart.getTime() - 1000),
    });
    const reset = (await getCredits(user.cookie)).json();
    expect(reset).toMatchObject({ creditsUsed: 0, available: 3 });
    expect(Date.parse(reset.lastResetDate)).toBeGreaterThanOrEqual(monthStart.getTime());

    // Reset at the very start of this month (in UTC still the previous month's last day, or
    // hour): the same Tallinn month, so no reset.
    for (const at of [monthStart, new Date(monthStart.getTime() + 3_600_000)]) {
      if (at.getTime() > Date.now()) continue;
      await setCredits(db, user.userId, { creditsUsed: 2, lastResetDate: at });
      expect((await getCredits(user.cookie)).json()).toMatchObject({ creditsUsed: 2, available: 1 });
    }
  });

  it('an unlock in a new month spends from the fresh credits', async () => {
    const db = t.database.db;
    const user = await createSignedInUser(t.app);
    const owner = await createUser(db);
    const listing = await createCargo(db, owner.id);
    await setCredits(db, user.userId, {
      creditsUsed: 3,
      lastResetDate: new Date(tallinnMonthStart().getTime() - 86_400_000),
    });
    const res = await post(t.app, `/api/contacts/cargo/${listing.id}/unlock`, undefined, user.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ spent: true, credits: { creditsUsed: 1, available: 2 } });
    expect((await findCredits(db, user.userId))!.creditsUsed).toBe(1);
  });

  it('access holders are unlimited', async () => {
    const premium = await createSignedInUser(t.app, { plan: 'premium' });
    expect((await getCredits(premium.cookie)).json().unlimited).toBe(true);
    const trial = await createSignedInUser(t.app, { plan: 'trial', planEndsAt: inDays(3) });
    expect((await getCredits(trial.cookie)).json().unlimited).toBe(true);
    const expired = await createSignedInUser(t.app, { plan: 'trial', planEndsAt: inDays(-1) });
    expect((await getCredits(expired.cookie)).json().unlimited).toBe(false);
  });
});
