import pg from 'pg';
import { COUNTRIES } from '@domain/countries';
import { foldPlaceName, roadKm, type Coordinates } from '@domain/places';
import { CITIES, createRng, serviceAreaFor, type CityName } from '../../server/db/seeds/demo-data';

/**
 * The benchmark's marketplace: users, directory companies and N listings, generated inside
 * PostgreSQL (INSERT ... SELECT over generate_series, values picked from arrays by random()), so a
 * million rows load in minutes. The whole load is one transaction: the listing tables' secondary
 * indexes are dropped first and rebuilt at the end (faster than maintaining them row by row), and
 * the pg_notify triggers are disabled meanwhile; either everything is there afterwards or nothing.
 */

type LoadStep = { step: string; rows: number | null; ms: number };
export type LoadSummary = {
  steps: LoadStep[];
  totalMs: number;
  reused: boolean;
  counts: { cargo: number; transport: number; liveCargo: number; liveTransport: number; companies: number };
  sizes: { cargo: string; transport: string };
  /** How the generated listings' ends were located (null on a reused database). */
  located: { hubs: number; around: number; ends: number; notLocated: number } | null;
};

const SEED = 20_261_122;
const ROUTE_SAMPLES = 5000;
const CHUNK = 100_000;

/** How often a city is an end of a route: the Baltic capitals and Helsinki dominate, as in reality. */
const CITY_WEIGHTS: Record<CityName, number> = {
  Tallinn: 22,
  Riga: 15,
  Vilnius: 10,
  Helsinki: 10,
  Tartu: 6,
  Kaunas: 5,
  Pärnu: 3,
  Klaipėda: 3,
  Stockholm: 3,
  Varssavi: 3,
  Narva: 2,
  Hamburg: 2,
  Berlin: 2,
  Turku: 2,
  Tampere: 1,
  Rakvere: 1,
  Viljandi: 1,
  Daugavpils: 1,
  Liepāja: 1,
  Ventspils: 1,
  Göteborg: 1,
  Oslo: 1,
  Kopenhaagen: 1,
  Gdańsk: 1,
  Rotterdam: 1,
  Oulu: 0.5,
  Malmö: 0.5,
};

/** Repeats each value by its weight, so that picking a uniform index picks by weight. */
function weighted(entries: readonly (readonly [string, number])[]): string[] {
  return entries.flatMap(([value, weight]) => Array<string>(weight).fill(value));
}

const CARGO_TYPES = weighted([
  ['toidukaubad', 25],
  ['ehitusmaterjalid', 20],
  ['muu', 18],
  ['masinad', 12],
  ['elektroonika', 10],
  ['tekstiil', 8],
  ['kemikaalid', 7],
]);
const TRAILER_TYPES = weighted([
  ['tentsõiduk', 35],
  ['poolhaagis', 20],
  ['külmkastsõiduk', 18],
  ['tasaplatvorm', 10],
  ['konteinerveo', 10],
  ['tanker', 7],
]);
const UNITS = weighted([
  ['alus', 7],
  ['kg', 4],
  ['t', 3],
  ['tk', 3],
  ['m³', 3],
]);
const LOADING_TYPES = ['tagant', 'küljelt', 'pealt', 'tõstuk'];

const CARGO_NOTES = [
  'Temperatuur +2…+6 °C',
  'Vajalik puhas ja lõhnatu haagis',
  'Laadimine kraanaga, vajalik pealtlaadimine',
  'Kinnitusrihmad vedajalt',
  'Objektil tõstukit ei ole',
  'Vajalik tasaplatvorm',
  'Mõõdud ja kaalud saadame e-postiga',
  'Kastid peavad jääma kuivaks',
  'Habras kaup, käsitseda ettevaatlikult',
  'Kindlustus vähemalt 50 000 €',
  'ADR klass 3, vajalik ADR-luba',
  'Mööbel pakitud, laadida ettevaatlikult',
  'Paberirullid, ei tohi märjaks saada',
  'ADR ei ole',
  'Vajalik tagaluuk',
  'Laadimine E–R 8–16',
  'Tollivormistus tehtud',
  'Maksetähtaeg 30 päeva',
  'Võimalik lisakoorem tagasiteel',
  'Helistage enne pealelaadimist',
  'Laadimine ja mahalaadimine samal päeval',
  'EUR-alused vahetatakse',
];
const TRANSPORT_NOTES = [
  'Haagis 13,6 m, mahub 33 EUR-alust',
  'Laadimine külgedelt ja pealt võimalik',
  'Tagaluuk olemas',
  'Külmik −20…+20 °C, temperatuuri väljatrükk',
  'Sobib toiduainetele ja ravimitele',
  'Konteiner 40 jalga',
  'Sadamaterminali load olemas',
  'Kinnitusketid ja rihmad olemas',
  'Mega-haagis, sisekõrgus 3 m',
  'ADR-luba olemas',
  'Vaba alates hommikust, sobib ka osakoorem',
  'Tagasisõit, hea hind',
  'Autojuht räägib inglise ja vene keelt',
  'CMR-kindlustus 100 000 €',
  'Praamipiletid broneeritud',
  'Helistage, lepime hinna kokku',
];
/** One note in about 2,000 carries this word: the "rare word" search. */
export const RARE_WORD = 'tiibklaver';
const RARE_NOTE = 'Tiibklaver, vajalik ettevaatlik käsitsemine ja pehmendus';

