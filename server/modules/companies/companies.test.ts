import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdsAccessSql } from '../../db/directory';
import { profiles, subscribers } from '../../db/schema/index';
import { createCompany, grantPremium, unique } from '../../../test/factories/index';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Answer = { items: { id: string; companyName: string }[]; total: number; page: number; pageSize: number };

async function directory(query: string): Promise<Answer> {
  const res = await t.app.inject({ method: 'GET', url: `/api/companies?${query}` });
  expect(res.statusCode, query).toBe(200);
  return res.json();
}
const ids = async (query: string) => (await directory(query)).items.map((i) => i.id).sort();
const sorted = (...values: string[]) => [...values].sort();

describe('who is in the directory', () => {
  it('shows profiles in the directory with a company name and an active premium or trial, no one else', async () => {
    const db = t.database.db;
    const tag = unique('liige');
    const about = { description: `Vedaja ${tag}` };
    const premium = await createCompany(db, about);
    const trial = await createCompany(db, about, { trial: true, days: 3 });
    await createCompany(db, about, { trial: true, days: -1 }); // trial over
    await createCompany(db, about, { days: -1 }); // premium over
    await createCompany(db, about, 'free');
    await createCompany(db, { ...about, showInCompanyDirectory: false });
    await createCompany(db, { ...about, companyName: '   ' });
    await createCompany(db, { ...about, companyName: null });

    const answer = await directory(`q=${tag}`);
    expect(answer.items.map((i) => i.id).sort()).toEqual(sorted(premium.profile.id, trial.profile.id));
    expect(answer.total).toBe(2);
  });
});

