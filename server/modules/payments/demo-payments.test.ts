import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cargoListings,
  contactAccessLog,
  creditTransactions,
  maintenanceSettings,
  pricingConfig,
  profiles,
} from '../../db/schema/index';
import { post } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSignedInUser } from '../../../test/factories/users';
import {
  createCargo,
  createCompany,
  createUser,
  findCredits,
  grantPremium,
  setCredits,
} from '../../../test/factories/index';

// Without Stripe keys the app runs the demo provider: its checkout page is ours, and paying there
// completes through the same fulfilment as a Stripe webhook.
let t: TestApp;
let ownerId: string;
beforeAll(async () => {
  t = await createTestApp();
  ownerId = (await createUser(t.database.db)).id;
});
afterAll(async () => {
  await t?.close();
});

type User = { cookie: string; userId: string };
async function freeUserWithoutCredits(): Promise<User> {
  return createSignedInUser(t.app, { credits: { used: 3 } });
}
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const checkout = (cookie: string | undefined, listingId: string, listingType = 'cargo') =>
  post(t.app, '/api/payments/contact-checkout', { listingType, listingId }, cookie);
const demoId = (url: string) => /^\/demo-makse\/(demo_[0-9a-f]+)$/.exec(url)?.[1] ?? '';

async function transactions(ref: string) {
  return t.database.db
    .select()
    .from(creditTransactions)
    .where(and(eq(creditTransactions.provider, 'demo'), eq(creditTransactions.providerRef, ref)));
}
async function accessRows(userId: string, listingId: string) {
  return t.database.db
    .select()
    .from(contactAccessLog)
    .where(and(eq(contactAccessLog.userId, userId), eq(contactAccessLog.listingId, listingId)));
}