const FIRST_NAMES = [
  'Mart',
  'Kristjan',
  'Liis',
  'Andres',
  'Tiina',
  'Siim',
  'Margit',
  'Jaan',
  'Kersti',
  'Anneli',
];
const LAST_NAMES = ['Tamm', 'Saar', 'Kask', 'Mets', 'Lepik', 'Kuusk', 'Oja', 'Kallas', 'Rebane', 'Ilves'];
const NAME_PREFIXES = [
  'Balti',
  'Nordic',
  'Põhja',
  'Lõuna',
  'Via',
  'Kiir',
  'Ranna',
  'Saare',
  'Tartu',
  'Pärnu',
];
const NAME_CORES = ['Veod', 'Logistika', 'Transport', 'Cargo', 'Ekspress', 'Kaubavedu', 'Ekspedeerimine'];
const NAME_SUFFIXES = ['OÜ', 'OÜ', 'OÜ', 'AS', 'SIA', 'UAB'];
const SPECIALTIES = ['rahvusvaheline', 'kohalik', 'külmkast', 'ohtlik', 'kaubavahetus'];
const TRANSPORT_TYPES = ['täishaagis', 'poolhaagis', 'kaubik', 'külmik', 'tsisternauto', 'autotransporter'];
const REGIONS = ['eesti', 'baltimaad', 'põhjamaad', 'euroopa'];

// Where a route's end is, given the hub (one of the demo cities) drawn by weight: the hub itself,
// typed as the demo data names it ("Riga", "Varssavi") and located as the gazetteer's place of
// that name; another place of the hub's country within AROUND_KM of it (a suburb, a nearby
// town), named as a picked place is (its Estonian name where it has one); or a free-text place the
// gazetteer cannot locate (a port, a warehouse), which keeps the hub's name so that the text
// searches still find it. Decision 0067: a not-located end takes no part in distance search.
const AROUND_KM = 120;
const AROUND_MIN_POPULATION = 2000;
const END_SHARES = { notLocated: 0.1, around: 0.25 } as const;
const NOT_LOCATED_SUFFIXES = ['sadam', 'terminal', 'ladu', 'tööstuspark', 'lähedal'];

type Place = Coordinates & { id: number; city: string; population: number };
type End = { city: string; place: Place | null; hub: CityName };

const countryCode = (key: string) => {
  const code = COUNTRIES.find((c) => c.key === key)?.code;
  if (!code) throw new Error(`no country code for ${key}`);
  return code;
};

/**
 * The demo cities in the gazetteer (by name in their country, the biggest of that name, as a typed
 * city is located) and the places around each. Throws when the gazetteer is not loaded.
 */
