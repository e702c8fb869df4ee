import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createCompany, unique } from '../../../test/factories/index';
import { listingApi, type ApiUser } from '../../../test/factories/listing-api';
import { createSignedInUser } from '../../../test/factories/users';
import { cargoListings, contactAccessLog } from '../../db/schema/index';

// Issue 30, item 7: "Minu kontaktid": every contact a user opened or paid for, as it was, also after
// the listing changed, expired or was deleted; searchable; never another user's.
let t: TestApp;
let owner: ApiUser;
const { call, publish } = listingApi(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  owner = await createSignedInUser(t.app);
});
afterAll(async () => {
  await t.close();
});

type Opened = {
  type: string;
  id: string;
  method: string;
  state: string | null;
  originCity: string | null;
  title: string | null;
  contact: { phone: string | null; companyName: string | null; website: string | null };
};
const mine = async (user: ApiUser, query = '') => {
  const res = await call('GET', `/api/me/contacts${query}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Opened[]; total: number; page: number; pageSize: number };
};
const unlock = async (user: ApiUser, type: string, id: string) => {
  const res = await call('POST', `/api/contacts/${type}/${id}/unlock`, user);
  expect(res.statusCode, res.body).toBe(200);
};

describe('my contacts', () => {
  it('needs a session', async () => {
    expect((await call('GET', '/api/me/contacts')).statusCode).toBe(401);
  });

  it('lists the opened contacts the latest first, as they were, after an edit and a deletion too', async () => {
    const user = await createSignedInUser(t.app);
    const city = unique('Kontakt');
    const first = await publish(owner, 'cargo', { originCity: city, contactPhone: '+372 5111 0001' });
    const second = await publish(owner, 'transport', { originCity: city, contactPhone: '+372 5111 0002' });
    await unlock(user, 'cargo', first.id);
    await unlock(user, 'transport', second.id);

    // The owner changes the phone, then deletes the listing: the list keeps what was opened.
    expect(
      (await call('PATCH', `/api/listings/cargo/${first.id}`, owner, { contactPhone: '+372 5999 9999' }))
        .statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/api/listings/cargo/${first.id}`, owner)).statusCode).toBe(204);

    const page = await mine(user);
    expect(page.total).toBe(2);
    expect(page.items.map((i) => i.id)).toEqual([second.id, first.id]);
    expect(page.items[1]).toMatchObject({
      type: 'cargo',
      method: 'free_credit',
      state: 'deleted',
      originCity: city,
      title: 'masinad',
      contact: { phone: '+372 5111 0001', companyName: 'Test Vedu OÜ' },
    });
    expect(page.items[0]).toMatchObject({
      type: 'transport',
      state: 'live',
      contact: { phone: '+372 5111 0002' },
    });
  });

  it('keeps an expired listing’s contact, and a company’s', async () => {
    const user = await createSignedInUser(t.app);
    const listing = await publish(owner, 'cargo', { contactPhone: '+372 5222 0001' });
    await unlock(user, 'cargo', listing.id);
    await t.database.db
      .update(cargoListings)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(cargoListings.id, listing.id));
    const company = await createCompany(t.database.db, {
      website: 'https://vedaja.example',
      phone: '+372 5333 0001',
    });
    await unlock(user, 'company', company.profile.id);

    const items = (await mine(user)).items;
    expect(items[0]).toMatchObject({
      type: 'company',
      state: null,
      originCity: null,
      contact: { phone: '+372 5333 0001', website: 'https://vedaja.example' },
    });
    expect(items[1]).toMatchObject({ state: 'expired', contact: { phone: '+372 5222 0001' } });
  });

  it('finds by any word of the item, case ignored, and pages', async () => {
    const user = await createSignedInUser(t.app, { credits: { monthly: 20 } });
    const tag = unique('Otsing');
    const found = await publish(owner, 'cargo', { destinationCity: tag });
    await unlock(user, 'cargo', found.id);
    for (let i = 0; i < 11; i++) await unlock(user, 'cargo', (await publish(owner, 'cargo')).id);
    expect((await mine(user, `?q=${tag.toLowerCase()}`)).items.map((i) => i.id)).toEqual([found.id]);
    expect((await mine(user, '?q=5555%201234')).total).toBe(12);
    // The keys of what is stored are no words of the item.
    expect((await mine(user, '?q=phone')).total).toBe(0);
    expect((await mine(user, '?q=%25')).total).toBe(0);
    const second = await mine(user, '?page=2&pageSize=10');
    expect(second).toMatchObject({ total: 12, page: 2 });
    expect(second.items).toHaveLength(2);
    expect((await call('GET', `/api/me/contacts?q=${'x'.repeat(101)}`, user)).statusCode).toBe(400);
  });

  it('never lists another user’s contacts, nor the ones the user sees without opening them', async () => {
    const opener = await createSignedInUser(t.app);
    const other = await createSignedInUser(t.app);
    const premium = await createSignedInUser(t.app, { plan: 'premium' });
    const listing = await publish(owner, 'cargo', { contactPhone: '+372 5444 0001' });
    await unlock(opener, 'cargo', listing.id);
    for (const user of [other, premium, owner]) {
      const body = JSON.stringify(await mine(user));
      expect(body).not.toContain(listing.id);
      expect(body).not.toContain('5444 0001');
    }
    // A grant written by hand (an admin's, a payment's) gets its snapshot from the row the same way.
    await t.database.db
      .insert(contactAccessLog)
      .values({ userId: other.userId, listingType: 'cargo', listingId: listing.id, paymentMethod: 'admin' });
    expect((await mine(other)).items[0]).toMatchObject({
      method: 'admin',
      contact: { phone: '+372 5444 0001' },
    });
  });
});
