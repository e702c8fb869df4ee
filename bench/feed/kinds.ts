import pg from 'pg';
import { foldPlaceName } from '@domain/places';
import { tallinnDateKey } from '@domain/format';
import { RARE_WORD } from './data';

/**
 * One request kind: measured on its own, as an anonymous visitor would send it. `next`, when
 * given, makes every request differ (the path shown is one example). `status` is the answer it
 * expects, 200 unless said: a page deeper than the feeds go is refused, and how fast matters too.
 */
export type Kind = {
  name: string;
  path: string;
  next?: () => string;
  status?: number;
  /** A Cookie header (the back office's kinds send an admin's session). */
  cookie?: string;
};

/** `--only`: a kind whose name contains any of the texts (case ignored); every kind when none. */
export function matchesOnly(kind: Kind, only: readonly string[]): boolean {
  const name = kind.name.toLowerCase();
  return only.length === 0 || only.some((text) => name.includes(text.toLowerCase()));
}

/** A filter set never seen before: weight at least a random fraction of a kilogram (all listings). */
const unique = (params: Record<string, string | number>) => () =>
  cargo({ ...params, minWeight: (0.001 + Math.random() * 0.9).toFixed(6) });

function dayKey(today: string, days: number): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

const cargo = (params: Record<string, string | number> = {}) =>
  `/api/listings/cargo${Object.keys(params).length ? `?${query(params)}` : ''}`;
const transport = (params: Record<string, string | number> = {}) =>
  `/api/listings/transport${Object.keys(params).length ? `?${query(params)}` : ''}`;

/** The radius kinds' places: GeoNames ids, looked up in the database's gazetteer at run time. */
export type BenchPlaces = { tallinn: number; riga: number; warsaw: number };

const BENCH_PLACES: Record<keyof BenchPlaces, { name: string; country: string }> = {
  tallinn: { name: 'Tallinn', country: 'EE' },
  riga: { name: 'Riga', country: 'LV' },
  warsaw: { name: 'Warsaw', country: 'PL' },
};

/**
 * Each place by its name and country, the biggest of that name (as the place picker lists it first);
 * null when the database has no gazetteer (then the radius kinds are left out).
 */
export async function benchPlaces(databaseUrl: string): Promise<BenchPlaces | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const found: Partial<BenchPlaces> = {};
    for (const [key, { name, country }] of Object.entries(BENCH_PLACES)) {
      const { rows } = await client.query<{ id: number }>(
        `select p.id from place_names n join places p on p.id = n.place_id
         where n.name = $1 and p.country = $2 order by p.population desc, p.id limit 1`,
        [foldPlaceName(name), country],
      );
      if (!rows[0]) return null;
      found[key as keyof BenchPlaces] = rows[0].id;
    }
    return found as BenchPlaces;
  } finally {
    await client.end();
  }
}

/**
 * "Within N km of a place" (decision 0067): each end alone, both together, with a country filter and
 * with a text search, and the broadest radius the feeds accept; the country kinds beside them in
 * requestKinds are what they are measured against.
 */
function radiusKinds(p: BenchPlaces): Kind[] {
  const near = (end: 'origin' | 'destination', place: number, km: number) => ({
    [`${end}Near`]: place,
    [`${end}RadiusKm`]: km,
  });
  const feeds = [
    { feed: 'cargo', url: cargo, q: 'tallinn' },
    { feed: 'transport', url: transport, q: 'helsinki' },
  ] as const;
  return feeds.flatMap(({ feed, url, q }) => [
    { name: `${feed}: originNear=Tallinn, 100 km`, path: url(near('origin', p.tallinn, 100)) },
    { name: `${feed}: originNear=Riga, 50 km`, path: url(near('origin', p.riga, 50)) },
    { name: `${feed}: destinationNear=Warsaw, 200 km`, path: url(near('destination', p.warsaw, 200)) },
    {
      name: `${feed}: originNear=Tallinn 100 km + destinationNear=Warsaw 200 km`,
      path: url({ ...near('origin', p.tallinn, 100), ...near('destination', p.warsaw, 200) }),
    },
    {
      name: `${feed}: originNear=Tallinn 100 km + destinationCountry=lati`,
      path: url({ ...near('origin', p.tallinn, 100), destinationCountry: 'lati' }),
    },
    {
      name: `${feed}: originNear=Riga 50 km + q=${q}`,
      path: url({ ...near('origin', p.riga, 50), q }),
    },
    {
      name: `${feed}: originNear=Tallinn, 1000 km (broad)`,
      path: url(near('origin', p.tallinn, 1000)),
    },
  ]);
}