async function gazetteerPlaces(client: pg.Client) {
  const names = Object.keys(CITIES) as CityName[];
  const { rows: hubRows } = await client.query<{ hub: CityName } & Place>(
    `select distinct on (h.hub) h.hub, p.id, p.lat, p.lon, p.population, h.hub as city
     from unnest($1::text[], $2::text[], $3::text[]) as h(hub, folded, code)
     join place_names n on n.name = h.folded
     join places p on p.id = n.place_id and p.country = h.code
     order by h.hub, p.population desc, p.id`,
    [names, names.map((n) => foldPlaceName(n)), names.map((n) => countryCode(CITIES[n].country))],
  );
  const hubs = new Map(hubRows.map((r) => [r.hub, r]));
  const missing = names.filter((n) => !hubs.has(n));
  if (missing.length)
    throw new Error(`the gazetteer (places) has no place for ${missing.join(', ')}: is it loaded?`);
  const { rows: aroundRows } = await client.query<{ hub: CityName } & Place>(
    `select h.hub, p.id, p.lat, p.lon, p.population, coalesce(p.labels->>'et', p.name) as city
     from unnest($1::text[], $2::text[], $3::int[], $4::float8[], $5::float8[]) as h(hub, code, id, lat, lon)
     join places p on p.country = h.code and p.id <> h.id and p.population >= $6::int
       and earth_box(ll_to_earth(h.lat, h.lon), $7::float8) @> ll_to_earth(p.lat, p.lon)
       and earth_distance(ll_to_earth(h.lat, h.lon), ll_to_earth(p.lat, p.lon)) <= $7::float8
     order by h.hub, p.id`,
    [
      names,
      names.map((n) => countryCode(CITIES[n].country)),
      names.map((n) => hubs.get(n)!.id),
      names.map((n) => hubs.get(n)!.lat),
      names.map((n) => hubs.get(n)!.lon),
      AROUND_MIN_POPULATION,
      AROUND_KM * 1000,
    ],
  );
  const around = new Map<CityName, (readonly [Place, number])[]>(names.map((n) => [n, []]));
  // By population, flattened: a town of 50,000 is drawn about 5 times as often as one of 5,000.
  for (const r of aroundRows) around.get(r.hub)!.push([r, Math.pow(r.population, 0.7)]);
  return { hubs, around, aroundCount: aroundRows.length };
}

/** Route samples drawn by city weight: each listing picks one by a uniform index. */
async function routeSamples(client: pg.Client) {
  const { hubs, around, aroundCount } = await gazetteerPlaces(client);
  const rng = createRng(SEED);
  const cities = Object.entries(CITY_WEIGHTS) as [CityName, number][];
  const end = (): End => {
    const hub = rng.weighted(cities);
    const roll = rng.next();
    if (roll < END_SHARES.notLocated)
      return { hub, place: null, city: `${hub} ${rng.pick(NOT_LOCATED_SUFFIXES)}` };
    const nearby = around.get(hub)!;
    if (roll < END_SHARES.notLocated + END_SHARES.around && nearby.length) {
      const place = rng.weighted(nearby);
      return { hub, place, city: place.city };
    }
    return { hub, place: hubs.get(hub)!, city: hub };
  };
  const columns = {
    originCity: [] as string[],
    originCountry: [] as string[],
    destinationCity: [] as string[],
    destinationCountry: [] as string[],
    km: [] as number[],
    serviceArea: [] as string[],
    originPlaceId: [] as (number | null)[],
    originLat: [] as (number | null)[],
    originLon: [] as (number | null)[],
    destinationPlaceId: [] as (number | null)[],
    destinationLat: [] as (number | null)[],
    destinationLon: [] as (number | null)[],
    distanceKm: [] as (number | null)[],
  };
  let ends = 0;
  let notLocated = 0;
  while (columns.originCity.length < ROUTE_SAMPLES) {
    const from = end();
    const to = end();
    if (from.hub === to.hub) continue;
    columns.originCity.push(from.city);
    columns.originCountry.push(CITIES[from.hub].country);
    columns.destinationCity.push(to.city);
    columns.destinationCountry.push(CITIES[to.hub].country);
    columns.originPlaceId.push(from.place?.id ?? null);
    columns.originLat.push(from.place?.lat ?? null);
    columns.originLon.push(from.place?.lon ?? null);
    columns.destinationPlaceId.push(to.place?.id ?? null);
    columns.destinationLat.push(to.place?.lat ?? null);
    columns.destinationLon.push(to.place?.lon ?? null);
    // What the server stores (modules/places/locate.ts): the road estimate when both ends are located.
    const distance = from.place && to.place ? roadKm(from.place, to.place) : null;
    columns.distanceKm.push(distance);
    // The price needs a length either way: between the hubs when an end is not located.
    columns.km.push(distance ?? roadKm(hubs.get(from.hub)!, hubs.get(to.hub)!));
    columns.serviceArea.push(serviceAreaFor(from.hub, to.hub));
    ends += 2;
    notLocated += (from.place ? 0 : 1) + (to.place ? 0 : 1);
  }
  return {
    columns,
    located: { hubs: hubs.size, around: aroundCount, ends, notLocated },
  };
}

function userCountFor(listings: number): number {
  return Math.max(50, Math.min(3000, Math.round(listings / 20)));
}