describe('demo checkout', () => {
  it('checkout -> page data -> pay -> access; paying again or confirming changes nothing', async () => {
    const buyer = await freeUserWithoutCredits();
    const listing = await createCargo(t.database.db, ownerId, {
      originCity: 'Pärnu',
      destinationCity: 'Kaunas',
    });
    expect((await get(`/api/contacts/cargo/${listing.id}`, buyer.cookie)).statusCode).toBe(403);

    const started = await checkout(buyer.cookie, listing.id);
    expect(started.statusCode).toBe(200);
    const id = demoId(started.json().url);
    expect(id).not.toBe('');
    expect(await transactions(id)).toMatchObject([
      { userId: buyer.userId, status: 'pending', amount: 2, listingType: 'cargo', listingId: listing.id },
    ]);

    const page = await get(`/api/payments/demo/${id}`, buyer.cookie);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      id,
      amount: 2,
      currency: 'EUR',
      itemType: 'cargo',
      itemId: listing.id,
      status: 'pending',
    });
    expect(page.json().description).toContain('Pärnu → Kaunas');
    // The checkout page shows no contact values.
    expect(page.body).not.toContain(listing.contactPhone!);

    // Not paid yet: the return URL alone grants nothing.
    const early = await post(t.app, '/api/payments/confirm', { sessionId: id }, buyer.cookie);
    expect(early.json()).toEqual({ granted: false, itemType: 'cargo', itemId: listing.id });
    expect((await get(`/api/contacts/cargo/${listing.id}`, buyer.cookie)).statusCode).toBe(403);

    const paid = await post(t.app, `/api/payments/demo/${id}/pay`, undefined, buyer.cookie);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().redirectUrl).toBe(
      `/?payment=success&listing=${listing.id}&type=cargo&session_id=${id}`,
    );
    const contact = await get(`/api/contacts/cargo/${listing.id}`, buyer.cookie);
    expect(contact.statusCode).toBe(200);
    expect(contact.json()).toMatchObject({
      contactAccess: 'unlocked',
      contact: { phone: listing.contactPhone },
    });
    expect((await get(`/api/payments/demo/${id}`, buyer.cookie)).json().status).toBe('completed');

    expect((await post(t.app, `/api/payments/demo/${id}/pay`, undefined, buyer.cookie)).statusCode).toBe(200);
    const confirmed = await post(t.app, '/api/payments/confirm', { sessionId: id }, buyer.cookie);
    expect(confirmed.json()).toEqual({ granted: true, itemType: 'cargo', itemId: listing.id });
    expect(await transactions(id)).toMatchObject([{ status: 'completed', amount: 2 }]);
    expect((await accessRows(buyer.userId, listing.id)).map((r) => r.paymentMethod)).toEqual(['demo']);

    const cancelAfterPay = await post(t.app, `/api/payments/demo/${id}/cancel`, undefined, buyer.cookie);
    expect(cancelAfterPay.statusCode).toBe(409);
    const again = await checkout(buyer.cookie, listing.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_ENTITLED');
  });

  it('cancel -> no access, and a cancelled checkout cannot be paid', async () => {
    const buyer = await freeUserWithoutCredits();
    const listing = await createCargo(t.database.db, ownerId);
    const id = demoId((await checkout(buyer.cookie, listing.id)).json().url);
    const cancelled = await post(t.app, `/api/payments/demo/${id}/cancel`, undefined, buyer.cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().redirectUrl).toBe(`/?payment=cancelled&listing=${listing.id}&type=cargo`);
    const pay = await post(t.app, `/api/payments/demo/${id}/pay`, undefined, buyer.cookie);
    expect(pay.statusCode).toBe(409);
    expect(pay.json().error.code).toBe('PAYMENT_CANCELLED');
    expect((await get(`/api/contacts/cargo/${listing.id}`, buyer.cookie)).statusCode).toBe(403);
    expect(await transactions(id)).toMatchObject([{ status: 'failed' }]);
    expect(await accessRows(buyer.userId, listing.id)).toHaveLength(0);
    expect((await post(t.app, '/api/payments/confirm', { sessionId: id }, buyer.cookie)).json().granted).toBe(
      false,
    );
  });

  it("another user cannot read, pay, cancel or confirm someone's checkout; a visitor gets 401", async () => {
    const buyer = await freeUserWithoutCredits();
    const other = await freeUserWithoutCredits();
    const listing = await createCargo(t.database.db, ownerId);
    const id = demoId((await checkout(buyer.cookie, listing.id)).json().url);
    expect((await get(`/api/payments/demo/${id}`, other.cookie)).statusCode).toBe(404);
    for (const action of ['pay', 'cancel']) {
      expect(
        (await post(t.app, `/api/payments/demo/${id}/${action}`, undefined, other.cookie)).statusCode,
      ).toBe(404);
      expect((await post(t.app, `/api/payments/demo/${id}/${action}`, undefined)).statusCode).toBe(401);
    }
    expect((await post(t.app, '/api/payments/confirm', { sessionId: id }, other.cookie)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/payments/demo/${id}`)).statusCode).toBe(401);
    expect((await get(`/api/payments/demo/demo_unknown`, buyer.cookie)).statusCode).toBe(404);
    expect(await accessRows(other.userId, listing.id)).toHaveLength(0);
    expect(await transactions(id)).toMatchObject([{ status: 'pending' }]);
  });

  it('checkout refuses: 401 visitor, 404 unknown item, 409 owner and access holder, 400 bad body', async () => {
    const db = t.database.db;
    const owner = await createSignedInUser(t.app);
    const listing = await createCargo(db, owner.userId);
    expect((await checkout(undefined, listing.id)).statusCode).toBe(401);
    const buyer = await freeUserWithoutCredits();
    const unknown = await checkout(buyer.cookie, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect((await checkout(buyer.cookie, listing.id, 'lorry')).statusCode).toBe(400);
    expect((await checkout(buyer.cookie, 'x')).statusCode).toBe(400);
    const own = await checkout(owner.cookie, listing.id);
    expect(own.json().error.code).toBe('ALREADY_ENTITLED');
    const premium = await createSignedInUser(t.app, { plan: 'premium' });
    expect((await checkout(premium.cookie, listing.id)).json().error.code).toBe('ALREADY_ENTITLED');
    // A free user with credits left may still buy (the spec's buy button is for the out-of-credits case, the server does not insist).
    const company = await createCompany(db);
    const forCompany = await checkout(buyer.cookie, company.profile.id, 'company');
    expect(forCompany.statusCode).toBe(200);
  });

  it('charges the price in pricing_config', async () => {
    const db = t.database.db;
    await db
      .update(pricingConfig)
      .set({ configValue: 3.5 })
      .where(eq(pricingConfig.configKey, 'contact_unlock_price'));
    try {
      const buyer = await freeUserWithoutCredits();
      const listing = await createCargo(db, ownerId);
      const id = demoId((await checkout(buyer.cookie, listing.id)).json().url);
      expect((await get(`/api/payments/demo/${id}`, buyer.cookie)).json().amount).toBe(3.5);
      await post(t.app, `/api/payments/demo/${id}/pay`, undefined, buyer.cookie);
      expect(await transactions(id)).toMatchObject([{ status: 'completed', amount: 3.5 }]);
    } finally {
      await db
        .update(pricingConfig)
        .set({ configValue: 2 })
        .where(eq(pricingConfig.configKey, 'contact_unlock_price'));
    }
  });

  it('no webhook without Stripe', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('WEBHOOK_NOT_CONFIGURED');
  });

  it('starting a payment is a write: refused during maintenance', async () => {
    const db = t.database.db;
    const buyer = await freeUserWithoutCredits();
    const listing = await createCargo(db, ownerId);
    await db.update(maintenanceSettings).set({ isEnabled: true }).where(eq(maintenanceSettings.id, 1));
    t.app.invalidateMaintenanceCache();
    try {
      expect((await checkout(buyer.cookie, listing.id)).statusCode).toBe(503);
    } finally {
      await db.update(maintenanceSettings).set({ isEnabled: false }).where(eq(maintenanceSettings.id, 1));
      t.app.invalidateMaintenanceCache();
    }
  });
});

async function purchases(userId: string, listingId: string) {
  return t.database.db
    .select()
    .from(creditTransactions)
    .where(and(eq(creditTransactions.userId, userId), eq(creditTransactions.listingId, listingId)))
    .orderBy(creditTransactions.createdAt);
}
const pay = (cookie: string, id: string) => post(t.app, `/api/payments/demo/${id}/pay`, undefined, cookie);

describe('one payment per contact (demo)', () => {
  it('double and parallel starts answer the same checkout; only one payment can complete', async () => {
    const buyer = await freeUserWithoutCredits();
    const listing = await createCargo(t.database.db, ownerId);
    const first = await checkout(buyer.cookie, listing.id);
    const again = await checkout(buyer.cookie, listing.id);
    const parallel = await Promise.all([1, 2, 3, 4].map(() => checkout(buyer.cookie, listing.id)));
    const urls = [first, again, ...parallel].map((r) => r.json().url as string);
    expect(new Set(urls)).toEqual(new Set([first.json().url]));
    expect(await purchases(buyer.userId, listing.id)).toMatchObject([{ status: 'pending' }]);

    const id = demoId(first.json().url);
    expect((await pay(buyer.cookie, id)).statusCode).toBe(200);
    // Paid: the next start is refused, not a second checkout.
    expect((await checkout(buyer.cookie, listing.id)).json().error.code).toBe('ALREADY_ENTITLED');
    const rows = await purchases(buyer.userId, listing.id);
    expect(rows.map((r) => r.status)).toEqual(['completed']);
    expect(await accessRows(buyer.userId, listing.id)).toHaveLength(1);
  });

  it('Pay after a credit unlock of the same item is refused: 409, the checkout ends, nothing granted twice', async () => {
    const buyer = await createSignedInUser(t.app);
    const listing = await createCargo(t.database.db, ownerId);
    const id = demoId((await checkout(buyer.cookie, listing.id)).json().url);
    const unlock = await post(t.app, `/api/contacts/cargo/${listing.id}/unlock`, undefined, buyer.cookie);
    expect(unlock.json()).toMatchObject({ spent: true });

    const refused = await pay(buyer.cookie, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'ALREADY_ENTITLED',
      message: 'Teil on selle kontakti andmetele juba ligipääs. Makset ei tehtud.',
    });
    expect(await transactions(id)).toMatchObject([{ status: 'failed' }]);
    expect((await accessRows(buyer.userId, listing.id)).map((r) => r.paymentMethod)).toEqual(['free_credit']);
    expect((await findCredits(t.database.db, buyer.userId))?.creditsUsed).toBe(1);
    // Still refused on a second try; the confirm on return grants nothing either.
    expect((await pay(buyer.cookie, id)).statusCode).toBe(409);
    expect((await post(t.app, '/api/payments/confirm', { sessionId: id }, buyer.cookie)).json().granted).toBe(
      false,
    );
    expect(await accessRows(buyer.userId, listing.id)).toHaveLength(1);
  });

  it('Pay after premium was gained is refused and writes no access row', async () => {
    const buyer = await freeUserWithoutCredits();
    const listing = await createCargo(t.database.db, ownerId);
    const id = demoId((await checkout(buyer.cookie, listing.id)).json().url);
    await grantPremium(t.database.db, buyer.userId);
    const refused = await pay(buyer.cookie, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('ALREADY_ENTITLED');
    expect(await accessRows(buyer.userId, listing.id)).toHaveLength(0);
    expect(await transactions(id)).toMatchObject([{ status: 'failed' }]);
  });

  it('Pay for a listing its owner deleted after the checkout started is refused; no access', async () => {
    const owner = await createSignedInUser(t.app);
    const buyer = await freeUserWithoutCredits();
    const listing = await createCargo(t.database.db, owner.userId);
    const id = demoId((await checkout(buyer.cookie, listing.id)).json().url);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/listings/cargo/${listing.id}`,
      headers: { origin: 'http://localhost:3000', cookie: owner.cookie },
    });
    expect(deleted.statusCode).toBeLessThan(300);

    const refused = await pay(buyer.cookie, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'ITEM_UNAVAILABLE',
      message: 'Kuulutust või ettevõtet enam ei kuvata. Makset ei tehtud.',
    });
    expect(await transactions(id)).toMatchObject([{ status: 'failed' }]);
    expect(await accessRows(buyer.userId, listing.id)).toHaveLength(0);
  });

  it('Pay for a listing that expired, or a company that left the directory, is refused', async () => {
    const db = t.database.db;
    const buyer = await freeUserWithoutCredits();
    const listing = await createCargo(db, ownerId);
    const company = await createCompany(db);
    const forListing = demoId((await checkout(buyer.cookie, listing.id)).json().url);
    const forCompany = demoId((await checkout(buyer.cookie, company.profile.id, 'company')).json().url);
    await db
      .update(cargoListings)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(cargoListings.id, listing.id));
    await db
      .update(profiles)
      .set({ showInCompanyDirectory: false })
      .where(eq(profiles.id, company.profile.id));

    for (const [id, itemId] of [
      [forListing, listing.id],
      [forCompany, company.profile.id],
    ] as const) {
      const refused = await pay(buyer.cookie, id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('ITEM_UNAVAILABLE');
      expect(await accessRows(buyer.userId, itemId)).toHaveLength(0);
    }
  });

  it('an ended checkout cannot be paid: past its end, or replaced by a new start', async () => {
    const db = t.database.db;
    const buyer = await freeUserWithoutCredits();
    const listing = await createCargo(db, ownerId);
    const first = demoId((await checkout(buyer.cookie, listing.id)).json().url);
    // Near its end: the next start replaces it instead of answering it.
    await db
      .update(creditTransactions)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(creditTransactions.providerRef, first));
    const second = demoId((await checkout(buyer.cookie, listing.id)).json().url);
    expect(second).not.toBe(first);
    const old = await pay(buyer.cookie, first);
    expect(old.statusCode).toBe(409);
    expect(old.json().error.code).toBe('PAYMENT_CANCELLED');

    await db
      .update(creditTransactions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(creditTransactions.providerRef, second));
    const late = await pay(buyer.cookie, second);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toEqual({
      code: 'PAYMENT_EXPIRED',
      message: 'Makse aegus. Alustage ostu uuesti.',
    });
    expect((await purchases(buyer.userId, listing.id)).map((r) => r.status)).toEqual(['failed', 'failed']);
    expect(await accessRows(buyer.userId, listing.id)).toHaveLength(0);
  });

  it('Pay racing a credit unlock of the same item: exactly one of them grants, never both', async () => {
    const db = t.database.db;
    const buyer = await createSignedInUser(t.app);
    await setCredits(db, buyer.userId, { monthlyCredits: 10 });
    const listings = await Promise.all([1, 2, 3, 4, 5].map(() => createCargo(db, ownerId)));
    const ids: string[] = [];
    for (const l of listings) ids.push(demoId((await checkout(buyer.cookie, l.id)).json().url));
    const results = await Promise.all(
      listings.map(async (l, i) => {
        const [paid, unlocked] = await Promise.all([
          pay(buyer.cookie, ids[i]!),
          post(t.app, `/api/contacts/cargo/${l.id}/unlock`, undefined, buyer.cookie),
        ]);
        return { paid: paid.statusCode, spent: unlocked.json().spent as boolean };
      }),
    );
    let creditsSpent = 0;
    for (const [i, r] of results.entries()) {
      const access = await accessRows(buyer.userId, listings[i]!.id);
      expect(access).toHaveLength(1);
      const [tx] = await transactions(ids[i]!);
      // Whichever came first grants; the other takes nothing: no payment on top of a credit.
      if (r.paid === 200) {
        expect([r.spent, tx!.status, access[0]!.paymentMethod]).toEqual([false, 'completed', 'demo']);
      } else {
        expect([r.paid, r.spent, tx!.status, access[0]!.paymentMethod]).toEqual([
          409,
          true,
          'failed',
          'free_credit',
        ]);
        creditsSpent++;
      }
    }
    expect((await findCredits(db, buyer.userId))?.creditsUsed).toBe(creditsSpent);
  });
});
