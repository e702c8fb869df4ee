import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regularRoutesPageSchema, type RegularRoutesPage } from '@domain/contract/companies';
import { profiles } from '../../db/schema/index';
import { post, registerConfirmed } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/app';
import { createCompany, grantPremium, unique } from '../../../test/factories/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function routes(query: string, cookie?: string): Promise<RegularRoutesPage & { body: string }> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/companies/regular-routes?${query}`,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  // The answer is what the contract says, nothing more.
  return { ...regularRoutesPageSchema.parse(res.json()), body: res.body };
}

const route = (from: string, to: string, extra: Record<string, unknown> = {}) => ({
  route: `${from} → ${to}`,
  ...extra,
});

describe('GET /api/companies/regular-routes', () => {
  it('answers one row per route of the directory companies, in directory order, paged', async () => {
    const db = t.database.db;
    const tag = unique('liin');
    const alfa = await createCompany(db, {
      companyName: `${tag} Alfa OÜ`,
      regularRoutes: Array.from({ length: 7 }, (_, i) => route('Tallinn', `Linn${i}`)),
    });
    const beeta = await createCompany(db, {
      companyName: `${tag} Beeta OÜ`,
      regularRoutes: [
        route('Tartu', 'Riga', { frequency: ' iga päev ', capacity: '', trailerType: 'poolhaagis' }),
        // Not routes: left out, as the directory leaves them out.
        { route: '   ' },
        ...([{ frequency: 'iga nädal' }, 'Pärnu → Vilnius'] as unknown as { route: string }[]),
        ...Array.from({ length: 4 }, (_, i) => route('Tartu', `Linn${i}`)),
      ],
    });
    // Not in the directory: its routes are nobody's business here.
    await createCompany(
      db,
      { companyName: `${tag} Gamma OÜ`, regularRoutes: [route('Narva', 'Pskov')] },
      'free',
    );
    await createCompany(db, {
      companyName: `${tag} Delta OÜ`,
      showInCompanyDirectory: false,
      regularRoutes: [route('Narva', 'Pskov')],
    });

    const first = await routes(`q=${tag}&page=1&pageSize=10`);
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.items.slice(0, 7).map((r) => [r.companyId, r.routeIndex])).toEqual(
      Array.from({ length: 7 }, (_, i) => [alfa.profile.id, i]),
    );
    expect(first.items[7]).toEqual({
      companyId: beeta.profile.id,
      routeIndex: 0,
      route: 'Tartu → Riga',
      frequency: 'iga päev',
      capacity: null,
      trailerType: 'poolhaagis',
      companyName: `${tag} Beeta OÜ`,
      companyIsOwn: false,
      contactAccess: 'locked',
    });

    const second = await routes(`q=${tag}&page=2&pageSize=10`);
    expect(second).toMatchObject({ total: 12, page: 2, pageSize: 10 });
    expect(second.items.map((r) => r.route)).toEqual(['Tartu → Linn2', 'Tartu → Linn3']);
    expect((await routes(`q=${tag}&page=3&pageSize=10`)).items).toEqual([]);
    expect(second.body).not.toContain('Narva');
  });

  it('finds every word of the search, in any case, in the route, its values or the company name', async () => {
    const db = t.database.db;
    const tag = unique('otsing');
    await createCompany(db, {
      companyName: `${tag} Külmvedu OÜ`,
      regularRoutes: [
        route('Tallinn', 'Riga', { frequency: 'Iga päev', trailerType: 'külmik' }),
        route('Riga', 'Tallinn', { capacity: '20 t' }),
        route('Tartu', 'Vilnius'),
      ],
    });
    const found = async (q: string) =>
      (await routes(`q=${encodeURIComponent(`${tag} ${q}`)}&pageSize=100`)).items.map((r) => r.route);

    expect(await found('')).toHaveLength(3);
    expect(await found('TALLINN riga')).toEqual(['Tallinn → Riga', 'Riga → Tallinn']);
    expect(await found('iga päev')).toEqual(['Tallinn → Riga']);
    expect(await found('KÜLMIK')).toEqual(['Tallinn → Riga']);
    expect(await found('20 t')).toEqual(['Riga → Tallinn']);
    expect(await found('külmvedu vilnius')).toEqual(['Tartu → Vilnius']);
    expect(await found('pärnu')).toEqual([]);
    // LIKE wildcards are plain characters.
    expect(await found('ri%a')).toEqual([]);
    expect(await found('t_llinn')).toEqual([]);
    // Split as the feeds split a search: a typed route finds its two ends.
    expect(await found('tartu→vilnius')).toEqual(['Tartu → Vilnius']);
  });

  it('refuses a page size the pagination does not offer and a search without a letter or digit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/companies/regular-routes?pageSize=7' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    const blank = await t.app.inject({ method: 'GET', url: '/api/companies/regular-routes?q=%E2%86%92' });
    expect(blank.statusCode).toBe(400);
  });
});

