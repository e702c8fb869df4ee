import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cargoListings, contactAccessLog, profiles } from '../../db/schema/index';
import { post } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSignedInUser, type TestUserOptions } from '../../../test/factories/users';
import { createCargo, createTransport, findCredits, inDays, unique } from '../../../test/factories/index';

type Kind = 'cargo' | 'transport' | 'company';
type Viewer = { name?: string; cookie?: string; userId?: string };

let t: TestApp;
const items = {} as Record<Kind, { id: string; values: string[]; tag: string }>;
const v = {} as Record<
  | 'visitor'
  | 'freeWith'
  | 'freeWithout'
  | 'owner'
  | 'companyOwner'
  | 'premium'
  | 'trial'
  | 'expiredTrial'
  | 'admin',
  Viewer
>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const register = async (name: string, options?: TestUserOptions): Promise<Viewer> => {
    const r = await createSignedInUser(t.app, options);
    return { name, cookie: r.cookie, userId: r.userId };
  };
  v.visitor = { name: 'visitor' };
  v.freeWith = await register('free with credits');
  v.freeWithout = await register('free without credits', { credits: { used: 3 } });
  v.owner = await register('owner');
  v.companyOwner = await register('company owner', { plan: 'premium' });
  v.premium = await register('premium', { plan: 'premium' });
  v.trial = await register('trial', { plan: 'trial', planEndsAt: inDays(5) });
  v.expiredTrial = await register('expired trial', { plan: 'trial', planEndsAt: inDays(-1) });
  v.admin = await register('admin', { role: 'admin' });

  const tag = unique('matrix');
  const listingContact = () => ({
    companyName: unique('Firma'),
    contactPerson: unique('Isik'),
    contactPhone: `+372 5${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
    contactEmail: `${unique('kontakt')}@example.test`,
    notes: tag,
  });
  const cargo = await createCargo(db, v.owner.userId!, listingContact());
  const transport = await createTransport(db, v.owner.userId!, listingContact());
  const [company] = await db
    .insert(profiles)
    .values({
      userId: v.companyOwner.userId!,
      companyName: `${unique('Vedaja')} OÜ`,
      showInCompanyDirectory: true,
      phone: `+372 6${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
      email: `${unique('vedaja')}@example.test`,
      website: `https://${unique('vedaja')}.example.test`,
      contactPerson: unique('Juhataja'),
    })
    .returning();
  items.cargo = {
    id: cargo.id,
    tag,
    values: [cargo.contactPhone!, cargo.contactEmail!, cargo.contactPerson!, cargo.companyName!],
  };
  items.transport = {
    id: transport.id,
    tag,
    values: [
      transport.contactPhone!,
      transport.contactEmail!,
      transport.contactPerson!,
      transport.companyName!,
    ],
  };
  items.company = {
    id: company!.id,
    tag: company!.companyName!,
    // The company name is public in the directory; its contact fields are not.
    values: [company!.phone!, company!.email!, company!.website!, company!.contactPerson!],
  };
});
afterAll(async () => {
  await t?.close();
});

const KINDS: Kind[] = ['cargo', 'transport', 'company'];
const headers = (viewer: Viewer) => (viewer.cookie ? { cookie: viewer.cookie } : {});
const getContact = (viewer: Viewer, kind: Kind, id = items[kind].id) =>
  t.app.inject({ method: 'GET', url: `/api/contacts/${kind}/${id}`, headers: headers(viewer) });
const unlock = (viewer: Viewer, kind: Kind, id = items[kind].id) =>
  post(t.app, `/api/contacts/${kind}/${id}/unlock`, undefined, viewer.cookie);

/** The item as the feed (or the directory) shows it to this viewer. */
async function feedItem(viewer: Viewer, kind: Kind) {
  const url =
    kind === 'company'
      ? `/api/companies?q=${encodeURIComponent(items.company.tag)}`
      : `/api/listings/${kind}?q=${items[kind].tag}`;
  const res = await t.app.inject({ method: 'GET', url, headers: headers(viewer) });
  expect(res.statusCode).toBe(200);
  const item = res.json().items.find((i: { id: string }) => i.id === items[kind].id);
  expect(item, `${kind} in the feed`).toBeDefined();
  return { item, body: res.body };
}

// The owner of a listing is `owner`; of the directory company, `companyOwner`.
const ownerOf = (kind: Kind) => (kind === 'company' ? v.companyOwner : v.owner);