/** Listings to match (decision 0076): live ones with a located pickup, a sample of each kind. */
export type MatchSample = { trucks: string[]; loads: string[] };

const MATCH_SAMPLE = 50;

export async function matchSample(databaseUrl: string): Promise<MatchSample> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const sample = async (table: string) => {
    const { rows } = await client.query<{ id: string }>(
      `select id from ${table} where status = 'active' and deleted_at is null and expires_at > now()
         and origin_lat is not null order by md5(id::text) limit ${MATCH_SAMPLE}`,
    );
    return rows.map((r) => r.id);
  };
  try {
    return { trucks: await sample('transport_listings'), loads: await sample('cargo_listings') };
  } finally {
    await client.end();
  }
}

/** Each request matches the next listing of the sample, page 1 of 25. */
function matchKinds(sample: MatchSample): Kind[] {
  const rotating = (ids: string[], path: (id: string) => string): Pick<Kind, 'path' | 'next'> => {
    let i = 0;
    return { path: path(ids[0]!), next: () => path(ids[i++ % ids.length]!) };
  };
  return [
    ...(sample.trucks.length
      ? [
          {
            name: `matches: loads for a truck (${sample.trucks.length} trucks in turn)`,
            ...rotating(sample.trucks, (id) => `/api/listings/transport/${id}/matches`),
          },
        ]
      : []),
    ...(sample.loads.length
      ? [
          {
            name: `matches: trucks for a load (${sample.loads.length} loads in turn)`,
            ...rotating(sample.loads, (id) => `/api/listings/cargo/${id}/matches`),
          },
        ]
      : []),
  ];
}

/** The benchmark's kinds; the radius kinds only when the gazetteer's places are known. */
export function requestKinds(places: BenchPlaces | null, now = new Date(), matches?: MatchSample): Kind[] {
  return [...baseKinds(now), ...(places ? radiusKinds(places) : []), ...(matches ? matchKinds(matches) : [])];
}