describe('directory filters', () => {
  it('filters by region, specialty and transport type, case-insensitively, alone and combined', async () => {
    const db = t.database.db;
    const tag = unique('filter');
    const about = { description: `Vedaja ${tag}` };
    const a = await createCompany(db, {
      ...about,
      serviceRegions: ['baltimaad', 'euroopa'],
      specialty: 'külmkast',
      transportTypes: ['poolhaagis', 'külmik'],
    });
    const b = await createCompany(db, {
      ...about,
      serviceRegions: ['eesti'],
      specialty: 'kohalik',
      transportTypes: ['kaubik'],
    });
    const c = await createCompany(db, {
      ...about,
      serviceRegions: ['Põhjamaad', 'baltimaad'],
      specialty: 'Rahvusvaheline',
      transportTypes: ['Poolhaagis'],
    });
    const base = `q=${tag}`;
    expect(await ids(base)).toEqual(sorted(a.profile.id, b.profile.id, c.profile.id));
    expect(await ids(`${base}&region=baltimaad`)).toEqual(sorted(a.profile.id, c.profile.id));
    expect(await ids(`${base}&region=${encodeURIComponent('PÕHJAMAAD')}`)).toEqual([c.profile.id]);
    expect(await ids(`${base}&specialty=${encodeURIComponent('KÜLMKAST')}`)).toEqual([a.profile.id]);
    expect(await ids(`${base}&specialty=rahvusvaheline`)).toEqual([c.profile.id]);
    expect(await ids(`${base}&transportType=POOLHAAGIS`)).toEqual(sorted(a.profile.id, c.profile.id));
    expect(await ids(`${base}&transportType=kaubik&region=eesti`)).toEqual([b.profile.id]);
    expect(
      await ids(
        `${base}&region=baltimaad&transportType=poolhaagis&specialty=${encodeURIComponent('külmkast')}`,
      ),
    ).toEqual([a.profile.id]);
    // A region is one of the list, not part of a word: "balti" is no region.
    expect(await ids(`${base}&region=balti`)).toEqual([]);
    expect(await ids(`${base}&transportType=kaubik&specialty=kohalik&region=euroopa`)).toEqual([]);
  });

  it('searches names, descriptions, types, regions and the values of regular routes, any case', async () => {
    const db = t.database.db;
    const name = unique('Saarevedu');
    const city = unique('Kuressaare');
    const frequency = unique('iganädal');
    const trailer = unique('megahaagis');
    const routed = await createCompany(db, {
      companyName: `${name} OÜ`,
      description: unique('Kirjeldus'),
      serviceRegions: ['põhjamaad'],
      transportTypes: [unique('autotransporter')],
      regularRoutes: [{ route: `${city} → Oslo`, frequency, capacity: '24 t', trailerType: trailer }],
    });
    const other = await createCompany(db, { description: `Ka ${name.toLowerCase()} sõber` });
    const id = routed.profile.id;
    expect(await ids(`q=${name.toUpperCase()}`)).toEqual(sorted(id, other.profile.id));
    expect(await ids(`q=${routed.profile.description}`)).toEqual([id]);
    expect(await ids(`q=${routed.profile.transportTypes![0]}`)).toEqual([id]);
    expect(await ids(`q=${encodeURIComponent(city.toUpperCase())}`)).toEqual([id]);
    expect(await ids(`q=${encodeURIComponent(frequency)}`)).toEqual([id]);
    expect(await ids(`q=${trailer}`)).toEqual([id]);
    expect(await ids(`q=${encodeURIComponent(`${city.slice(-6)} → oslo`)}`)).toEqual([id]);
    // Every word, in any order: the name and the route's city.
    expect(
      await ids(`q=${encodeURIComponent(`oslo ${name.split('-')[0]} ${trailer.split('-')[0]}`)}`),
    ).toEqual(expect.arrayContaining([id]));
    expect(await ids(`q=${encodeURIComponent(`oslo ${name.split('-')[0]}`)}`)).not.toContain(
      other.profile.id,
    );
  });

  it('does not match the key names of regular routes', async () => {
    const db = t.database.db;
    const tag = unique('võtmed');
    const routed = await createCompany(db, {
      description: `Vedaja ${tag}`,
      regularRoutes: [
        { route: 'Tallinn → Riia', frequency: '2x nädalas', capacity: '24 t', trailerType: 'tent' },
      ],
    });
    // The company is there, found by its own words...
    expect(await ids(`q=${tag}`)).toEqual([routed.profile.id]);
    expect(await ids(`q=riia`)).toContain(routed.profile.id);
    // ...but the jsonb's keys and punctuation are not its words.
    for (const word of ['route', 'frequency', 'capacity', 'trailerType', 'trailertype', '"route"']) {
      expect(await ids(`q=${encodeURIComponent(word)}`), word).not.toContain(routed.profile.id);
    }
    // A search with nothing to look for is refused, as in the listing feeds, not answered with all.
    const bare = await t.app.inject({ method: 'GET', url: `/api/companies?q=${encodeURIComponent('{')}` });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.message).toMatch(/vähemalt üks täht või number/);
  });

  it('matches "%" and "_" literally', async () => {
    const db = t.database.db;
    const tag = unique('protsent');
    const literal = await createCompany(db, { description: `${tag} 100%_kindel` });
    await createCompany(db, { description: `${tag} 1000 kindel` });
    expect(await ids(`q=${encodeURIComponent(`${tag} 100%_`)}`)).toEqual([literal.profile.id]);
  });
});