describe('the access matrix before any unlock', () => {
  const expected = (): [Viewer, Kind, string][] =>
    KINDS.flatMap((kind) => [
      [v.freeWith, kind, 'locked'],
      [v.freeWithout, kind, 'locked'],
      [ownerOf(kind), kind, 'owner'],
      [v.premium, kind, 'premium'],
      [v.trial, kind, 'premium'],
      [v.expiredTrial, kind, 'locked'],
      // The admin role alone grants no contact access in the marketplace (docs/decisions/0004).
      [v.admin, kind, 'locked'],
    ]);

  it('GET contact: 401 for a visitor, 403 CONTACT_LOCKED without values for the not entitled, 200 otherwise', async () => {
    for (const kind of KINDS) {
      const res = await getContact(v.visitor, kind);
      expect(res.statusCode).toBe(401);
      for (const value of items[kind].values) expect(res.body).not.toContain(value);
    }
    for (const [viewer, kind, access] of expected()) {
      const res = await getContact(viewer, kind);
      const label = `${viewer.name} / ${kind}`;
      if (access === 'locked') {
        expect(res.statusCode, label).toBe(403);
        expect(res.json().error.code, label).toBe('CONTACT_LOCKED');
        for (const value of items[kind].values) expect(res.body, label).not.toContain(value);
      } else {
        expect(res.statusCode, label).toBe(200);
        expect(res.json().contactAccess, label).toBe(access);
        for (const value of items[kind].values) expect(res.body, label).toContain(value);
      }
    }
  });

  it("the feeds', the single listing's and the directory's contactAccess follow the same rule", async () => {
    for (const [viewer, kind, access] of [
      ...KINDS.map((kind): [Viewer, Kind, string] => [v.visitor, kind, 'locked']),
      ...expected(),
    ]) {
      const answers = [await feedItem(viewer, kind)];
      if (kind !== 'company') {
        // The single-listing answer too.
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/listings/${kind}/${items[kind].id}`,
          headers: headers(viewer),
        });
        expect(res.statusCode).toBe(200);
        answers.push({ item: res.json(), body: res.body });
      }
      for (const { item, body } of answers) {
        const label = `${viewer.name} / ${kind}`;
        expect(item.contactAccess, label).toBe(access);
        if (access === 'locked') {
          expect(item.contact, label).toBeUndefined();
          for (const value of items[kind].values) expect(body, label).not.toContain(value);
        } else {
          expect(Object.values(item.contact), label).toEqual(expect.arrayContaining(items[kind].values));
        }
      }
    }
  });
});

describe('unlocking', () => {
  it('401 for a visitor; owner, premium and trial get the contact and spend nothing', async () => {
    for (const kind of KINDS) expect((await unlock(v.visitor, kind)).statusCode).toBe(401);
    for (const [viewer, access] of [
      [v.owner, 'owner'],
      [v.premium, 'premium'],
      [v.trial, 'premium'],
    ] as const) {
      for (const kind of KINDS) {
        const res = await unlock(kind === 'company' && viewer === v.owner ? v.companyOwner : viewer, kind);
        expect(res.statusCode, `${viewer.name} / ${kind}`).toBe(200);
        const body = res.json();
        expect(body.contactAccess).toBe(access);
        expect(body.spent).toBe(false);
        expect(Object.values(body.contact)).toEqual(expect.arrayContaining(items[kind].values));
      }
      expect((await findCredits(t.database.db, viewer.userId!))?.creditsUsed ?? 0).toBe(0);
    }
    const premiumCredits = (await unlock(v.premium, 'cargo')).json().credits;
    expect(premiumCredits.unlimited).toBe(true);
  });

  it('a free user, an expired trial and an admin spend one credit per item, once; then see it everywhere', async () => {
    for (const viewer of [v.freeWith, v.expiredTrial, v.admin]) {
      for (const [n, kind] of KINDS.entries()) {
        const res = await unlock(viewer, kind);
        const label = `${viewer.name} / ${kind}`;
        expect(res.statusCode, label).toBe(200);
        const body = res.json();
        expect(body).toMatchObject({ contactAccess: 'unlocked', spent: true });
        expect(body.credits).toMatchObject({
          monthlyCredits: 3,
          creditsUsed: n + 1,
          available: 2 - n,
          unlimited: false,
        });
        expect(Object.values(body.contact)).toEqual(expect.arrayContaining(items[kind].values));
        // Again: entitled now, nothing spent.
        const again = (await unlock(viewer, kind)).json();
        expect(again).toMatchObject({ contactAccess: 'unlocked', spent: false });
        expect(again.credits.creditsUsed).toBe(n + 1);
        const read = await getContact(viewer, kind);
        expect(read.statusCode).toBe(200);
        expect(read.json().contactAccess).toBe('unlocked');
        const { item } = await feedItem(viewer, kind);
        expect(item.contactAccess).toBe('unlocked');
        expect(Object.values(item.contact)).toEqual(expect.arrayContaining(items[kind].values));
      }
      const rows = await t.database.db
        .select()
        .from(contactAccessLog)
        .where(eq(contactAccessLog.userId, viewer.userId!));
      expect(rows.map((r) => r.paymentMethod)).toEqual(['free_credit', 'free_credit', 'free_credit']);
    }
  });

  it('no credit left: 402 NO_CREDITS, no values, nothing written', async () => {
    for (const kind of KINDS) {
      const res = await unlock(v.freeWithout, kind);
      expect(res.statusCode).toBe(402);
      expect(res.json().error).toMatchObject({
        code: 'NO_CREDITS',
        message: 'Tasuta krediidid on sel kuul otsas',
      });
      for (const value of items[kind].values) expect(res.body).not.toContain(value);
      expect((await getContact(v.freeWithout, kind)).statusCode).toBe(403);
    }
    const rows = await t.database.db
      .select()
      .from(contactAccessLog)
      .where(eq(contactAccessLog.userId, v.freeWithout.userId!));
    expect(rows).toHaveLength(0);
    expect((await findCredits(t.database.db, v.freeWithout.userId!))?.creditsUsed).toBe(3);
  });

  it('404 for an unknown, deleted, paused or expired listing and a company not in the directory; 400 for a bad id', async () => {
    const db = t.database.db;
    const viewer = await createSignedInUser(t.app);
    const other = v.owner.userId!;
    const gone = [
      (await createCargo(db, other, { deletedAt: new Date() })).id,
      (await createCargo(db, other, { status: 'inactive' })).id,
      (await createCargo(db, other, { expiresAt: new Date(Date.now() - 60_000) })).id,
      '00000000-0000-4000-8000-000000000000',
    ];
    for (const id of gone) {
      for (const res of [await getContact(viewer, 'cargo', id), await unlock(viewer, 'cargo', id)]) {
        expect(res.statusCode, id).toBe(404);
        expect(res.json().error.code).toBe('LISTING_NOT_FOUND');
      }
    }
    // A profile that is not a directory company (no premium owner).
    const [hidden] = await db
      .insert(profiles)
      .values({
        userId: viewer.userId,
        companyName: 'Peidus OÜ',
        showInCompanyDirectory: true,
        phone: '+372 5555 0000',
      })
      .returning();
    const stranger = v.freeWith;
    expect((await getContact(stranger, 'company', hidden!.id)).statusCode).toBe(404);
    expect((await unlock(stranger, 'company', hidden!.id)).json().error.code).toBe('COMPANY_NOT_FOUND');
    expect((await getContact(stranger, 'lorry' as Kind, items.cargo.id)).statusCode).toBe(400);
    expect((await getContact(stranger, 'cargo', 'not-a-uuid')).statusCode).toBe(400);
    expect((await findCredits(db, viewer.userId))?.creditsUsed ?? 0).toBe(0);
  });

  it('access once granted stays: the contact of an unlocked listing still reads after it expires', async () => {
    const db = t.database.db;
    const viewer = await createSignedInUser(t.app);
    const listing = await createCargo(db, v.owner.userId!);
    expect((await unlock(viewer, 'cargo', listing.id)).json().spent).toBe(true);
    await db.update(cargoListings).set({ status: 'expired' }).where(eq(cargoListings.id, listing.id));
    const res = await getContact(viewer, 'cargo', listing.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().contact.phone).toBe(listing.contactPhone);
    // A viewer without access does not even learn that it exists.
    expect((await getContact(v.freeWith, 'cargo', listing.id)).statusCode).toBe(404);
    const logged = await db
      .select()
      .from(contactAccessLog)
      .where(and(eq(contactAccessLog.userId, viewer.userId), eq(contactAccessLog.listingId, listing.id)));
    expect(logged).toHaveLength(1);
  });
});