// Per-row random draws, evaluated once per row (OFFSET 0 keeps the planner from inlining them),
// then the lifecycle every listing kind shares: 85 % live, the rest lapsing (active but past its
// expiry, before the job marks it), expired, paused, completed or deleted. created_at grows with
// the row number, so the heap is in creation order as it is for a table filled over time.
const DURATIONS = 'array[1,3,5,7,14,21,30]';
const DRAWS = 20;
function lifecycleFrom(total: number, users: number): string {
  const draws = Array.from({ length: DRAWS }, (_, i) => `random() as u${i + 1}`).join(', ');
  return `
    select s.*,
      case when s.life < 0.85 then 'live' when s.life < 0.87 then 'lapsing' when s.life < 0.93 then 'expired'
           when s.life < 0.95 then 'inactive' when s.life < 0.97 then 'completed' else 'deleted' end as fate,
      now() - make_interval(secs => s.age_days * 86400) as created_at,
      case when s.age_days < 1 then 1 when s.age_days < 3 then 2 when s.age_days < 5 then 3
           when s.age_days < 7 then 4 when s.age_days < 14 then 5 when s.age_days < 21 then 6 else 7 end as min_k
    from (
      select g,
        1 + floor(random() * ${ROUTE_SAMPLES})::int as r,
        1 + floor(power(random(), 2) * ${users})::int as owner,
        random() as life,
        30.0 * (${total} - g + random()) / ${total} as age_days,
        random() as n1, random() as n2, random() as n3, random() as d1, random() as d2,
        ${draws}
      from generate_series($1::int, $2::int) g
      offset 0
    ) s
    offset 0`;
}

/** An index into a text[] parameter by a uniform draw. */
const pick = (param: string, draw: string) =>
  `(${param}::text[])[1 + floor(${draw} * array_length(${param}::text[], 1))::int]`;

// Columns every listing kind shares, computed from the lifecycle above and the listing's route
// sample (rt, the temporary table bench_routes: ROUTE_COLUMNS). Parameters: $3 notes, $4 first and
// $5 last names.
const COMMON_COLUMNS = `user_id, origin_city, origin_country, destination_city, destination_country,
  origin_place_id, origin_lat, origin_lon, destination_place_id, destination_lat, destination_lon, distance_km, notes,
  company_name, contact_person, contact_phone, contact_email, status, expires_at, post_duration_days,
  completed_by_user, deleted_at, created_at, updated_at, confirmed_at`;
const COMMON_VALUES = `
  'bench-user-' || l.owner,
  rt.origin_city, rt.origin_country, rt.destination_city, rt.destination_country,
  rt.origin_place_id, rt.origin_lat, rt.origin_lon,
  rt.destination_place_id, rt.destination_lat, rt.destination_lon, rt.distance_km,
  case when l.n1 < 0.0005 then '${RARE_NOTE}'
       when l.n1 < 0.15 then null
       when l.n1 < 0.6 then ${pick('$3', 'l.n2')}
       else ${pick('$3', 'l.n2')} || '. ' || ${pick('$3', 'l.n3')} end,
  'Bench Firma ' || l.owner || ' OÜ',
  ($4::text[])[1 + l.owner % 10] || ' ' || ($5::text[])[1 + (l.owner / 10) % 10],
  '+372 5' || lpad(((l.owner * 7919) % 10000000)::text, 7, '0'),
  'kontakt' || l.owner || '@bench.test',
  case l.fate when 'expired' then 'expired' when 'inactive' then 'inactive' when 'completed' then 'completed'
              else 'active' end,
  case when l.fate in ('lapsing', 'expired')
       then l.created_at + make_interval(secs => l.age_days * 86400 * (0.5 + 0.5 * l.d1))
       else l.created_at + make_interval(days => (${DURATIONS})[l.min_k + floor(l.d1 * (8 - l.min_k))::int]) end,
  case when l.fate in ('lapsing', 'expired') then (${DURATIONS})[greatest(l.min_k - 1, 1)]
       else (${DURATIONS})[l.min_k + floor(l.d1 * (8 - l.min_k))::int] end,
  l.fate = 'completed',
  case when l.fate = 'deleted' then l.created_at + (now() - l.created_at) * l.d2 end,
  l.created_at,
  l.created_at,
  -- Four in ten confirmed again since they were published.
  case when l.u15 < 0.4 then l.created_at + (now() - l.created_at) * l.u16 else l.created_at end`;

const TODAY = `(now() at time zone 'Europe/Tallinn')::date`;

/** bench_routes: one route sample a row, numbered from 1 (r), as routeSamples draws them. */
const ROUTE_COLUMNS = `origin_city text, origin_country text, destination_city text, destination_country text,
  origin_place_id int, origin_lat float8, origin_lon float8, destination_place_id int, destination_lat float8,
  destination_lon float8, distance_km int, km int, service_area text, r int primary key`;

