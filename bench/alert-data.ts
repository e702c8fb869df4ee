import type pg from 'pg';
import { foldPlaceName } from '../domain/places';
import { LOOKUP_SEED } from '../domain/reference';

// The alert benchmarks' data (bench/alerts.ts, bench/alerts-rate.ts): access holders whose alert
// filters vary as dispatchers' do, and the values listings are made of.

export const COUNTRIES = ['eesti', 'lati', 'leedu', 'soome', 'rootsi', 'poola', 'saksamaa', 'norra', 'taani'];
export const CITIES = [
  'Tallinn',
  'Tartu',
  'Pärnu',
  'Riia',
  'Vilnius',
  'Kaunas',
  'Helsinki',
  'Stockholm',
  'Varssavi',
];
// The seeded cargo types: the values the filters and stored listings use.
export const CARGO_TYPES = LOOKUP_SEED.cargo_types;
export const TRAILERS = ['tentsõiduk', 'külmik', 'poolhaagis', 'kallur', 'tasaplatvorm', 'konteinerveo'];

// The gazetteer's countries of the values above (ISO codes), which the benchmarks load (seedPlaces).
export const PLACE_COUNTRIES = ['EE', 'LV', 'LT', 'FI', 'SE', 'PL', 'DE', 'NO', 'DK'];

export type BenchPoint = { id: number; lat: number; lon: number };

/**
 * Real places from the gazetteer (loaded first): `cities`, each of CITIES as a place (by its name
 * in any language, the biggest of that name: "Riia" is Riga), where the benchmarks' listings are;
 * `centres`, the places of 10 000 people or more in Estonia, Latvia, Lithuania and Finland and the
 * CITIES themselves, around which alert preferences draw their radii.
 */
export async function benchPlaces(db: pg.Client): Promise<{ cities: BenchPoint[]; centres: BenchPoint[] }> {
  const cities: BenchPoint[] = [];
  for (const city of CITIES) {
    const { rows } = await db.query<BenchPoint>(
      `select p.id, p.lat, p.lon from places p
       where p.id in (select place_id from place_names where name = $1) order by p.population desc limit 1`,
      [foldPlaceName(city)],
    );
    if (!rows[0]) throw new Error(`${city} is not in the gazetteer: load it first (seedPlaces)`);
    cities.push(rows[0]);
  }
  const { rows: towns } = await db.query<BenchPoint>(
    `select id, lat, lon from places where country in ('EE', 'LV', 'LT', 'FI') and population >= 10000
     order by id`,
  );
  const centres = [...cities, ...towns.filter((town) => !cities.some((c) => c.id === town.id))];
  return { cities, centres };
}

/** SQL: the `n`th value of `list` (an SQL integer expression, from 0, wrapping round). */
const nth = (list: readonly (string | number)[], n: string) =>
  `(array[${list.join(',')}])[1 + (${n}) % ${list.length}]`;

/** SQL: `share` of rows get one or two values of `list` (picked by the row number), others none. */
const someOf = (list: readonly string[], share: number, salt: number) => `
  case when (hashint4(i + ${salt}) & 1023) < ${Math.round(share * 1024)}
    then (array[${list.map((v) => `'${v}'`).join(',')}])[1 + (hashint4(i + ${salt + 1}) & 2147483647) % ${list.length}:
      1 + (hashint4(i + ${salt + 1}) & 2147483647) % ${list.length} + (hashint4(i + ${salt + 2}) & 1)]
  end`;
const maybe = (share: number, salt: number, value: string) =>
  `case when (hashint4(i + ${salt}) & 1023) < ${Math.round(share * 1024)} then ${value} end`;

// The radii people draw round a place, in km (a place alone is 100: RADIUS_KM.default).
const RADII = [25, 50, 100, 100, 100, 150, 200, 300];

/**
 * `near` (benchPlaces' centres): `nearShare` of the preferences get "within N km of a place" on a
 * route's end (half of them the pickup's, a quarter the delivery's, a quarter both), round one of
 * the centres; such an end names no countries, which the radius says instead. Without `near`, no
 * preference has a radius.
 */
