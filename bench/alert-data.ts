import type pg from 'pg';
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

/** SQL: `share` of rows get one or two values of `list` (picked by the row number), others none. */
const someOf = (list: readonly string[], share: number, salt: number) => `
  case when (hashint4(i + ${salt}) & 1023) < ${Math.round(share * 1024)}
    then (array[${list.map((v) => `'${v}'`).join(',')}])[1 + (hashint4(i + ${salt + 1}) & 2147483647) % ${list.length}:
      1 + (hashint4(i + ${salt + 1}) & 2147483647) % ${list.length} + (hashint4(i + ${salt + 2}) & 1)]
  end`;
const maybe = (share: number, salt: number, value: string) =>
  `case when (hashint4(i + ${salt}) & 1023) < ${Math.round(share * 1024)} then ${value} end`;

export async function seedPreferences(db: pg.Client, count: number) {
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
      transport_min_capacity, transport_available_date_from)
    select 'alert-' || i, true,
      case when (hashint4(i) & 1023) < 717 then 'instant' when (hashint4(i) & 1023) < 922 then 'daily' else 'hourly' end,
      (hashint4(i + 1) & 1023) < 820, (hashint4(i + 2) & 1023) < 615,
      ${someOf(COUNTRIES, 0.9, 10)}, ${someOf(COUNTRIES, 0.85, 20)}, ${someOf(CARGO_TYPES, 0.5, 30)},
      ${someOf(CITIES, 0.25, 40)},
      ${maybe(0.3, 50, '500 + (hashint4(i + 51) & 4095)')}, ${maybe(0.2, 52, '10000 + (hashint4(i + 53) & 16383)')},
      ${maybe(0.1, 54, 'current_date')}, ${maybe(0.1, 54, 'current_date + 14')},
      ${someOf(COUNTRIES, 0.9, 60)}, ${someOf(COUNTRIES, 0.85, 70)}, ${someOf(TRAILERS, 0.5, 80)},
      ${maybe(0.3, 90, '1 + (hashint4(i + 91) & 15)')}, ${maybe(0.1, 92, 'current_date')}
    from generate_series(1, ${count}) as i`);
  await db.query('analyze users; analyze subscribers; analyze notification_preferences');
}