/** Cargo: $6 cargo types, $7 loading types, $8 units; the price from the route's length (rt.km). */
function cargoInsert(total: number, users: number): string {
  return `
  insert into cargo_listings (${COMMON_COLUMNS}, cargo_type, loading_type, quantity, unit, weight, price_amount,
    pickup_date, delivery_date, is_urgent, load_type, loading_meters, pallet_count, pallet_type, adr_class,
    temperature_min, temperature_max, body_types)
  select ${COMMON_VALUES},
    c.cargo_type,
    case when l.u2 < 0.1 then null else ${pick('$7', 'l.u3')} end,
    case c.unit when 'alus' then 1 + floor(l.u4 * 33) when 'tk' then 1 + floor(l.u4 * 40)
                when 'm³' then 5 + floor(l.u4 * 86) when 't' then c.weight / 1000 else c.weight end,
    c.unit,
    c.weight,
    case when l.u5 < 0.2 then null
         else least(3200, greatest(150, round((120 + rt.km * (1.2 + 0.6 * l.u6)
           * (0.2 + 0.8 * c.weight / 24000)) / 10) * 10)) end,
    c.pickup,
    case when l.u7 < 0.25 then null else coalesce(c.pickup, ${TODAY}) + floor(l.u8 * 6)::int end,
    l.u9 < 0.15,
    -- The freight details as the demo data gives them (server/db/seeds/demo-data.ts cargoFreight):
    -- full loads say so and fill a trailer, pallets are counted, most chemicals are dangerous goods
    -- (6 % of loads in all), some food is chilled or frozen (11 %), and the bodies that carry them.
    case when l.u17 < 0.15 then null when c.weight >= 18000 then 'ftl' else 'ltl' end,
    case when c.weight >= 18000 then 13.6
         when c.unit = 'alus' then least(13.6, round(((1 + floor(l.u4 * 33)) * 0.4)::numeric, 1))
         when l.u18 < 0.4 then greatest(0.4, round((c.weight / 24000 * 13.6)::numeric, 1)) end,
    case when c.unit = 'alus' then 1 + floor(l.u4 * 33) end,
    case when c.unit = 'alus' then case when l.u18 < 0.8 then 'eur' else 'industrial' end end,
    c.adr_class,
    case when c.cold then (array[2, 0, -20, 12])[1 + floor(l.u20 * 4)::int] end,
    case when c.cold then (array[6, 4, -18, 18])[1 + floor(l.u20 * 4)::int] end,
    case when c.cold then array['külmkastsõiduk']
         when c.adr_class is not null and l.u16 < 0.4 then array['tanker']
         when c.cargo_type = 'masinad' and l.u20 < 0.5 then array['tasaplatvorm', 'madelhaagis']
         when c.weight >= 18000 and l.u20 < 0.6 then
           case when l.u16 < 0.33 then array['tentsõiduk', 'mega'] when l.u16 < 0.66 then array['tentsõiduk']
                else array['poolhaagis'] end end
  from (${lifecycleFrom(total, users)}) l
  join bench_routes rt on rt.r = l.r
  cross join lateral (
    select
      ${pick('$6', 'l.u1')} as cargo_type,
      ${pick('$8', 'l.u10')} as unit,
      case when l.u11 < 0.1 then null else ${TODAY} + floor(l.u12 * 15)::int end as pickup
  ) c0
  cross join lateral (
    select c0.*,
      case when c0.unit = 't' or l.u13 < 0.15 then round((1000 + l.u14 * 23000)::numeric, -2)
           else least(24000, round((200 * power(120, l.u14))::numeric, -1)) end as weight,
      case when c0.cargo_type = 'kemikaalid' and l.u19 < 0.7 then (array['3', '8', '2', '9', '6'])[1 + floor(l.u20 * 5)::int]
           when l.u19 < 0.01 then '9' end as adr_class,
      c0.cargo_type = 'toidukaubad' and l.u19 < 0.45 as cold
  ) c`;
}

