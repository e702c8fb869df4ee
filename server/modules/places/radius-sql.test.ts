import { asc, sql } from 'drizzle-orm';
import { doublePrecision, integer, pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { greatCircleKm } from '@domain/places';
import { queryRows } from '../../db/client';
import { openTestDatabase, type TestDatabase } from '../../../test/database';
import { distanceKmSql, withinRadius } from './radius-sql';
import { pointAt } from '../../../test/sphere';

// A table of points of its own: the radius SQL reads any two columns of a position.
const points = pgTable('radius_sql_test_points', {
  id: integer('id').primaryKey(),
  lat: doublePrecision('lat'),
  lon: doublePrecision('lon'),
});

const TALLINN = { lat: 59.43696, lon: 24.75353 };
const ANADYR = { lat: 64.73, lon: 177.5 }; // 300 km reach past the antimeridian
const NEAR_POLE = { lat: 89.6, lon: 40 }; // 100 km hold the North Pole
const CENTRES = [
  { ...TALLINN, radiusKm: 100 },
  { ...ANADYR, radiusKm: 300 },
  { ...NEAR_POLE, radiusKm: 100 },
  { lat: -45, lon: -179.9, radiusKm: 50 },
];

let database: TestDatabase;
const all: { id: number; lat: number | null; lon: number | null }[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(
    sql`create table radius_sql_test_points (id integer primary key, lat double precision, lon double precision)`,
  );
  // Around every centre: points inside, just inside, just outside and well outside its radius.
  for (const centre of CENTRES)
    for (const share of [0, 0.5, 0.99, 0.999, 1.001, 1.01, 1.5])
      for (let bearing = 0; bearing < 360; bearing += 30)
        all.push({ id: all.length + 1, ...pointAt(centre, centre.radiusKm * share, bearing) });
  all.push({ id: all.length + 1, lat: null, lon: null });
  await database.db.insert(points).values(all);
});

afterAll(async () => {
  await database.close();
});

describe('the radius SQL', () => {
  it('measures the distance greatCircleKm measures', async () => {
    for (const centre of CENTRES) {
      const rows = await database.db
        .select({ id: points.id, km: distanceKmSql(points.lat, points.lon, centre).mapWith(Number) })
        .from(points)
        .where(sql`${points.lat} is not null`)
        .orderBy(asc(points.id));
      for (const row of rows) {
        const p = all[row.id - 1]!;
        expect(row.km).toBeCloseTo(greatCircleKm(centre, { lat: p.lat!, lon: p.lon! }), 6);
      }
    }
  });

  it('keeps exactly the points within the radius, across the antimeridian and over a pole', async () => {
    for (const centre of CENTRES) {
      const rows = await database.db
        .select({ id: points.id })
        .from(points)
        .where(withinRadius(points.lat, points.lon, centre))
        .orderBy(asc(points.id));
      const expected = all
        .filter(
          (p) => p.lat !== null && greatCircleKm(centre, { lat: p.lat, lon: p.lon! }) <= centre.radiusKm,
        )
        .map((p) => p.id);
      expect(rows.map((r) => r.id)).toEqual(expected);
      // At least each centre's own rings at 0 %, 50 %, 99 % and 99.9 % of the radius.
      expect(expected.length).toBeGreaterThanOrEqual(4 * 12);
    }
    // Anadyr's circle reaches east of the antimeridian, and the pole's every longitude.
    const anadyr = await database.db
      .select({ lon: points.lon })
      .from(points)
      .where(withinRadius(points.lat, points.lon, CENTRES[1]!));
    expect(anadyr.some((p) => p.lon! < -170)).toBe(true);
    expect(anadyr.some((p) => p.lon! > 170)).toBe(true);
    const pole = await database.db
      .select({ lon: points.lon })
      .from(points)
      .where(withinRadius(points.lat, points.lon, CENTRES[2]!));
    expect(pole.some((p) => Math.abs(p.lon! - NEAR_POLE.lon) > 90)).toBe(true);
  });

  it('leaves the estimate of how many rows are near to the box, not a third of it', async () => {
    // A thousand points within 60 km of Tallinn, two thousand as far south on its meridian: the box
    // of Tallinn's 100 km holds the thousand, all of them in its circle. PostgreSQL estimates the box from the
    // columns' statistics; an inequality on the distance, which it cannot estimate, it took for a
    // third of the rows, and a radius on both ends for a ninth (bench/README.md, "Radius kinds").
    const SOUTH = { lat: TALLINN.lat - 10, lon: TALLINN.lon };
    await database.db.execute(
      sql`create table radius_sql_estimate_points (id integer primary key, lat double precision, lon double precision)`,
    );
    const rows = Array.from({ length: 3000 }, (_, i) => ({
      id: i + 1,
      ...pointAt(i < 1000 ? TALLINN : SOUTH, 1 + (i % 60), (i * 37) % 360),
    }));
    const estimated = pgTable('radius_sql_estimate_points', {
      id: integer('id').primaryKey(),
      lat: doublePrecision('lat'),
      lon: doublePrecision('lon'),
    });
    await database.db.insert(estimated).values(rows);
    await database.db.execute(sql`analyze radius_sql_estimate_points`);
    const near = withinRadius(estimated.lat, estimated.lon, { ...TALLINN, radiusKm: 100 });
    const [found] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(estimated)
      .where(near);
    expect(found!.n).toBe(1000);
    const [plan] = await queryRows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
      database.db,
      sql`explain (format json) select id from radius_sql_estimate_points where ${near}`,
    );
    const planRows = plan!['QUERY PLAN'][0].Plan['Plan Rows'];
    expect(planRows).toBeGreaterThan(700);
    expect(planRows).toBeLessThan(1300);
  });
});