export async function seedPreferences(
  db: pg.Client,
  count: number,
  { near = [], nearShare = 0.3 }: { near?: readonly BenchPoint[]; nearShare?: number } = {},
) {
  const share = near.length > 0 ? Math.round(nearShare * 1024) : 0;
  // Per row: a bucket under `share` has a radius; its lower half the pickup only, the next quarter
  // the delivery only, the top quarter both.
  const bucket = '(hashint4(i + 100) & 1023)';
  const hasOrigin = `${bucket} < ${Math.round(share * 0.5)} or ${bucket} between ${Math.round(share * 0.75)} and ${share - 1}`;
  const hasDestination = `${bucket} between ${Math.round(share * 0.5)} and ${share - 1}`;
  const centre = (salt: number) => `(hashint4(i + ${salt}) & 2147483647)`;
  const nearColumns = (has: string, salt: number) => {
    if (near.length === 0) return 'null, null, null, null';
    const when = (value: string) => `case when ${has} then ${value} end`;
    const ofCentre = (values: readonly number[]) => when(nth(values, centre(salt)));
    return [
      ofCentre(near.map((p) => p.id)),
      ofCentre(near.map((p) => p.lat)),
      ofCentre(near.map((p) => p.lon)),
      when(nth(RADII, centre(salt + 1))),
    ].join(', ');
  };
  const unless = (has: string, value: string) =>
    near.length === 0 ? value : `case when not (${has}) then ${value} end`;
  await db.query(`
    insert into users (id, name, email, email_verified, created_at, updated_at)
    select 'alert-' || i, 'Dispetšer ' || i, 'dispetser' || i || '@bench.test', true, now(), now()
    from generate_series(1, ${count}) as i`);
  await db.query(`
    insert into subscribers (user_id, subscribed, subscription_tier, subscription_end)
    select 'alert-' || i, true, 'Premium', now() + interval '30 days' from generate_series(1, ${count}) as i`);
  await db.query(`
    insert into notification_preferences (user_id, is_enabled, frequency, cargo_notifications,
      transport_notifications, cargo_origin_countries, cargo_destination_countries, cargo_types,
      cargo_origin_cities, cargo_min_weight, cargo_max_weight, cargo_pickup_date_from, cargo_pickup_date_to,
      transport_origin_countries, transport_destination_countries, transport_trailer_types,
      transport_min_capacity, transport_available_date_from,
      origin_near, origin_lat, origin_lon, origin_radius_km,
      destination_near, destination_lat, destination_lon, destination_radius_km)
    select 'alert-' || i, true,
      case when (hashint4(i) & 1023) < 717 then 'instant' when (hashint4(i) & 1023) < 922 then 'daily' else 'hourly' end,
      (hashint4(i + 1) & 1023) < 820, (hashint4(i + 2) & 1023) < 615,
      ${unless(hasOrigin, someOf(COUNTRIES, 0.9, 10))}, ${unless(hasDestination, someOf(COUNTRIES, 0.85, 20))},
      ${someOf(CARGO_TYPES, 0.5, 30)},
      ${someOf(CITIES, 0.25, 40)},
      ${maybe(0.3, 50, '500 + (hashint4(i + 51) & 4095)')}, ${maybe(0.2, 52, '10000 + (hashint4(i + 53) & 16383)')},
      ${maybe(0.1, 54, 'current_date')}, ${maybe(0.1, 54, 'current_date + 14')},
      ${unless(hasOrigin, someOf(COUNTRIES, 0.9, 60))}, ${unless(hasDestination, someOf(COUNTRIES, 0.85, 70))},
      ${someOf(TRAILERS, 0.5, 80)},
      ${maybe(0.3, 90, '1 + (hashint4(i + 91) & 15)')}, ${maybe(0.1, 92, 'current_date')},
      ${nearColumns(hasOrigin, 110)}, ${nearColumns(hasDestination, 120)}
    from generate_series(1, ${count}) as i`);
  await db.query('analyze users; analyze subscribers; analyze notification_preferences');
}