/** Transport: $6 trailer types; the service area the route's (rt). One in ten gives no volume. */
function transportInsert(total: number, users: number): string {
  return `
  insert into transport_listings (${COMMON_COLUMNS}, trailer_type, capacity, volume_capacity, volume_unit,
    available_date, service_area, price_per_km, loading_meters, adr_classes, temperature_min, temperature_max)
  select ${COMMON_VALUES},
    c.trailer_type,
    case when c.trailer_type = 'konteinerveo' then 24
         when c.trailer_type in ('poolhaagis', 'tanker') or c.size = 'full' then 20 + floor(l.u3 * 5)
         when c.trailer_type = 'tasaplatvorm' then 12 + floor(l.u3 * 13)
         when c.size = 'small' then 1.5 + round(l.u3 * 4) / 2
         else 7 + floor(l.u3 * 6) end,
    case when l.u9 < 0.1 then null
         when c.trailer_type = 'konteinerveo' then case when l.u4 < 0.5 then 33 else 67 end
         when c.trailer_type = 'tanker' then 28 + floor(l.u4 * 11)
         when c.trailer_type = 'poolhaagis' or c.size = 'full' then 82 + floor(l.u4 * 11)
         when c.trailer_type = 'tasaplatvorm' then 40 + floor(l.u4 * 41)
         when c.size = 'small' then 10 + floor(l.u4 * 11)
         else 35 + floor(l.u4 * 21) end,
    'm³',
    case when l.u5 < 0.15 then null else ${TODAY} + floor(l.u6 * 22)::int end,
    rt.service_area,
    case when l.u7 < 0.2 then null else round((0.85 + 0.75 * l.u8)::numeric, 2) end,
    -- As demo-data.ts transportFreight: loading metres by size, ADR for tankers and some tents, a
    -- reefer's range.
    case when l.u10 < 0.2 then null
         when c.trailer_type in ('konteinerveo', 'poolhaagis', 'tanker') or c.size = 'full' then 13.6
         when c.size = 'medium' or c.trailer_type = 'tasaplatvorm' then 7.2 else 4.2 end,
    case when c.trailer_type = 'tanker' then case when l.u11 < 0.5 then array['3'] else array['2', '3'] end
         when c.trailer_type in ('tentsõiduk', 'poolhaagis') and l.u11 < 0.15 then array['2', '3', '8', '9'] end,
    case when c.trailer_type = 'külmkastsõiduk' then -25 end,
    case when c.trailer_type = 'külmkastsõiduk' then 25 end
  from (${lifecycleFrom(total, users)}) l
  join bench_routes rt on rt.r = l.r
  cross join lateral (
    select
      ${pick('$6', 'l.u1')} as trailer_type,
      case when l.u2 < 0.2 then 'small' when l.u2 < 0.45 then 'medium' else 'full' end as size
  ) c`;
}

async function timed<T>(steps: LoadStep[], step: string, fn: () => Promise<T>, rows?: (r: T) => number) {
  const started = performance.now();
  const result = await fn();
  steps.push({ step, rows: rows ? rows(result) : null, ms: performance.now() - started });
  return result;
}

async function insertChunks(
  client: pg.Client,
  sql: string,
  total: number,
  params: unknown[],
  log: (line: string) => void,
  label: string,
): Promise<number> {
  let done = 0;
  for (let from = 1; from <= total; from += CHUNK) {
    const to = Math.min(total, from + CHUNK - 1);
    const result = await client.query(sql, [from, to, ...params]);
    done += result.rowCount ?? 0;
    log(`  ${label}: ${done.toLocaleString('en')} / ${total.toLocaleString('en')}`);
  }
  return done;
}

async function counts(client: pg.Client): Promise<LoadSummary['counts']> {
  const live = `status = 'active' and deleted_at is null and (expires_at is null or expires_at > now())`;
  const { rows } = await client.query<Record<string, string>>(`
    select (select count(*) from cargo_listings) as cargo,
           (select count(*) from transport_listings) as transport,
           (select count(*) from cargo_listings where ${live}) as live_cargo,
           (select count(*) from transport_listings where ${live}) as live_transport,
           (select count(*) from profiles p join subscribers s on s.user_id = p.user_id
             where p.show_in_company_directory and p.company_name is not null
               and ((s.subscribed and s.subscription_end > now()) or (s.is_trial and s.trial_end > now()))
           ) as companies`);
  const r = rows[0]!;
  return {
    cargo: Number(r.cargo),
    transport: Number(r.transport),
    liveCargo: Number(r.live_cargo),
    liveTransport: Number(r.live_transport),
    companies: Number(r.companies),
  };
}

async function sizes(client: pg.Client): Promise<LoadSummary['sizes']> {
  const { rows } = await client.query<{ cargo: string; transport: string }>(`
    select pg_size_pretty(pg_total_relation_size('cargo_listings')) as cargo,
           pg_size_pretty(pg_total_relation_size('transport_listings')) as transport`);
  return rows[0]!;
}

/**
 * Fills a migrated, seeded database with `listings` listings (60 % cargo, 40 % transport), their
 * owners and some hundreds of directory companies. A database that already holds listings is
 * reused as it is.
 */