describe('contact details in the regular-routes table', () => {
  // Planted in the company's contact fields: an answer to a viewer who is not entitled must hold none.
  const secret = () => unique('SECRET').replace(/-/g, '');
  const planted = {
    phone: `+372 ${Date.now().toString().slice(-8)}`,
    email: `${secret()}@leak.example`,
    contactPerson: secret(),
    website: `https://${secret()}.example`,
  };
  const leaks = (body: string) => Object.values(planted).filter((value) => body.includes(value));

  it('goes only to the entitled: owner, premium or trial, or who unlocked that company', async () => {
    const db = t.database.db;
    const tag = unique('kontakt');
    const company = await createCompany(db, {
      ...planted,
      companyName: `${tag} Saladus OÜ`,
      regularRoutes: [route('Tallinn', 'Helsinki'), route('Helsinki', 'Tallinn')],
    });
    const other = await createCompany(db, {
      companyName: `${tag} Teine OÜ`,
      regularRoutes: [route('Tartu', 'Riga')],
    });
    const query = `q=${tag}&pageSize=100`;

    const visitor = await routes(query);
    expect(visitor.items).toHaveLength(3);
    expect(visitor.items.every((r) => r.contactAccess === 'locked' && !('contact' in r))).toBe(true);
    expect(leaks(visitor.body)).toEqual([]);

    const free = await registerConfirmed(t.app);
    const locked = await routes(query, free.cookie);
    expect(locked.items.every((r) => r.contactAccess === 'locked' && !('contact' in r))).toBe(true);
    expect(leaks(locked.body)).toEqual([]);

    // One credit opens that company's contact on each of its routes, and no other company's.
    const unlock = await post(
      t.app,
      `/api/contacts/company/${company.profile.id}/unlock`,
      undefined,
      free.cookie,
    );
    expect(unlock.statusCode, unlock.body).toBe(200);
    const unlocked = await routes(query, free.cookie);
    for (const row of unlocked.items) {
      if (row.companyId === company.profile.id) {
        expect(row).toMatchObject({ contactAccess: 'unlocked', contact: planted });
      } else {
        expect(row.companyId).toBe(other.profile.id);
        expect(row.contactAccess).toBe('locked');
        expect(row).not.toHaveProperty('contact');
      }
    }

    const premium = await registerConfirmed(t.app);
    await grantPremium(db, premium.userId, { trial: true, days: 3 });
    const open = await routes(query, premium.cookie);
    expect(open.items.every((r) => r.contactAccess === 'premium' && r.contact !== undefined)).toBe(true);
  });

  it("shows the owner their own company's contact and marks it theirs", async () => {
    const db = t.database.db;
    const tag = unique('oma');
    const owner = await registerConfirmed(t.app);
    await grantPremium(db, owner.userId);
    // The account got its profile at sign-up; the owner fills in the company.
    await db
      .update(profiles)
      .set({
        companyName: `${tag} Oma OÜ`,
        showInCompanyDirectory: true,
        phone: planted.phone,
        regularRoutes: [route('Tallinn', 'Stockholm')],
      })
      .where(eq(profiles.userId, owner.userId));
    const [row] = (await routes(`q=${tag}`, owner.cookie)).items;
    expect(row).toMatchObject({
      companyIsOwn: true,
      contactAccess: 'owner',
      contact: { phone: planted.phone },
    });
  });
});
