/**
 * Alerts at scale: `npm run bench:alerts [-- --preferences 100000 --listings 200 --rounds 20
 * --near-share 0.3 --explain]`.
 *
 * On a throwaway PostgreSQL database (as bench/feed.ts makes one; BENCH_DATABASE_URL to use a given
 * one), with the gazetteer of the nine countries loaded and `--preferences` access holders whose
 * alert filters vary as dispatchers' do: nine in ten name one or two of nine origin countries and
 * most name destinations, half a cargo type or trailer type, a quarter a city, some weight and
 * capacity ranges and date windows; `--near-share` of them (30 %) "within N km of a place" (25 to
 * 300 km round a real place) on the pickup, the delivery or both, naming no countries on that end;
 * 70 % instant, 20 % daily, 10 % hourly. The listings are at real places (located, as a publish
 * locates them). A listing matches about 1 in 100 of them (printed):
 *
 * 1. publish: the publish request's time with no preferences stored and with all of them (the
 *    matching is not in the request, so the two should be alike);
 * 2. match: one new listing matched against every preference (modules/alerts/matching.ts: the
 *    matches written and the deliveries scheduled), for `--listings` cargo and as many transport
 *    listings; and the same listing once more, when every match exists: the finding alone. Target
 *    p95 under 50 ms;
 * 3. end to end: a listing published through the API until the instant alert of a subscriber it
 *    matches is a row in the mail outbox, with the job worker as it runs in the server (woken by
 *    NOTIFY); target under 2 s. Each round starts with an idle queue.
 *
 * Prints p50 and p95 in milliseconds; `--explain` also the plan of finding one cargo listing's
 * preferences (modules/alerts/matching.ts: the radius part on the GiST indexes, the rest on the GIN).
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, queryRows } from '../server/db/client';
import { runSeeds } from '../server/db/seeds/index';
import { seedPlaces } from '../server/db/seeds/places';
import { matchItem, matchStatement } from '../server/modules/alerts/matching';
import { createTestUser } from '../server/modules/dev/test-users.service';
import {
  benchPlaces,
  CARGO_TYPES,
  CITIES,
  COUNTRIES,
  PLACE_COUNTRIES,
  seedPreferences,
  TRAILERS,
  type BenchPoint,
} from './alert-data';
import { benchDatabase } from './database';
import { percentile } from './feed/load';

const { values: args } = parseArgs({
  options: {
    preferences: { type: 'string', default: '100000' },
    listings: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '20' },
    'near-share': { type: 'string', default: '0.3' },
    explain: { type: 'boolean', default: false },
  },
});
const PREFERENCES = Number(args.preferences);
const LISTINGS = Number(args.listings);
const ROUNDS = Number(args.rounds);
const NEAR_SHARE = Number(args['near-share']);

const log = (line = '') => process.stdout.write(`${line}\n`);

function summary(name: string, times: number[], extra = ''): string {
  const sorted = [...times].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50).toFixed(1);
  const p95 = percentile(sorted, 95).toFixed(1);
  return `${name.padEnd(52)} n=${String(times.length).padStart(4)}  p50 ${p50.padStart(7)} ms  p95 ${p95.padStart(7)} ms${extra}`;
}

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

function cargoBody(n: number, overrides: Record<string, unknown> = {}) {
  return {
    originCity: pick(CITIES, n),
    originCountry: pick(COUNTRIES, n),
    destinationCity: pick(CITIES, n + 3),
    destinationCountry: pick(COUNTRIES, n + 3),
    cargoType: pick(CARGO_TYPES, n),
    weight: 1000 + ((n * 7919) % 22000),
    pickupDate: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
    contactPhone: '+372 5555 0101',
    durationDays: 7,
    ...overrides,
  };
}

async function main() {
  const bench = await benchDatabase('alerts');
  log(`database ${bench.name}, ${PREFERENCES} preferences`);
  const client = new pg.Client({ connectionString: bench.url });
  const database = await openDatabase({ kind: 'postgres', url: bench.url, poolSize: 10 });
  try {
    await database.migrate();
    await runSeeds(database.db, { demo: false });
    const placesStart = performance.now();
    const { loaded } = await seedPlaces(database.db, { countries: PLACE_COUNTRIES });
    log(`loaded ${loaded} places in ${((performance.now() - placesStart) / 1000).toFixed(1)} s`);
    await client.connect();
    const places = await benchPlaces(client);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      PUBLIC_URL: 'http://localhost:3000',
      RATE_LIMIT_SCALE: '1000',
    });
    const app = await buildApp({ config, database });
    await app.ready();
    const publisher = await createTestUser(database.db, app.auth, { plan: 'premium' });
    const cookie = publisher.session.cookie;
    const idle = async () => {
      for (;;) {
        const { rows } = await client.query<{ n: number }>(
          `select count(*)::int as n from jobs where state <> 'failed' and run_at <= now()`,
        );
        if (rows[0]!.n === 0) return;
        await new Promise((r) => setTimeout(r, 20));
      }
    };

    // 1. The publish request, without and with the preferences.
    const without: number[] = [];
    for (let i = 0; i < 50; i++) without.push((await publishVia(app, cookie, cargoBody(i))).ms);
    await idle();
    const seedStart = performance.now();
    await seedPreferences(client, PREFERENCES, { near: places.centres, nearShare: NEAR_SHARE });
    log(`seeded ${PREFERENCES} preferences in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    const { rows: nearCounts } = await client.query<{ origin: number; destination: number; any: number }>(
      `select count(origin_near)::int as origin, count(destination_near)::int as destination,
         count(*) filter (where origin_near is not null or destination_near is not null)::int as any
       from notification_preferences`,
    );
    log(
      `with a radius: ${nearCounts[0]!.any} (pickup ${nearCounts[0]!.origin}, delivery ${nearCounts[0]!.destination}), round ${places.centres.length} places`,
    );
    // The worker stays out of the way of the next measurements: their listings' jobs go.
    await app.close();
    const withAll: number[] = [];
    const quiet = await buildApp({ config, database, jobs: { manual: true } });
    await quiet.ready();
    for (let i = 0; i < 50; i++) withAll.push((await publishVia(quiet, cookie, cargoBody(i))).ms);
    await quiet.close();
    await client.query('delete from jobs');

    // 2. Matching one listing against every preference.
    const matchTimes: Record<'cargo' | 'transport', number[]> = { cargo: [], transport: [] };
    // The same listing matched again: the preferences are found, but every match exists already,
    // so this is the finding alone, without writing the matches and the deliveries.
    const findTimes: Record<'cargo' | 'transport', number[]> = { cargo: [], transport: [] };
    const matched: Record<'cargo' | 'transport', number[]> = { cargo: [], transport: [] };
    for (const type of ['cargo', 'transport'] as const) {
      const { rows } = await client.query<{ id: string }>(
        type === 'cargo'
          ? `insert into cargo_listings (user_id, origin_city, origin_country, destination_city, destination_country,
               cargo_type, weight, pickup_date, status, expires_at, post_duration_days, ${LOCATED_COLUMNS})
             select $1, (array[${CITIES.map((c) => `'${c}'`).join(',')}])[1 + i % ${CITIES.length}],
               (array[${COUNTRIES.map((c) => `'${c}'`).join(',')}])[1 + i % ${COUNTRIES.length}],
               (array[${CITIES.map((c) => `'${c}'`).join(',')}])[1 + (i + 3) % ${CITIES.length}],
               (array[${COUNTRIES.map((c) => `'${c}'`).join(',')}])[1 + (i + 4) % ${COUNTRIES.length}],
               (array[${CARGO_TYPES.map((c) => `'${c}'`).join(',')}])[1 + i % ${CARGO_TYPES.length}],
               1000 + (i * 7919) % 22000, current_date + 2, 'active', now() + interval '7 days', 7,
               ${located(places.cities)}
             from generate_series(1, $2::int) as i returning id`
          : `insert into transport_listings (user_id, origin_city, origin_country, destination_city,
               destination_country, trailer_type, capacity, available_date, status, expires_at, post_duration_days,
               ${LOCATED_COLUMNS})
             select $1, (array[${CITIES.map((c) => `'${c}'`).join(',')}])[1 + i % ${CITIES.length}],
               (array[${COUNTRIES.map((c) => `'${c}'`).join(',')}])[1 + i % ${COUNTRIES.length}],
               (array[${CITIES.map((c) => `'${c}'`).join(',')}])[1 + (i + 3) % ${CITIES.length}],
               (array[${COUNTRIES.map((c) => `'${c}'`).join(',')}])[1 + (i + 4) % ${COUNTRIES.length}],
               (array[${TRAILERS.map((c) => `'${c}'`).join(',')}])[1 + i % ${TRAILERS.length}],
               1 + i % 24, current_date + 1, 'active', now() + interval '7 days', 7, ${located(places.cities)}
             from generate_series(1, $2::int) as i returning id`,
        [publisher.userId, LISTINGS],
      );
      if (args.explain && type === 'cargo' && rows[0]) {
        const statement = matchStatement([{ itemType: 'cargo', itemId: rows[0].id }], new Date())!;
        const plan = await queryRows<{ 'QUERY PLAN': string }>(
          database.db,
          sql`explain (analyze, buffers, timing off) ${statement}`,
        );
        log(plan.map((line) => line['QUERY PLAN']).join('\n'));
        await client.query('delete from alert_matches; delete from jobs');
      }
      for (const { id } of rows) {
        const started = performance.now();
        matched[type].push(await matchItem(database.db, type, id, new Date()));
        matchTimes[type].push(performance.now() - started);
        const again = performance.now();
        await matchItem(database.db, type, id, new Date());
        findTimes[type].push(performance.now() - again);
      }
    }
    await client.query('delete from jobs');
    await client.query('delete from alert_matches');

    // 3. End to end: publish until the matched subscriber's instant alert is in the outbox.
    const live = await buildApp({ config, database });
    await live.ready();
    const endToEnd: number[] = [];
    const perRound: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await idle();
      const city = `Benchlinn${round}x${process.pid}`;
      const subscriber = `alert-e2e-${round}-${process.pid}`;
      await client.query(
        `insert into users (id, name, email, email_verified) values ($1, 'E2E', $1 || '@bench.test', true)`,
        [subscriber],
      );
      await client.query(
        `insert into subscribers (user_id, subscribed, subscription_tier, subscription_end)
         values ($1, true, 'Premium', now() + interval '30 days')`,
        [subscriber],
      );
      await client.query(
        // The cargo section switched on: a section is off unless asked for (decision 0047).
        `insert into notification_preferences (user_id, is_enabled, frequency, cargo_notifications,
           cargo_origin_cities)
         values ($1, true, 'instant', true, array[$2])`,
        [subscriber, city],
      );
      const started = performance.now();
      const { id } = await publishVia(live, cookie, cargoBody(round, { originCity: city }));
      for (;;) {
        const { rows } = await client.query(`select 1 from email_outbox where to_address = $1`, [
          `${subscriber}@bench.test`,
        ]);
        if (rows.length > 0) break;
        if (performance.now() - started > 60_000) {
          const jobs = await client.query(
            'select kind, state, attempts, run_at, last_error from jobs order by last_error is null, run_at limit 5',
          );
          throw new Error(`no alert within 60 s; jobs: ${JSON.stringify(jobs.rows)}`);
        }
        await new Promise((r) => setTimeout(r, 2));
      }
      endToEnd.push(performance.now() - started);
      const [m] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from alert_matches where item_id = ${id}::uuid`,
      );
      perRound.push(m!.n);
    }
    await idle();
    await live.close();

    const avg = (xs: number[]) => (xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(0);
    log('');
    log(summary('publish, no preferences stored', without));
    log(summary(`publish, ${PREFERENCES} preferences stored`, withAll));
    for (const type of ['cargo', 'transport'] as const) {
      log(summary(`find the preferences one ${type} listing meets`, findTimes[type]));
      log(
        summary(
          `match one ${type} listing (find, record, schedule)`,
          matchTimes[type],
          `  (${avg(matched[type])} users matched on average)`,
        ),
      );
    }
    log(
      summary(
        'publish → instant alert in the outbox',
        endToEnd,
        `  (${avg(perRound)} users matched on average)`,
      ),
    );
  } finally {
    await client.end().catch(() => {});
    await database.close();
    await bench.drop();
  }
}

// Each listing's ends at the places of its cities (the same rows of CITIES as the city columns).
const LOCATED_COLUMNS = `origin_place_id, origin_lat, origin_lon, destination_place_id, destination_lat, destination_lon`;
function located(cities: readonly BenchPoint[]): string {
  const at = (offset: number) => {
    const of = (values: readonly number[]) =>
      `(array[${values.join(',')}]::float8[])[1 + (i + ${offset}) % ${cities.length}]`;
    return `${of(cities.map((c) => c.id))}::int, ${of(cities.map((c) => c.lat))}, ${of(cities.map((c) => c.lon))}`;
  };
  return `${at(0)}, ${at(3)}`;
}

/** A publish through the API as the publisher; answers the listing's id and the request's time. */
async function publishVia(app: Awaited<ReturnType<typeof buildApp>>, cookie: string, body: object) {
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/listings/cargo',
    payload: body,
    headers: { origin: 'http://localhost:3000', cookie },
  });
  if (res.statusCode !== 201) throw new Error(`publish answered ${res.statusCode}: ${res.body}`);
  return { id: (res.json() as { id: string }).id, ms: performance.now() - started };
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