export async function generate(
  url: string,
  listings: number,
  log: (line: string) => void,
): Promise<LoadSummary> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const steps: LoadStep[] = [];
  const started = performance.now();
  try {
    const { rows: existing } = await client.query<{ n: string }>(
      'select (select count(*) from cargo_listings) + (select count(*) from transport_listings) as n',
    );
    if (Number(existing[0]!.n) > 0) {
      log(
        `  the database already holds ${Number(existing[0]!.n).toLocaleString('en')} listings: reusing them`,
      );
      return {
        steps,
        totalMs: 0,
        reused: true,
        counts: await counts(client),
        sizes: await sizes(client),
        located: null,
      };
    }

    const users = userCountFor(listings);
    const cargoTotal = Math.round(listings * 0.6);
    const transportTotal = listings - cargoTotal;
    const { columns: routes, located } = await timed(steps, 'route samples from the gazetteer', () =>
      routeSamples(client),
    );

    await client.query(`set maintenance_work_mem = '1GB'`);
    await client.query('select setseed(0.2026)');
    await client.query('begin');

    const indexes = await client.query<{ name: string; def: string }>(`
      select i.relname as name, pg_get_indexdef(i.oid) as def
      from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class c on c.oid = x.indrelid
      where c.relname in ('cargo_listings', 'transport_listings') and not x.indisprimary and not x.indisunique
      order by i.relname`);
    for (const { name } of indexes.rows) await client.query(`drop index "${name}"`);
    await client.query('alter table cargo_listings disable trigger cargo_listings_notify');
    await client.query('alter table transport_listings disable trigger transport_listings_notify');
    // Nor are they matched against alert preferences (bench/alerts.ts measures that on its own).
    await client.query('alter table cargo_listings disable trigger cargo_listings_alerts');
    await client.query('alter table transport_listings disable trigger transport_listings_alerts');
    // Nobody published the generated listings: the activity log gets none of them.
    await client.query('alter table cargo_listings disable trigger cargo_listings_activity');
    await client.query('alter table transport_listings disable trigger transport_listings_activity');
    await client.query('alter table profiles disable trigger profiles_activity');

    await timed(
      steps,
      'users',
      () =>
        client.query(
          `insert into users (id, name, email, email_verified, created_at, updated_at)
           select 'bench-user-' || g, 'Bench Kasutaja ' || g, 'bench-user-' || g || '@bench.test', true,
                  now() - make_interval(days => 30 + g % 700), now() - make_interval(days => g % 30)
           from generate_series(1, $1::int) g`,
          [users],
        ),
      (r) => r.rowCount ?? 0,
    );
    await timed(
      steps,
      'directory companies (profiles + subscribers)',
      async () => {
        const companies = Math.min(users, Math.max(20, Math.round(users / 6)));
        const profilesDone = await client.query(
          `insert into profiles (user_id, email, phone, contact_person, company_name, address, specialty,
             vehicle_park, transport_types, service_regions, regular_routes, description, website,
             established_year, employees_count, show_in_company_directory, created_at, updated_at,
             verification, verification_requested_at, verification_decided_at)
           select 'bench-user-' || g, 'info' || g || '@bench.test',
             '+372 5' || lpad(((g * 7919) % 10000000)::text, 7, '0'),
             ($1::text[])[1 + g % 10] || ' ' || ($2::text[])[1 + (g / 10) % 10],
             ($3::text[])[1 + g % 10] || ' ' || ($4::text[])[1 + (g / 10) % 7]
               || case when g > 70 then ' ' || g else '' end || ' ' || ($5::text[])[1 + g % 6],
             'Tööstuse ' || (1 + g % 120) || ', Tallinn',
             ($6::text[])[1 + g % 5],
             (2 + g % 30) || ' poolhaagist, ' || (g % 7) || ' külmikut',
             array(select ($7::text[])[1 + (g + k) % 6] from generate_series(0, g % 4) k),
             array(select ($8::text[])[1 + (g + k) % 4] from generate_series(0, g % 3) k),
             jsonb_build_array(jsonb_build_object('route', ($9::text[])[1 + g % ${ROUTE_SAMPLES}] || ' → '
               || ($10::text[])[1 + g % ${ROUTE_SAMPLES}], 'frequency', '2x nädalas', 'capacity', '24 t')),
             'Vedaja ' || g || ' veab täis- ja osakoormaid Baltimaade, Põhjamaade ja Kesk-Euroopa vahel. '
               || 'Kõik autod on GPS-jälgimise ja CMR-kindlustusega.',
             'https://www.vedaja' || g || '.bench.test',
             1990 + g % 35, 3 + g % 120,
             g <= $11::int * 5 / 6, now() - make_interval(days => g % 700), now() - make_interval(days => g % 30),
             -- Every fifth company is verified; its listings copy it as they are written (migration 0049).
             case when g % 5 = 0 then 'verified' else 'unverified' end,
             case when g % 5 = 0 then now() - make_interval(days => 1 + g % 30) end,
             case when g % 5 = 0 then now() - make_interval(days => g % 30) end
           from generate_series(1, $11::int) g`,
          [
            FIRST_NAMES,
            LAST_NAMES,
            NAME_PREFIXES,
            NAME_CORES,
            NAME_SUFFIXES,
            SPECIALTIES,
            TRANSPORT_TYPES,
            REGIONS,
            routes.originCity,
            routes.destinationCity,
            companies,
          ],
        );
        // Of those in the directory: most premium, some on trial, some lapsed or free (not shown).
        await client.query(
          `insert into subscribers (user_id, email, subscribed, subscription_tier, subscription_end, is_trial,
             trial_end, trial_used_at, created_at, updated_at)
           select 'bench-user-' || g, 'bench-user-' || g || '@bench.test',
             g % 10 < 7, case when g % 10 < 7 then 'Premium' else 'Free' end,
             case when g % 10 < 7 then now() + make_interval(days => 1 + g % 300)
                  when g % 10 = 8 then now() - make_interval(days => 1 + g % 60) end,
             g % 10 = 7, case when g % 10 = 7 then now() + make_interval(days => 1 + g % 7) end,
             case when g % 10 = 7 then now() - make_interval(days => 7 - g % 7) end,
             now() - make_interval(days => g % 700), now() - make_interval(days => g % 30)
           from generate_series(1, $1::int) g`,
          [users],
        );
        return profilesDone.rowCount ?? 0;
      },
      (n) => n,
    );

    // The route samples as a table the inserts join by sample number: indexing a parameter array
    // of 5,000 texts per row would walk the array every time.
    await client.query(`create temporary table bench_routes (${ROUTE_COLUMNS}) on commit drop`);
    await client.query(
      `insert into bench_routes
       select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::float8[],
         $7::float8[], $8::int[], $9::float8[], $10::float8[], $11::int[], $12::int[], $13::text[])
         with ordinality`,
      [
        routes.originCity,
        routes.originCountry,
        routes.destinationCity,
        routes.destinationCountry,
        routes.originPlaceId,
        routes.originLat,
        routes.originLon,
        routes.destinationPlaceId,
        routes.destinationLat,
        routes.destinationLon,
        routes.distanceKm,
        routes.km,
        routes.serviceArea,
      ],
    );
    await client.query('analyze bench_routes');
    await timed(
      steps,
      'cargo listings',
      () =>
        insertChunks(
          client,
          cargoInsert(cargoTotal, users),
          cargoTotal,
          [CARGO_NOTES, FIRST_NAMES, LAST_NAMES, CARGO_TYPES, LOADING_TYPES, UNITS],
          log,
          'cargo',
        ),
      (n) => n,
    );
    await timed(
      steps,
      'transport listings',
      () =>
        insertChunks(
          client,
          transportInsert(transportTotal, users),
          transportTotal,
          [TRANSPORT_NOTES, FIRST_NAMES, LAST_NAMES, TRAILER_TYPES],
          log,
          'transport',
        ),
      (n) => n,
    );

    for (const { name, def } of indexes.rows) {
      await timed(steps, `index ${name}`, () => client.query(def));
    }
    await client.query('alter table cargo_listings enable trigger cargo_listings_notify');
    await client.query('alter table transport_listings enable trigger transport_listings_notify');
    await client.query('alter table cargo_listings enable trigger cargo_listings_alerts');
    await client.query('alter table transport_listings enable trigger transport_listings_alerts');
    await client.query('alter table cargo_listings enable trigger cargo_listings_activity');
    await client.query('alter table transport_listings enable trigger transport_listings_activity');
    await client.query('alter table profiles enable trigger profiles_activity');
    await timed(steps, 'commit', () => client.query('commit'));

    // What autovacuum would have done on a table filled over time: statistics for the planner,
    // the visibility map for index-only scans, hint bits set.
    await timed(steps, 'vacuum analyze', () =>
      client.query('vacuum (analyze) users, profiles, subscribers, cargo_listings, transport_listings'),
    );
    await timed(steps, 'checkpoint', () => client.query('checkpoint').catch(() => undefined));

    return {
      steps,
      totalMs: performance.now() - started,
      reused: false,
      counts: await counts(client),
      sizes: await sizes(client),
      located,
    };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