describe('directory paging', () => {
  it('pages in name order, any case, with the total on every page and past the end', async () => {
    const db = t.database.db;
    const tag = unique('leht');
    const names = Array.from({ length: 12 }, (_, i) =>
      // Alternating case: the order is by name whatever the case.
      i % 2
        ? `${tag} ${String.fromCharCode(97 + i)} OÜ`
        : `${tag.toUpperCase()} ${String.fromCharCode(65 + i)} OÜ`,
    );
    // Created in reverse, so that creation order is not name order.
    const created = [];
    for (const companyName of [...names].reverse()) {
      created.push((await createCompany(db, { companyName, description: tag })).profile);
    }
    const byName = [...created]
      .sort((x, y) => (x.companyName!.toLowerCase() < y.companyName!.toLowerCase() ? -1 : 1))
      .map((p) => p.id);

    const p1 = await directory(`q=${tag}&pageSize=10`);
    expect(p1).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(p1.items.map((i) => i.id)).toEqual(byName.slice(0, 10));
    const p2 = await directory(`q=${tag}&pageSize=10&page=2`);
    expect(p2).toMatchObject({ total: 12, page: 2 });
    expect(p2.items.map((i) => i.id)).toEqual(byName.slice(10));
    // Past the end: no items, and the total is still counted.
    expect(await directory(`q=${tag}&pageSize=10&page=3`)).toMatchObject({ items: [], total: 12, page: 3 });
    // The default page size is 25: everything on one page.
    expect(await directory(`q=${tag}`)).toMatchObject({ total: 12, pageSize: 25 });
    // Nothing found: an empty first page with a zero total.
    expect(await directory(`q=${unique('eiole')}`)).toMatchObject({ items: [], total: 0 });
  });

  it('refuses bad paging with 400 naming the field', async () => {
    for (const [query, field] of [
      ['pageSize=30', 'pageSize'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['pageSize=1000', 'pageSize'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/companies?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.field, query).toBe(field);
    }
  });
});

// The directory reads the owner's access from the profile (access_until, kept from subscribers by
// triggers) and, unfiltered, pages and counts in one statement off an index (decision 0032).
describe('directory access kept on the profile', () => {
  it("follows every change of the owner's subscription, whoever writes it", async () => {
    const db = t.database.db;
    const tag = unique('tellimus');
    const about = { description: `Vedaja ${tag}` };
    const listed = async () => ids(`q=${tag}`);

    // A profile made before the subscription, then one made after it.
    const later = await createCompany(db, about, 'free');
    const early = await createCompany(db, about);
    expect(await listed()).toEqual([early.profile.id]);
    await grantPremium(db, later.owner.id, { trial: true, days: 2 });
    expect(await listed()).toEqual(sorted(early.profile.id, later.profile.id));

    // Premium lapses: gone. A trial on the same row: back. The row deleted: gone.
    await db
      .update(subscribers)
      .set({ subscriptionEnd: new Date(Date.now() - 60_000) })
      .where(eq(subscribers.userId, early.owner.id));
    expect(await listed()).toEqual([later.profile.id]);
    await db
      .update(subscribers)
      .set({ isTrial: true, trialEnd: new Date(Date.now() + 86_400_000) })
      .where(eq(subscribers.userId, early.owner.id));
    expect(await listed()).toEqual(sorted(early.profile.id, later.profile.id));
    await db.delete(subscribers).where(eq(subscribers.userId, later.owner.id));
    expect(await listed()).toEqual([early.profile.id]);

    // A running subscription that ends while nothing is written: gone by time alone.
    await db
      .update(subscribers)
      .set({ isTrial: false, subscribed: true, subscriptionEnd: new Date(Date.now() + 1_500) })
      .where(eq(subscribers.userId, early.owner.id));
    expect(await listed()).toEqual([early.profile.id]);
    await new Promise((r) => setTimeout(r, 1_600));
    expect(await listed()).toEqual([]);
  });

  it('pages and counts the whole directory as the subscription rule read from subscribers does', async () => {
    const db = t.database.db;
    // A few more, so the pages below hold companies of every kind.
    await createCompany(db, { companyName: `${unique('aaa')} OÜ` });
    await createCompany(db, { companyName: `${unique('AAB')} OÜ` }, { trial: true, days: 1 });
    await createCompany(db, { companyName: `${unique('aac')} OÜ` }, { days: -1 });
    await createCompany(db, { companyName: `${unique('aad')} OÜ` }, 'free');

    // The rule as it was: the profile joined to its owner's subscription.
    const expected = (
      await db
        .select({ id: profiles.id })
        .from(profiles)
        .innerJoin(subscribers, eq(subscribers.userId, profiles.userId))
        .where(
          and(
            eq(profiles.showInCompanyDirectory, true),
            sql`trim(${profiles.companyName}) <> ''`,
            holdsAccessSql(new Date()),
          ),
        )
        .orderBy(asc(sql`lower(${profiles.companyName})`), asc(profiles.id))
    ).map((r) => r.id);
    expect(expected.length).toBeGreaterThan(10);

    const p1 = await directory('pageSize=10');
    expect(p1.total).toBe(expected.length);
    expect(p1.items.map((i) => i.id)).toEqual(expected.slice(0, 10));
    const p2 = await directory('pageSize=10&page=2');
    expect(p2.total).toBe(expected.length);
    expect(p2.items.map((i) => i.id)).toEqual(expected.slice(10, 20));
    const last = Math.ceil(expected.length / 10);
    expect((await directory(`pageSize=10&page=${last}`)).items.map((i) => i.id)).toEqual(
      expected.slice((last - 1) * 10),
    );
    expect(await directory(`pageSize=10&page=${last + 1}`)).toMatchObject({
      items: [],
      total: expected.length,
    });
  });
});
