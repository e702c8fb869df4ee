import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCargo, createUser, unique } from '../../../test/factories/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { readSort, type CargoFilters, type SortValue } from '@domain/feeds';
import { queryRows } from '../../db/client';
import { cargoListings } from '../../db/schema/index';
import { feedOrder } from './feed-order';
import { cargoConditions } from './listings.repository';

// The feeds' order is newest first; urgent cargo is marked, not pinned (docs/decisions/0049). The
// page is still read in index order, without sorting the matches, whatever the filters.
let t: TestApp;
let ownerId: string;
beforeAll(async () => {
  t = await createTestApp();
  ownerId = (await createUser(t.database.db)).id;
});
afterAll(async () => {
  await t.close();
});

const hours = (h: number) => new Date(Date.now() + h * 3_600_000);
async function ids(url: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json().items.map((i: { id: string }) => i.id);
}

describe('the cargo feed order', () => {
  it('is newest first, an urgent load among the others by its time (a search)', async () => {
    const db = t.database.db;
    const tag = unique('order');
    const old = await createCargo(db, ownerId, { notes: tag, createdAt: hours(-5) });
    const urgentOld = await createCargo(db, ownerId, { notes: tag, isUrgent: true, createdAt: hours(-10) });
    const urgentNew = await createCargo(db, ownerId, { notes: tag, isUrgent: true, createdAt: hours(-3) });
    const fresh = await createCargo(db, ownerId, { notes: tag, createdAt: hours(-1) });
    expect(await ids(`/api/listings/cargo?q=${tag}`)).toEqual([fresh.id, urgentNew.id, old.id, urgentOld.id]);
    // "Ainult kiired veod" keeps the same order among the urgent ones.
    expect(await ids(`/api/listings/cargo?q=${tag}&urgent=true`)).toEqual([urgentNew.id, urgentOld.id]);
  });

  it('puts a new ordinary listing at the top of the unfiltered feed, above older urgent ones', async () => {
    const db = t.database.db;
    await createCargo(db, ownerId, { isUrgent: true, createdAt: hours(-2) });
    const fresh = await createCargo(db, ownerId, { createdAt: hours(0.01) });
    const [first] = await ids('/api/listings/cargo');
    expect(first).toBe(fresh.id);
  });
});

type PlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] };
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/** The plan of one feed page's ids with sequential scans, bitmaps and sorts made a last resort. */
async function pagePlan(filters: CargoFilters, sort?: SortValue): Promise<PlanNode[]> {
  const { where } = cargoConditions(filters, new Date());
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    const query = feedOrder(cargoListings, readSort(sort)).pageIds(where, { limit: 26, offset: 0 });
    const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(tx, sql`explain (format json) ${query}`);
    const plan = row?.['QUERY PLAN'];
    const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: PlanNode }];
    return nodes(parsed[0].Plan);
  });
}

describe('the cargo feed page is read in index order', () => {
  // Which index serves a combination depends on the table's statistics; any of these gives the order.
  // On a table of a few rows and no statistics every index costs the same, and the planner keeps the
  // most recently created one (the feed index since it carries the coordinates, migration 0036), so
  // the table first gets listings of several types and routes, and statistics.
  beforeAll(async () => {
    await t.database.db.execute(sql`
      insert into cargo_listings (user_id, origin_city, origin_country, destination_city, destination_country,
        cargo_type, status, expires_at, created_at)
      select ${ownerId}, 'A', (array['eesti', 'lati', 'soome', 'leedu', 'poola'])[1 + i % 5], 'B',
        (array['eesti', 'lati', 'soome', 'leedu', 'poola'])[1 + (i / 5) % 5],
        (array['muu', 'masinad', 'toit', 'ehitus'])[1 + i % 4], 'active', now() + interval '7 days',
        now() - i * interval '1 minute'
      from generate_series(1, 400) i`);
    await t.database.db.execute(sql`analyze cargo_listings`);
  });
  const cases: [string, CargoFilters, string[]][] = [
    ['no filter', {}, ['cargo_feed_idx']],
    ['urgent only', { urgent: true }, ['cargo_urgent_idx']],
    ['a cargo type', { cargoType: 'masinad' }, ['cargo_type_idx']],
    ['a destination', { destinationCountry: 'soome' }, ['cargo_destination_idx']],
    [
      'a route and a type',
      { originCountry: 'eesti', destinationCountry: 'lati', cargoType: 'masinad' },
      ['cargo_route_idx', 'cargo_type_idx', 'cargo_destination_idx'],
    ],
    ['urgent and a type', { urgent: true, cargoType: 'masinad' }, ['cargo_urgent_idx', 'cargo_type_idx']],
  ];
  for (const [name, filters, indexNames] of cases) {
    it(`${name}: ${indexNames.join(' or ')}, no sort`, async () => {
      const plan = await pagePlan(filters);
      expect(plan.map((n) => n['Node Type'])).not.toContain('Sort');
      const used = plan.map((n) => n['Index Name']).filter(Boolean);
      expect(
        used.some((index) => indexNames.includes(index!)),
        `used ${used.join(', ')}`,
      ).toBe(true);
    });
  }
});

describe('each order walks an index of its own (decision 0075)', () => {
  // The outer sort of a nullable order's two short branches (those with the value, those without)
  // sorts at most two pages; neither branch sorts the matches.
  const cases: [SortValue, string][] = [
    ['-newest', 'cargo_feed_idx'],
    ['price', 'cargo_price_sort_idx'],
    ['-price', 'cargo_price_sort_idx'],
    ['pricePerKm', 'cargo_price_km_sort_idx'],
    ['pickupDate', 'cargo_pickup_sort_idx'],
    ['-weight', 'cargo_weight_idx'],
    ['freshness', 'cargo_confirmed_sort_idx'],
    ['-freshness', 'cargo_confirmed_sort_idx'],
  ];
  for (const [sort, index] of cases) {
    it(`sort=${sort}: ${index}`, async () => {
      const plan = await pagePlan({}, sort);
      const used = plan.map((n) => n['Index Name']).filter(Boolean);
      expect(used, `used ${used.join(', ')}`).toContain(index);
      const sorts = plan.filter((n) => n['Node Type'] === 'Sort').length;
      expect(sorts).toBeLessThanOrEqual(1);
    });
  }
  it('an order with a country filter still walks its index', async () => {
    const plan = await pagePlan({ originCountry: 'eesti' }, '-price');
    expect(plan.map((n) => n['Index Name'])).toContain('cargo_price_sort_idx');
  });
});