function baseKinds(now: Date): Kind[] {
  const today = tallinnDateKey(now);
  const day = (n: number) => dayKey(today, n);
  return [
    { name: 'cargo: default page 1', path: cargo() },
    {
      name: 'cargo: default page 1, count not remembered',
      path: unique({})(),
      next: unique({}),
    },
    { name: 'transport: default page 1', path: transport() },

    { name: 'cargo: originCountry=eesti', path: cargo({ originCountry: 'eesti' }) },
    { name: 'cargo: destinationCountry=lati', path: cargo({ destinationCountry: 'lati' }) },
    { name: 'cargo: destinationCountry=holland (rare)', path: cargo({ destinationCountry: 'holland' }) },
    // The countries of the radius kinds' places, to measure those against.
    { name: 'cargo: destinationCountry=poola', path: cargo({ destinationCountry: 'poola' }) },
    {
      name: 'cargo: originCountry=eesti + destinationCountry=poola',
      path: cargo({ originCountry: 'eesti', destinationCountry: 'poola' }),
    },
    { name: 'cargo: cargoType=masinad', path: cargo({ cargoType: 'masinad' }) },
    { name: 'cargo: minWeight=20000', path: cargo({ minWeight: 20000 }) },
    { name: 'cargo: pickup date range', path: cargo({ pickupFrom: day(3), pickupTo: day(5) }) },
    { name: 'cargo: delivery date range', path: cargo({ deliveryFrom: day(7), deliveryTo: day(9) }) },
    { name: 'cargo: urgent=true', path: cargo({ urgent: 'true' }) },
    { name: 'transport: originCountry=soome', path: transport({ originCountry: 'soome' }) },
    { name: 'transport: originCountry=eesti', path: transport({ originCountry: 'eesti' }) },
    { name: 'transport: destinationCountry=poola', path: transport({ destinationCountry: 'poola' }) },
    {
      name: 'transport: originCountry=eesti + destinationCountry=poola',
      path: transport({ originCountry: 'eesti', destinationCountry: 'poola' }),
    },
    { name: 'transport: trailerType=külmkastsõiduk', path: transport({ trailerType: 'külmkastsõiduk' }) },
    { name: 'transport: serviceArea=euroopa', path: transport({ serviceArea: 'euroopa' }) },
    { name: 'transport: minCapacity=20', path: transport({ minCapacity: 20 }) },
    { name: 'transport: minVolume=80', path: transport({ minVolume: 80 }) },
    {
      name: 'transport: minVolume=95 (above every volume: only those without one)',
      path: transport({ minVolume: 95 }),
    },
    {
      name: 'transport: available date range',
      path: transport({ availableFrom: day(5), availableTo: day(8) }),
    },

    {
      name: 'cargo: eesti→lati + masinad + minWeight=5000',
      path: cargo({
        originCountry: 'eesti',
        destinationCountry: 'lati',
        cargoType: 'masinad',
        minWeight: 5000,
      }),
    },
    {
      name: 'cargo: eesti→leedu + urgent + pickup range',
      path: cargo({
        originCountry: 'eesti',
        destinationCountry: 'leedu',
        urgent: 'true',
        pickupFrom: day(2),
        pickupTo: day(9),
      }),
    },
    {
      name: 'transport: eesti→soome + tentsõiduk + minCapacity=10',
      path: transport({
        originCountry: 'eesti',
        destinationCountry: 'soome',
        trailerType: 'tentsõiduk',
        minCapacity: 10,
      }),
    },

    // The freight filters and the orders (decision 0075), against the country kinds above.
    { name: 'cargo: loadType=ftl', path: cargo({ loadType: 'ftl' }) },
    { name: 'cargo: minLoadingMeters=13.6', path: cargo({ minLoadingMeters: 13.6 }) },
    { name: 'cargo: adr=true (rare)', path: cargo({ adr: 'true' }) },
    { name: 'cargo: adr=false', path: cargo({ adr: 'false' }) },
    { name: 'cargo: adrClass=3 (rare)', path: cargo({ adrClass: '3' }) },
    { name: 'cargo: temperatureControlled=true', path: cargo({ temperatureControlled: 'true' }) },
    { name: 'cargo: bodyType=mega', path: cargo({ bodyType: 'mega' }) },
    { name: 'cargo: bodyType=madelhaagis (rare)', path: cargo({ bodyType: 'madelhaagis' }) },
    {
      name: 'cargo: originCountry=eesti + loadType=ftl + adr=false',
      path: cargo({ originCountry: 'eesti', loadType: 'ftl', adr: 'false' }),
    },
    { name: 'transport: minLoadingMeters=13.6', path: transport({ minLoadingMeters: 13.6 }) },
    { name: 'transport: adr=true', path: transport({ adr: 'true' }) },
    { name: 'transport: adrClass=8 (rare)', path: transport({ adrClass: '8' }) },
    { name: 'transport: temperatureControlled=true', path: transport({ temperatureControlled: 'true' }) },
    ...(
      [
        'pickupDate',
        '-pickupDate',
        'price',
        '-price',
        'pricePerKm',
        '-pricePerKm',
        'weight',
        '-weight',
      ] as const
    ).map((sort) => ({ name: `cargo: sort=${sort}`, path: cargo({ sort }) })),
    { name: 'cargo: sort=freshness', path: cargo({ sort: 'freshness' }) },
    { name: 'cargo: sort=-newest', path: cargo({ sort: '-newest' }) },
    {
      name: 'cargo: sort=-price + originCountry=eesti',
      path: cargo({ sort: '-price', originCountry: 'eesti' }),
    },
    { name: 'cargo: sort=pickupDate + adr=true', path: cargo({ sort: 'pickupDate', adr: 'true' }) },
    { name: 'transport: sort=-weight', path: transport({ sort: '-weight' }) },
    { name: 'transport: sort=pickupDate', path: transport({ sort: 'pickupDate' }) },
    { name: 'transport: sort=pricePerKm', path: transport({ sort: 'pricePerKm' }) },
    { name: 'transport: sort=freshness', path: transport({ sort: 'freshness' }) },
    // Verified companies only (decision 0081): every fifth directory company is verified.
    { name: 'cargo: verified=true', path: cargo({ verified: 'true' }) },
    { name: 'cargo: verified=true + sort=freshness', path: cargo({ verified: 'true', sort: 'freshness' }) },
    { name: 'cargo: verified=true + sort=-freshness', path: cargo({ verified: 'true', sort: '-freshness' }) },
    { name: 'transport: verified=true', path: transport({ verified: 'true' }) },
    {
      name: 'transport: verified=true + sort=freshness',
      path: transport({ verified: 'true', sort: 'freshness' }),
    },

    { name: 'cargo: q=tallinn', path: cargo({ q: 'tallinn' }) },
    {
      name: 'cargo: q=tallinn, count not remembered',
      path: unique({ q: 'tallinn' })(),
      next: unique({ q: 'tallinn' }),
    },
    { name: 'cargo: q=rig', path: cargo({ q: 'rig' }) },
    { name: 'cargo: q=Latvia', path: cargo({ q: 'Latvia' }) },
    { name: `cargo: q=${RARE_WORD} (rare)`, path: cargo({ q: RARE_WORD }) },
    { name: 'cargo: q=kvxzq (no match)', path: cargo({ q: 'kvxzq' }) },
    { name: 'transport: q=helsinki', path: transport({ q: 'helsinki' }) },
    { name: 'cargo: q=ta (2 characters)', path: cargo({ q: 'ta' }) },
    { name: 'cargo: q=t (1 character)', path: cargo({ q: 't' }) },
    { name: 'cargo: q=qx (2 characters, no match)', path: cargo({ q: 'qx' }) },
    { name: 'transport: q=he (2 characters)', path: transport({ q: 'he' }) },
    { name: 'transport: q=zy (2 characters, no match)', path: transport({ q: 'zy' }) },
    { name: 'cargo: q=--- (no letter or digit)', path: cargo({ q: '---' }), status: 400 },
    // Both words are common and often in one listing, but never side by side: the index finds
    // every listing with both, and each must be checked (see bench/README.md, what is left).
    { name: 'cargo: q=tallinn riga (two words, no phrase match)', path: cargo({ q: 'tallinn riga' }) },
    {
      name: 'cargo: q=tallinn + destinationCountry=lati',
      path: cargo({ q: 'tallinn', destinationCountry: 'lati' }),
    },
    {
      name: 'transport: q=helsinki + originCountry=lati',
      path: transport({ q: 'helsinki', originCountry: 'lati' }),
    },

    { name: 'cargo: page 40 × 25', path: cargo({ page: 40 }) },
    { name: 'cargo: page 400 × 25', path: cargo({ page: 400 }) },
    { name: 'cargo: page 100 × 100', path: cargo({ page: 100, pageSize: 100 }) },
    { name: 'cargo: page 1 × 100', path: cargo({ pageSize: 100 }) },
    { name: 'transport: page 400 × 25', path: transport({ page: 400 }) },
    { name: 'cargo: originCountry=eesti, page 40', path: cargo({ originCountry: 'eesti', page: 40 }) },
    // Deeper than the feeds page (MAX_PAGED_ROWS): refused with 400 before any query.
    { name: 'cargo: page 4,000 × 25 (offset 99,975)', path: cargo({ page: 4000 }), status: 400 },
    { name: 'cargo: page 20,000 × 25 (offset 499,975)', path: cargo({ page: 20000 }), status: 400 },
    {
      name: 'cargo: page 1,000 × 100 (offset 99,900)',
      path: cargo({ page: 1000, pageSize: 100 }),
      status: 400,
    },
    { name: 'transport: page 4,000 × 25 (offset 99,975)', path: transport({ page: 4000 }), status: 400 },
    { name: 'cargo: page 1,000 × 10 (the deepest: offset 9,990)', path: cargo({ page: 1000, pageSize: 10 }) },

    { name: 'companies: directory page 1', path: '/api/companies' },
    { name: 'companies: region=baltimaad', path: '/api/companies?region=baltimaad' },
    { name: 'companies: verified=true', path: '/api/companies?verified=true' },
    // A word of a seventh of the company names, looked for in all of each company's text.
    { name: 'companies: q=logistika', path: '/api/companies?q=logistika' },
    { name: 'stats', path: '/api/stats' },
  ];
}
