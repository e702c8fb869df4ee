import { tz } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { TALLINN_TIME_ZONE, tallinnDateKey, tallinnDayStart } from '@domain/format';
import { listingExpiresAt } from '@domain/plans';
import type { cargoListings, profiles, RegularRoute, transportListings } from '../schema/index';

// The demo marketplace as plain data. Everything random comes from one seeded generator, so a fresh
// database gets the same listings for a given `now`, and tests and screenshots stay comparable.

export const DEMO_PASSWORD = 'Veoturg2026!';
export const DEMO_ADMIN_EMAIL = 'admin@veoturg.ee';
export const DEMO_PREMIUM_EMAIL = 'premium@veoturg.ee';
export const DEMO_FREE_EMAIL = 'tasuta@veoturg.ee';

/** The sign-in details the start-up log prints; every demo account shares the one password. */
export const DEMO_USERS = {
  password: DEMO_PASSWORD,
  accounts: [
    { role: 'admin', label: 'Administraator', email: DEMO_ADMIN_EMAIL },
    { role: 'premium', label: 'Premium-kasutaja', email: DEMO_PREMIUM_EMAIL },
    { role: 'free', label: 'Tasuta kasutaja', email: DEMO_FREE_EMAIL },
  ],
} as const;

const DEMO_SEED = 20_260_115;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const inTallinn = tz(TALLINN_TIME_ZONE);

type CargoType =
  'toidukaubad' | 'ehitusmaterjalid' | 'masinad' | 'tekstiil' | 'elektroonika' | 'kemikaalid' | 'muu';
type TrailerType =
  'tentsõiduk' | 'külmkastsõiduk' | 'konteinerveo' | 'tasaplatvorm' | 'poolhaagis' | 'tanker';
export type ServiceRegion = 'eesti' | 'baltimaad' | 'põhjamaad' | 'euroopa';
type LoadingType = 'tagant' | 'küljelt' | 'pealt' | 'tõstuk';
type Unit = 'kg' | 't' | 'm³' | 'tk' | 'alus';

const CARGO_TYPES: readonly CargoType[] = [
  'toidukaubad',
  'ehitusmaterjalid',
  'masinad',
  'tekstiil',
  'elektroonika',
  'kemikaalid',
  'muu',
];

type City = { country: string; lat: number; lon: number };

export const CITIES = {
  Tallinn: { country: 'eesti', lat: 59.437, lon: 24.754 },
  Tartu: { country: 'eesti', lat: 58.378, lon: 26.729 },
  Pärnu: { country: 'eesti', lat: 58.385, lon: 24.497 },
  Narva: { country: 'eesti', lat: 59.377, lon: 28.19 },
  Rakvere: { country: 'eesti', lat: 59.346, lon: 26.355 },
  Viljandi: { country: 'eesti', lat: 58.364, lon: 25.59 },
  Riga: { country: 'lati', lat: 56.949, lon: 24.105 },
  Daugavpils: { country: 'lati', lat: 55.875, lon: 26.536 },
  Liepāja: { country: 'lati', lat: 56.505, lon: 21.011 },
  Ventspils: { country: 'lati', lat: 57.389, lon: 21.564 },
  Vilnius: { country: 'leedu', lat: 54.687, lon: 25.28 },
  Kaunas: { country: 'leedu', lat: 54.899, lon: 23.904 },
  Klaipėda: { country: 'leedu', lat: 55.703, lon: 21.144 },
  Helsinki: { country: 'soome', lat: 60.17, lon: 24.938 },
  Turku: { country: 'soome', lat: 60.452, lon: 22.267 },
  Tampere: { country: 'soome', lat: 61.498, lon: 23.761 },
  Oulu: { country: 'soome', lat: 65.012, lon: 25.465 },
  Stockholm: { country: 'rootsi', lat: 59.329, lon: 18.069 },
  Göteborg: { country: 'rootsi', lat: 57.709, lon: 11.975 },
  Malmö: { country: 'rootsi', lat: 55.605, lon: 13.004 },
  Oslo: { country: 'norra', lat: 59.914, lon: 10.752 },
  Kopenhaagen: { country: 'taani', lat: 55.676, lon: 12.568 },
  Varssavi: { country: 'poola', lat: 52.23, lon: 21.012 },
  Gdańsk: { country: 'poola', lat: 54.352, lon: 18.646 },
  Berlin: { country: 'saksamaa', lat: 52.52, lon: 13.405 },
  Hamburg: { country: 'saksamaa', lat: 53.551, lon: 9.994 },
  Rotterdam: { country: 'holland', lat: 51.924, lon: 4.478 },
} as const satisfies Record<string, City>;

export type CityName = keyof typeof CITIES;

// Corridors a Baltic dispatcher actually sees; either direction is used. The Baltic ones are
// listed more than once so they dominate the feed as they would in reality.
const ROUTES: readonly (readonly [CityName, CityName])[] = [
  ['Tallinn', 'Riga'],
  ['Tallinn', 'Riga'],
  ['Tallinn', 'Tartu'],
  ['Tallinn', 'Tartu'],
  ['Tallinn', 'Pärnu'],
  ['Tallinn', 'Narva'],
  ['Tallinn', 'Rakvere'],
  ['Tallinn', 'Viljandi'],
  ['Tallinn', 'Vilnius'],
  ['Tallinn', 'Kaunas'],
  ['Tallinn', 'Helsinki'],
  ['Tallinn', 'Helsinki'],
  ['Tallinn', 'Tampere'],
  ['Tallinn', 'Stockholm'],
  ['Tallinn', 'Varssavi'],
  ['Tallinn', 'Hamburg'],
  ['Tallinn', 'Gdańsk'],
  ['Tallinn', 'Rotterdam'],
  ['Tartu', 'Hamburg'],
  ['Riga', 'Rotterdam'],
  ['Tartu', 'Riga'],
  ['Tartu', 'Vilnius'],
  ['Tartu', 'Narva'],
  ['Tartu', 'Pärnu'],
  ['Pärnu', 'Riga'],
  ['Viljandi', 'Riga'],
  ['Rakvere', 'Narva'],
  ['Riga', 'Vilnius'],
  ['Riga', 'Vilnius'],
  ['Riga', 'Kaunas'],
  ['Riga', 'Liepāja'],
  ['Riga', 'Ventspils'],
  ['Riga', 'Daugavpils'],
  ['Riga', 'Helsinki'],
  ['Riga', 'Berlin'],
  ['Riga', 'Varssavi'],
  ['Liepāja', 'Klaipėda'],
  ['Ventspils', 'Klaipėda'],
  ['Daugavpils', 'Vilnius'],
  ['Vilnius', 'Kaunas'],
  ['Vilnius', 'Varssavi'],
  ['Vilnius', 'Berlin'],
  ['Kaunas', 'Klaipėda'],
  ['Kaunas', 'Varssavi'],
  ['Kaunas', 'Rotterdam'],
  ['Kaunas', 'Hamburg'],
  ['Klaipėda', 'Gdańsk'],
  ['Klaipėda', 'Hamburg'],
  ['Helsinki', 'Turku'],
  ['Helsinki', 'Tampere'],
  ['Helsinki', 'Oulu'],
  ['Turku', 'Stockholm'],
  ['Stockholm', 'Göteborg'],
  ['Stockholm', 'Malmö'],
  ['Göteborg', 'Oslo'],
  ['Malmö', 'Kopenhaagen'],
  ['Kopenhaagen', 'Hamburg'],
  ['Hamburg', 'Berlin'],
  ['Hamburg', 'Rotterdam'],
  ['Berlin', 'Varssavi'],
  ['Gdańsk', 'Varssavi'],
];

const NORDIC = new Set(['soome', 'rootsi', 'norra', 'taani']);
const BALTIC = new Set(['eesti', 'lati', 'leedu']);

/** Road distance, roughly: great-circle distance plus a quarter for the roads' detours. */
function roadKm(from: CityName, to: CityName): number {
  const a = CITIES[from];
  const b = CITIES[to];
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)) * 1.25);
}

/** The service region a route belongs to, so a transport listing's area matches where it drives. */
export function serviceAreaFor(from: CityName, to: CityName): ServiceRegion {
  const countries = [CITIES[from].country, CITIES[to].country];
  if (countries.every((c) => c === 'eesti')) return 'eesti';
  if (countries.every((c) => BALTIC.has(c))) return 'baltimaad';
  if (countries.every((c) => BALTIC.has(c) || NORDIC.has(c))) return 'põhjamaad';
  return 'euroopa';
}

export type Rng = {
  next(): number;
  between(min: number, max: number): number;
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  weighted<T>(items: readonly (readonly [T, number])[]): T;
};

/** mulberry32: tiny, fast and good enough to make fake data look varied. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const rng: Rng = {
    next,
    between: (min, max) => min + next() * (max - min),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    weighted<T>(items: readonly (readonly [T, number])[]): T {
      const total = items.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [item, w] of items) {
        roll -= w;
        if (roll < 0) return item;
      }
      return rng.pick(items)[0];
    },
  };
  return rng;
}

type Plan = 'admin' | 'premium' | 'trial' | 'free' | 'lapsed';

type ProfileInsert = typeof profiles.$inferInsert;
type DemoProfile = Omit<ProfileInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'> & {
  companyName: string;
  contactPerson: string;
  phone: string;
  email: string;
};

export type DemoCompany = {
  email: string;
  plan: Plan;
  /** For premium: how long the paid period still runs. */
  premiumDays?: number;
  joinedDaysAgo: number;
  base: CityName;
  cargo: number;
  transport: number;
  cargoTypes: readonly CargoType[];
  trailers: readonly TrailerType[];
  /** A second person some listings name instead of the profile's contact. */
  colleague: { name: string; phone: string };
  /**
   * Who it is in its country's register (decision 0078), and whether it asked to be verified and an
   * admin decided (decision 0081): the demo shows the mark, its filter and a request in the queue.
   */
  identity?: {
    country: string;
    registryCode: string;
    verification?: { status: 'verified' | 'pending'; requestedDaysAgo: number };
  };
  profile: DemoProfile;
};

const route = (
  text: string,
  frequency: string,
  capacity: string,
  trailerType: TrailerType,
): RegularRoute => ({ route: text, frequency, capacity, trailerType });

const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    email: DEMO_ADMIN_EMAIL,
    plan: 'admin',
    joinedDaysAgo: 120,
    base: 'Tallinn',
    cargo: 3,
    transport: 2,
    cargoTypes: CARGO_TYPES,
    trailers: ['tentsõiduk', 'poolhaagis'],
    colleague: { name: 'Kersti Oja', phone: '+372 5550 1011' },
    profile: {
      companyName: 'Demo Ekspedeerimine OÜ',
      contactPerson: 'Mart Tamm',
      phone: '+372 5550 1001',
      email: DEMO_ADMIN_EMAIL,
      address: 'Pärnu mnt 139, 11317 Tallinn',
      showInCompanyDirectory: false,
    },
  },
  {
    email: DEMO_PREMIUM_EMAIL,
    plan: 'premium',
    premiumDays: 30,
    joinedDaysAgo: 90,
    base: 'Tallinn',
    cargo: 5,
    transport: 4,
    cargoTypes: ['toidukaubad', 'ehitusmaterjalid', 'elektroonika', 'muu'],
    trailers: ['tentsõiduk', 'poolhaagis', 'külmkastsõiduk'],
    colleague: { name: 'Anneli Kuusk', phone: '+372 5550 1012' },
    profile: {
      companyName: 'Demo Logistika OÜ',
      contactPerson: 'Kristjan Kask',
      phone: '+372 5550 1002',
      email: DEMO_PREMIUM_EMAIL,
      address: 'Peterburi tee 71, 11415 Tallinn',
      showInCompanyDirectory: true,
      specialty: 'rahvusvaheline',
      vehiclePark: '8 poolhaagist, 3 külmikut, 2 kaubikut',
      transportTypes: ['täishaagis', 'poolhaagis', 'külmik', 'kaubik'],
      serviceRegions: ['eesti', 'baltimaad', 'põhjamaad'],
      regularRoutes: [
        route('Tallinn → Riga', 'iga päev', '24 t', 'tentsõiduk'),
        route('Tallinn → Helsinki', '3x nädalas', '20 t', 'külmkastsõiduk'),
        route('Tartu → Vilnius', '2x nädalas', '22 t', 'poolhaagis'),
      ],
      description:
        'Demo Logistika korraldab täis- ja osakoormaid Eesti, Läti, Leedu ja Soome vahel. Kõik autod on GPS-jälgimise ja CMR-kindlustusega.',
      website: 'https://www.demologistika-demo.ee',
      establishedYear: 2012,
      employeesCount: 24,
    },
  },
  {
    email: DEMO_FREE_EMAIL,
    plan: 'free',
    joinedDaysAgo: 40,
    base: 'Tartu',
    cargo: 4,
    transport: 3,
    cargoTypes: ['toidukaubad', 'tekstiil', 'muu'],
    trailers: ['tentsõiduk', 'külmkastsõiduk'],
    colleague: { name: 'Jaan Saar', phone: '+372 5550 1013' },
    profile: {
      companyName: 'Demo Kaubandus OÜ',
      contactPerson: 'Liis Saar',
      phone: '+372 5550 1003',
      email: DEMO_FREE_EMAIL,
      address: 'Riia 130, 50411 Tartu',
      showInCompanyDirectory: false,
    },
  },
  {
    email: 'dispetcher@baltiveod-demo.ee',
    plan: 'premium',
    premiumDays: 210,
    joinedDaysAgo: 400,
    base: 'Tallinn',
    cargo: 4,
    transport: 4,
    cargoTypes: ['toidukaubad', 'ehitusmaterjalid', 'muu'],
    trailers: ['tentsõiduk', 'poolhaagis', 'külmkastsõiduk'],
    colleague: { name: 'Tiina Lepik', phone: '+372 5123 4411' },
    identity: {
      country: 'EE',
      registryCode: '10583474',
      verification: { status: 'verified', requestedDaysAgo: 200 },
    },
    profile: {
      companyName: 'Balti Veod OÜ',
      contactPerson: 'Andres Mets',
      phone: '+372 5123 4410',
      email: 'dispetcher@baltiveod-demo.ee',
      address: 'Betooni 9, 11415 Tallinn',
      showInCompanyDirectory: true,
      specialty: 'rahvusvaheline',
      vehiclePark: '18 poolhaagist, 6 külmikut, 4 kaubikut',
      transportTypes: ['täishaagis', 'poolhaagis', 'külmik', 'kaubik', 'autotransporter'],
      serviceRegions: ['eesti', 'baltimaad', 'põhjamaad', 'euroopa'],
      regularRoutes: [
        route('Tallinn → Riga', 'iga päev', '24 t', 'tentsõiduk'),
        route('Tallinn → Vilnius', '3x nädalas', '24 t', 'poolhaagis'),
        route('Tallinn → Varssavi', '2x nädalas', '24 t', 'tentsõiduk'),
        route('Riga → Tallinn', 'iga päev', '20 t', 'külmkastsõiduk'),
        route('Tallinn → Hamburg', 'kord nädalas', '24 t', 'poolhaagis'),
      ],
      description:
        'Balti Veod on 1998. aastast tegutsev vedaja, kes veab täis- ja osakoormaid Baltimaade ja Kesk-Euroopa vahel. Igapäevased väljumised Tallinnast Riiga ja Vilniusesse.',
      website: 'https://www.baltiveod-demo.ee',
      establishedYear: 1998,
      employeesCount: 64,
    },
  },
  {
    email: 'info@nordiccargolink-demo.ee',
    plan: 'premium',
    premiumDays: 95,
    joinedDaysAgo: 310,
    base: 'Tallinn',
    cargo: 3,
    transport: 3,
    cargoTypes: ['elektroonika', 'tekstiil', 'muu'],
    trailers: ['poolhaagis', 'tentsõiduk', 'konteinerveo'],
    colleague: { name: 'Margit Kallas', phone: '+372 5301 2278' },
    identity: {
      country: 'EE',
      registryCode: '11204562',
      verification: { status: 'verified', requestedDaysAgo: 150 },
    },
    profile: {
      companyName: 'Nordic Cargo Link AS',
      contactPerson: 'Siim Kuusk',
      phone: '+372 5301 2277',
      email: 'info@nordiccargolink-demo.ee',
      address: 'Muuga sadam, Maardu',
      showInCompanyDirectory: true,
      specialty: 'kaubavahetus',
      vehiclePark: '10 poolhaagist, 5 täishaagist',
      transportTypes: ['poolhaagis', 'täishaagis'],
      serviceRegions: ['eesti', 'põhjamaad'],
      regularRoutes: [
        route('Tallinn → Stockholm', '3x nädalas', '24 t', 'poolhaagis'),
        route('Helsinki → Tallinn', 'iga päev', '22 t', 'tentsõiduk'),
        route('Tallinn → Oslo', 'kord nädalas', '24 t', 'poolhaagis'),
      ],
      description:
        'Korraldame kaubavedusid Eesti ja Skandinaavia vahel praamiliinidel Tallinn–Helsingi ja Paldiski–Kapellskär. Pakume ka ladustamist Muuga sadamas.',
      website: 'https://www.nordiccargolink-demo.ee',
      establishedYear: 2007,
      employeesCount: 38,
    },
  },
  {
    email: 'birojs@rigaslogistika-demo.lv',
    plan: 'trial',
    joinedDaysAgo: 5,
    base: 'Riga',
    cargo: 3,
    transport: 3,
    cargoTypes: ['ehitusmaterjalid', 'masinad', 'muu'],
    trailers: ['poolhaagis', 'tentsõiduk', 'külmkastsõiduk'],
    colleague: { name: 'Laura Ozola', phone: '+371 2914 5521' },
    identity: {
      country: 'LV',
      registryCode: '40003517427',
      verification: { status: 'verified', requestedDaysAgo: 4 },
    },
    profile: {
      companyName: 'Rīgas Loģistika SIA',
      contactPerson: 'Jānis Bērziņš',
      phone: '+371 2914 5520',
      email: 'birojs@rigaslogistika-demo.lv',
      address: 'Krasta iela 52, Rīga',
      showInCompanyDirectory: true,
      specialty: 'rahvusvaheline',
      vehiclePark: '14 poolhaagist, 3 külmikut',
      transportTypes: ['poolhaagis', 'külmik', 'täishaagis'],
      serviceRegions: ['baltimaad', 'euroopa'],
      regularRoutes: [
        route('Riga → Tallinn', 'iga päev', '24 t', 'tentsõiduk'),
        route('Riga → Vilnius', '2x nädalas', '24 t', 'poolhaagis'),
        route('Riga → Berlin', 'kord nädalas', '24 t', 'tentsõiduk'),
        route('Riga → Varssavi', '2x nädalas', '20 t', 'külmkastsõiduk'),
      ],
      description:
        'Läti ekspedeerimis- ja veofirma, mis teenindab Baltimaid ja Saksamaad. Suhtleme eesti, läti, vene ja inglise keeles.',
      website: 'https://www.rigaslogistika-demo.lv',
      establishedYear: 2004,
      employeesCount: 41,
    },
  },
  {
    email: 'info@kaunokroviniai-demo.lt',
    plan: 'premium',
    premiumDays: 365,
    joinedDaysAgo: 520,
    base: 'Kaunas',
    cargo: 3,
    transport: 3,
    cargoTypes: ['masinad', 'ehitusmaterjalid', 'toidukaubad'],
    trailers: ['tentsõiduk', 'poolhaagis', 'tasaplatvorm', 'külmkastsõiduk'],
    colleague: { name: 'Agnė Stankevičienė', phone: '+370 612 34568' },
    identity: {
      country: 'LT',
      registryCode: '302841550',
      verification: { status: 'verified', requestedDaysAgo: 90 },
    },
    profile: {
      companyName: 'Kauno Krovinių Vežimas UAB',
      contactPerson: 'Tomas Petrauskas',
      phone: '+370 612 34567',
      email: 'info@kaunokroviniai-demo.lt',
      address: 'Raudondvario pl. 150, Kaunas',
      showInCompanyDirectory: true,
      specialty: 'rahvusvaheline',
      vehiclePark: '35 poolhaagist, 8 külmikut, 5 autotransporterit',
      transportTypes: ['täishaagis', 'poolhaagis', 'külmik', 'autotransporter', 'kaubik'],
      serviceRegions: ['baltimaad', 'euroopa'],
      regularRoutes: [
        route('Kaunas → Rotterdam', '2x nädalas', '24 t', 'tentsõiduk'),
        route('Kaunas → Hamburg', '3x nädalas', '24 t', 'poolhaagis'),
        route('Kaunas → Tallinn', 'iga päev', '22 t', 'külmkastsõiduk'),
        route('Vilnius → Varssavi', '2x nädalas', '24 t', 'tentsõiduk'),
        route('Kaunas → Berlin', 'kord nädalas', '18 t', 'tasaplatvorm'),
      ],
      description:
        'Üks suuremaid Leedu vedajaid: regulaarsed väljumised Lääne-Euroopasse ja tagasi. Veame ka sõidukeid autotransporteritega.',
      website: 'https://www.kaunokroviniai-demo.lt',
      establishedYear: 1995,
      employeesCount: 120,
    },
  },
  {
    email: 'myynti@suomenrahti-demo.fi',
    plan: 'premium',
    premiumDays: 60,
    joinedDaysAgo: 260,
    base: 'Helsinki',
    cargo: 2,
    transport: 3,
    cargoTypes: ['toidukaubad'],
    trailers: ['külmkastsõiduk', 'poolhaagis'],
    colleague: { name: 'Anna Korhonen', phone: '+358 40 512 3345' },
    identity: {
      country: 'FI',
      registryCode: '2184356-8',
      verification: { status: 'verified', requestedDaysAgo: 60 },
    },
    profile: {
      companyName: 'Suomen Rahti Oy',
      contactPerson: 'Mikko Virtanen',
      phone: '+358 40 512 3344',
      email: 'myynti@suomenrahti-demo.fi',
      address: 'Satamakaari 24, Helsinki',
      showInCompanyDirectory: true,
      specialty: 'külmkast',
      vehiclePark: '9 külmikut, 4 poolhaagist',
      transportTypes: ['külmik', 'poolhaagis'],
      serviceRegions: ['põhjamaad', 'baltimaad'],
      regularRoutes: [
        route('Helsinki → Tallinn', 'iga päev', '20 t', 'külmkastsõiduk'),
        route('Tampere → Tallinn', '2x nädalas', '20 t', 'külmkastsõiduk'),
        route('Oulu → Helsinki', 'kord nädalas', '24 t', 'poolhaagis'),
      ],
      description:
        'Külmaveod Soome ja Baltimaade vahel temperatuuril −25…+25 °C. Toiduainete veoks sertifitseeritud autopark.',
      website: 'https://www.suomenrahti-demo.fi',
      establishedYear: 2001,
      employeesCount: 27,
    },
  },
  {
    email: 'tellimus@tartukylmaveod-demo.ee',
    plan: 'premium',
    premiumDays: 150,
    joinedDaysAgo: 230,
    base: 'Tartu',
    cargo: 2,
    transport: 3,
    cargoTypes: ['toidukaubad'],
    trailers: ['külmkastsõiduk'],
    colleague: { name: 'Margus Tamm', phone: '+372 5647 8813' },
    identity: {
      country: 'EE',
      registryCode: '10977210',
      verification: { status: 'pending', requestedDaysAgo: 2 },
    },
    profile: {
      companyName: 'Tartu Külmaveod OÜ',
      contactPerson: 'Kadri Rebane',
      phone: '+372 5647 8812',
      email: 'tellimus@tartukylmaveod-demo.ee',
      address: 'Ringtee 35, 50105 Tartu',
      showInCompanyDirectory: true,
      specialty: 'külmkast',
      vehiclePark: '7 külmikut, 2 külmkaubikut',
      transportTypes: ['külmik', 'kaubik'],
      serviceRegions: ['eesti', 'baltimaad'],
      regularRoutes: [
        route('Tartu → Tallinn', 'iga päev', '18 t', 'külmkastsõiduk'),
        route('Tartu → Riga', '2x nädalas', '20 t', 'külmkastsõiduk'),
        route('Tartu → Pärnu', 'kord nädalas', '10 t', 'külmkastsõiduk'),
      ],
      description:
        'Piima- ja lihatoodete ning külmutatud kauba veod üle Eesti ja Lätti. Kõigil autodel on temperatuuri salvestus.',
      website: 'https://www.tartukylmaveod-demo.ee',
      establishedYear: 2010,
      employeesCount: 15,
    },
  },
  {
    email: 'info@parnukaubavedu-demo.ee',
    plan: 'trial',
    joinedDaysAgo: 6,
    base: 'Pärnu',
    cargo: 3,
    transport: 2,
    cargoTypes: ['muu', 'ehitusmaterjalid', 'tekstiil'],
    trailers: ['tentsõiduk'],
    colleague: { name: 'Kaie Kivi', phone: '+372 5566 2032' },
    identity: { country: 'EE', registryCode: '12561838' },
    profile: {
      companyName: 'Pärnu Kaubavedu OÜ',
      contactPerson: 'Urmas Kivi',
      phone: '+372 5566 2031',
      email: 'info@parnukaubavedu-demo.ee',
      address: 'Tööstuse 12, 80010 Pärnu',
      showInCompanyDirectory: true,
      specialty: 'kohalik',
      vehiclePark: '5 tentsõidukit, 3 kaubikut',
      transportTypes: ['täishaagis', 'kaubik'],
      serviceRegions: ['eesti'],
      regularRoutes: [
        route('Pärnu → Tallinn', 'iga päev', '12 t', 'tentsõiduk'),
        route('Pärnu → Tartu', '2x nädalas', '10 t', 'tentsõiduk'),
      ],
      description:
        'Kohalikud veod Pärnumaal ja üle Eesti, ka väiksemad saadetised ja kolimised. Laadimisajad lepime kokku kliendi järgi.',
      website: 'https://www.parnukaubavedu-demo.ee',
      establishedYear: 2015,
      employeesCount: 9,
    },
  },
  {
    email: 'logistika@virumaatransport-demo.ee',
    plan: 'premium',
    premiumDays: 300,
    joinedDaysAgo: 610,
    base: 'Rakvere',
    cargo: 3,
    transport: 2,
    cargoTypes: ['ehitusmaterjalid', 'masinad', 'muu'],
    trailers: ['poolhaagis', 'tasaplatvorm', 'tentsõiduk'],
    colleague: { name: 'Evelin Põder', phone: '+372 5332 9015' },
    profile: {
      companyName: 'Virumaa Transport AS',
      contactPerson: 'Rein Põder',
      phone: '+372 5332 9014',
      email: 'logistika@virumaatransport-demo.ee',
      address: 'Vabriku 6, 44310 Rakvere',
      showInCompanyDirectory: true,
      specialty: 'kohalik',
      vehiclePark: '6 poolhaagist, 4 tasaplatvormi',
      transportTypes: ['poolhaagis', 'täishaagis', 'kaubik'],
      serviceRegions: ['eesti', 'baltimaad'],
      regularRoutes: [
        route('Rakvere → Tallinn', 'iga päev', '24 t', 'poolhaagis'),
        route('Rakvere → Narva', '2x nädalas', '20 t', 'tasaplatvorm'),
        route('Rakvere → Tartu', '2x nädalas', '24 t', 'poolhaagis'),
        route('Rakvere → Riga', 'kord nädalas', '24 t', 'tentsõiduk'),
      ],
      description:
        'Viru- ja Ida-Virumaa tööstusettevõtete veopartner alates 1993. aastast. Veame puitu, ehitusmaterjale ja tööstuskaupa.',
      website: 'https://www.virumaatransport-demo.ee',
      establishedYear: 1993,
      employeesCount: 33,
    },
  },
  {
    email: 'dispetcher@narvapiiriveod-demo.ee',
    plan: 'premium',
    premiumDays: 45,
    joinedDaysAgo: 180,
    base: 'Narva',
    cargo: 3,
    transport: 2,
    cargoTypes: ['ehitusmaterjalid', 'kemikaalid', 'muu'],
    trailers: ['poolhaagis', 'tentsõiduk'],
    colleague: { name: 'Olga Smirnova', phone: '+372 5870 4422' },
    profile: {
      companyName: 'Narva Piiriveod OÜ',
      contactPerson: 'Sergei Ivanov',
      phone: '+372 5870 4421',
      email: 'dispetcher@narvapiiriveod-demo.ee',
      address: 'Kreenholmi 40, 20104 Narva',
      showInCompanyDirectory: true,
      specialty: 'kaubavahetus',
      vehiclePark: '11 poolhaagist',
      transportTypes: ['poolhaagis'],
      serviceRegions: ['eesti', 'baltimaad'],
      regularRoutes: [
        route('Narva → Tallinn', 'iga päev', '24 t', 'poolhaagis'),
        route('Narva → Riga', '2x nädalas', '24 t', 'tentsõiduk'),
      ],
      description:
        'Veod Ida-Virumaa tööstuspiirkonnast Tallinna sadamatesse ja Lätti. Vormistame saatedokumendid kohapeal.',
      website: 'https://www.narvapiiriveod-demo.ee',
      establishedYear: 2003,
      employeesCount: 18,
    },
  },
  {
    email: 'info@kurzemesparvadajumi-demo.lv',
    plan: 'trial',
    joinedDaysAgo: 4,
    base: 'Liepāja',
    cargo: 2,
    transport: 2,
    cargoTypes: ['ehitusmaterjalid', 'masinad'],
    trailers: ['poolhaagis', 'tasaplatvorm', 'konteinerveo'],
    colleague: { name: 'Edgars Liepiņš', phone: '+371 2633 1871' },
    identity: { country: 'LV', registryCode: '40103821173' },
    profile: {
      companyName: 'Kurzemes Pārvadājumi SIA',
      contactPerson: 'Ilze Kalniņa',
      phone: '+371 2633 1870',
      email: 'info@kurzemesparvadajumi-demo.lv',
      address: 'Brīvostas iela 15, Liepāja',
      showInCompanyDirectory: true,
      specialty: 'rahvusvaheline',
      vehiclePark: '8 poolhaagist, 2 tasaplatvormi',
      transportTypes: ['poolhaagis', 'täishaagis'],
      serviceRegions: ['baltimaad', 'euroopa'],
      regularRoutes: [
        route('Liepāja → Riga', 'iga päev', '24 t', 'poolhaagis'),
        route('Ventspils → Klaipėda', '2x nädalas', '24 t', 'tasaplatvorm'),
        route('Liepāja → Hamburg', 'kord nädalas', '24 t', 'konteinerveo'),
      ],
      description:
        'Kurzeme sadamate (Liepāja, Ventspils) vedaja: konteinerid, puit ja metall. Sõidame ka Leetu ja Saksamaale.',
      website: 'https://www.kurzemesparvadajumi-demo.lv',
      establishedYear: 2009,
      employeesCount: 16,
    },
  },
  {
    email: 'dispecerine@klaipedoslogistika-demo.lt',
    plan: 'premium',
    premiumDays: 180,
    joinedDaysAgo: 450,
    base: 'Klaipėda',
    cargo: 5,
    transport: 2,
    cargoTypes: ['toidukaubad', 'elektroonika', 'tekstiil', 'masinad'],
    trailers: ['konteinerveo', 'poolhaagis', 'tentsõiduk'],
    colleague: { name: 'Mindaugas Jankauskas', phone: '+370 686 55103' },
    identity: { country: 'LT', registryCode: '141905275' },
    profile: {
      companyName: 'Klaipėdos Jūrų Logistika UAB',
      contactPerson: 'Rūta Jankauskienė',
      phone: '+370 686 55102',
      email: 'dispecerine@klaipedoslogistika-demo.lt',
      address: 'Minijos g. 180, Klaipėda',
      showInCompanyDirectory: true,
      specialty: 'rahvusvaheline',
      vehiclePark: '20 konteinerautot, 10 poolhaagist',
      transportTypes: ['täishaagis', 'poolhaagis', 'tsisternauto'],
      serviceRegions: ['baltimaad', 'põhjamaad', 'euroopa'],
      regularRoutes: [
        route('Klaipėda → Kaunas', 'iga päev', '24 t', 'konteinerveo'),
        route('Klaipėda → Vilnius', 'iga päev', '24 t', 'konteinerveo'),
        route('Klaipėda → Riga', '2x nädalas', '24 t', 'poolhaagis'),
        route('Klaipėda → Tallinn', 'kord nädalas', '24 t', 'tentsõiduk'),
        route('Klaipėda → Gdańsk', 'kord nädalas', '24 t', 'konteinerveo'),
      ],
      description:
        'Klaipėda sadama konteiner- ja üldveod kogu Baltikumis. Oma terminal ja ladu sadama vahetus läheduses.',
      website: 'https://www.klaipedoslogistika-demo.lt',
      establishedYear: 1997,
      employeesCount: 85,
    },
  },
  {
    email: 'info@vilniaustransportas-demo.lt',
    plan: 'premium',
    premiumDays: 20,
    joinedDaysAgo: 340,
    base: 'Vilnius',
    cargo: 3,
    transport: 2,
    cargoTypes: ['kemikaalid'],
    trailers: ['tanker', 'poolhaagis'],
    colleague: { name: 'Justina Kazlauskienė', phone: '+370 655 20419' },
    profile: {
      companyName: 'Vilniaus Transporto Grupė UAB',
      contactPerson: 'Darius Kazlauskas',
      phone: '+370 655 20418',
      email: 'info@vilniaustransportas-demo.lt',
      address: 'Savanorių pr. 178, Vilnius',
      showInCompanyDirectory: true,
      specialty: 'ohtlik',
      vehiclePark: '12 tsisternautot, 6 poolhaagist (ADR)',
      transportTypes: ['tsisternauto', 'poolhaagis', 'täishaagis', 'külmik'],
      serviceRegions: ['baltimaad', 'euroopa'],
      regularRoutes: [
        route('Vilnius → Riga', '2x nädalas', '24 t', 'tanker'),
        route('Vilnius → Tallinn', 'kord nädalas', '22 t', 'tanker'),
      ],
      description:
        'ADR-veod kõigis ohuklassides peale 1. ja 7. klassi. Autojuhtidel on kehtivad ADR-load ja tsisternidel puhastussertifikaadid.',
      website: 'https://www.vilniaustransportas-demo.lt',
      establishedYear: 2006,
      employeesCount: 47,
    },
  },
  {
    email: 'adr@balticadrtank-demo.ee',
    plan: 'premium',
    premiumDays: 75,
    joinedDaysAgo: 200,
    base: 'Tallinn',
    cargo: 2,
    transport: 2,
    cargoTypes: ['kemikaalid'],
    trailers: ['tanker'],
    colleague: { name: 'Kaidi Laur', phone: '+372 5219 7704' },
    profile: {
      companyName: 'Baltic ADR Tank OÜ',
      contactPerson: 'Priit Laur',
      phone: '+372 5219 7703',
      email: 'adr@balticadrtank-demo.ee',
      address: 'Vuna 2, 74115 Maardu',
      showInCompanyDirectory: true,
      specialty: 'ohtlik',
      vehiclePark: '9 tsisternautot',
      transportTypes: ['tsisternauto'],
      serviceRegions: ['eesti', 'baltimaad', 'põhjamaad'],
      regularRoutes: [
        route('Tallinn → Tartu', '2x nädalas', '24 t', 'tanker'),
        route('Tallinn → Helsinki', 'kord nädalas', '24 t', 'tanker'),
        route('Tallinn → Pärnu', 'kord nädalas', '24 t', 'tanker'),
      ],
      description:
        'Kütuste ja kemikaalide veod tsisternautodega Muuga sadamast üle Eesti ja Soome. Kõik autod vastavad ADR-nõuetele.',
      website: 'https://www.balticadrtank-demo.ee',
      establishedYear: 2014,
      employeesCount: 12,
    },
  },
  {
    email: 'info@viljandimetsaveod-demo.ee',
    plan: 'trial',
    joinedDaysAgo: 5,
    base: 'Viljandi',
    cargo: 3,
    transport: 1,
    cargoTypes: ['ehitusmaterjalid', 'muu'],
    trailers: ['tasaplatvorm'],
    colleague: { name: 'Maarja Org', phone: '+372 5388 1207' },
    profile: {
      companyName: 'Viljandi Metsaveod OÜ',
      contactPerson: 'Peeter Org',
      phone: '+372 5388 1206',
      email: 'info@viljandimetsaveod-demo.ee',
      address: 'Reinu tee 40, 71020 Viljandi',
      showInCompanyDirectory: true,
      specialty: 'kohalik',
      vehiclePark: '4 metsaveokit, 2 tasaplatvormi',
      transportTypes: ['täishaagis'],
      serviceRegions: ['eesti'],
      regularRoutes: [],
      description: 'Ümarpuidu, saematerjali ja hakkpuidu veod Lõuna-Eestis.',
      website: 'https://www.viljandimetsaveod-demo.ee',
      establishedYear: 2018,
      employeesCount: 6,
    },
  },
  {
    email: 'booking@scandibaltic-demo.se',
    plan: 'premium',
    premiumDays: 240,
    joinedDaysAgo: 700,
    base: 'Stockholm',
    cargo: 2,
    transport: 2,
    cargoTypes: ['elektroonika', 'masinad', 'tekstiil'],
    trailers: ['poolhaagis', 'tentsõiduk', 'külmkastsõiduk'],
    colleague: { name: 'Sara Nilsson', phone: '+46 70 412 55 84' },
    profile: {
      companyName: 'Scandi Baltic Freight AB',
      contactPerson: 'Erik Lindqvist',
      phone: '+46 70 412 55 83',
      email: 'booking@scandibaltic-demo.se',
      address: 'Frihamnen, Stockholm',
      showInCompanyDirectory: true,
      specialty: 'rahvusvaheline',
      vehiclePark: '22 poolhaagist, 5 külmikut',
      transportTypes: ['poolhaagis', 'täishaagis', 'külmik', 'kaubik', 'autotransporter'],
      serviceRegions: ['põhjamaad', 'baltimaad', 'euroopa'],
      regularRoutes: [
        route('Stockholm → Tallinn', '3x nädalas', '24 t', 'poolhaagis'),
        route('Göteborg → Oslo', '2x nädalas', '24 t', 'tentsõiduk'),
        route('Malmö → Hamburg', 'iga päev', '24 t', 'poolhaagis'),
        route('Stockholm → Turku', '2x nädalas', '20 t', 'külmkastsõiduk'),
        route('Göteborg → Rotterdam', 'kord nädalas', '24 t', 'tentsõiduk'),
      ],
      description:
        'Rootsi ekspedeerimisfirma, mis ühendab Skandinaavia Baltimaade ja Beneluxiga. Igapäevased praamiväljumised Stockholmist ja Malmöst.',
      website: 'https://www.scandibaltic-demo.se',
      establishedYear: 1991,
      employeesCount: 150,
    },
  },
  // Two shippers that only post cargo: one never paid, one whose premium lapsed, so its
  // directory switch is on but the directory must leave it out.
  {
    email: 'ostud@harjuehitus-demo.ee',
    plan: 'free',
    joinedDaysAgo: 75,
    base: 'Tallinn',
    cargo: 6,
    transport: 0,
    cargoTypes: ['ehitusmaterjalid'],
    trailers: ['tasaplatvorm'],
    colleague: { name: 'Riina Sepp', phone: '+372 5611 3391' },
    profile: {
      companyName: 'Harju Ehitusmaterjalid OÜ',
      contactPerson: 'Marko Sepp',
      phone: '+372 5611 3390',
      email: 'ostud@harjuehitus-demo.ee',
      address: 'Laki 24, 12915 Tallinn',
      showInCompanyDirectory: false,
    },
  },
  {
    email: 'logistika@laanemerekaubandus-demo.ee',
    plan: 'lapsed',
    joinedDaysAgo: 380,
    base: 'Tallinn',
    cargo: 5,
    transport: 0,
    cargoTypes: ['toidukaubad', 'tekstiil', 'elektroonika', 'muu'],
    trailers: ['tentsõiduk'],
    colleague: { name: 'Toomas Mägi', phone: '+372 5822 0472' },
    profile: {
      companyName: 'Läänemere Kaubandus OÜ',
      contactPerson: 'Helen Mägi',
      phone: '+372 5822 0471',
      email: 'logistika@laanemerekaubandus-demo.ee',
      address: 'Kadaka tee 70, 12618 Tallinn',
      showInCompanyDirectory: true,
      specialty: 'kaubavahetus',
      vehiclePark: '2 kaubikut',
      transportTypes: ['kaubik'],
      serviceRegions: ['eesti', 'baltimaad'],
      regularRoutes: [route('Tallinn → Tartu', 'kord nädalas', '3 t', 'tentsõiduk')],
      description: 'Hulgikaubandus: toidu- ja tööstuskaubad Eesti ja Läti jaeketele.',
      website: 'https://www.laanemerekaubandus-demo.ee',
      establishedYear: 2011,
      employeesCount: 22,
    },
  },
];

function hasAccess(plan: Plan): boolean {
  return plan === 'premium' || plan === 'trial';
}

// Free plans may publish for at most 7 days; premium owners also pick the long durations.
const FREE_DURATION_WEIGHTS: readonly (readonly [number, number])[] = [
  [1, 1],
  [3, 3],
  [5, 3],
  [7, 5],
];
const PREMIUM_DURATION_WEIGHTS: readonly (readonly [number, number])[] = [
  [1, 1],
  [3, 2],
  [5, 2],
  [7, 4],
  [14, 3],
  [21, 2],
  [30, 3],
];

const CARGO_NOTES: Record<CargoType, readonly string[]> = {
  toidukaubad: [
    'Temperatuur +2…+6 °C',
    'Temperatuur −18 °C, külmkett ei tohi katkeda',
    'Vajalik puhas ja lõhnatu haagis',
    'Toiduainete veoks sertifitseeritud haagis',
  ],
  ehitusmaterjalid: [
    'Laadimine kraanaga, vajalik pealtlaadimine',
    'Kinnitusrihmad vedajalt',
    'Objektil tõstukit ei ole',
    'Pikkus kuni 6 m',
  ],
  masinad: [
    'Vajalik tasaplatvorm',
    'Mõõdud ja kaalud saadame e-postiga',
    'Kinnitusketid vedajalt',
    'Laadimine rambilt',
  ],
  tekstiil: [
    'Kastid peavad jääma kuivaks',
    'Rõivad riidepuudel, vajalik kõrge haagis',
    'Kaup on kindlustatud',
  ],
  elektroonika: [
    'Habras kaup, käsitseda ettevaatlikult',
    'Kindlustus vähemalt 50 000 €',
    'Vajalik GPS-jälgimine',
  ],
  kemikaalid: [
    'ADR klass 3, vajalik ADR-luba',
    'ADR klass 8, ohumärgised vedajalt',
    'Vajalik tsisterni puhastussertifikaat',
  ],
  muu: [
    'Mööbel pakitud, laadida ettevaatlikult',
    'Kolimiskaup, kohal 2 laadijat',
    'Paberirullid, ei tohi märjaks saada',
  ],
};

const GENERIC_CARGO_NOTES = [
  'ADR ei ole',
  'Vajalik tagaluuk',
  'Laadimine E–R 8–16',
  'Tollivormistus tehtud',
  'Maksetähtaeg 30 päeva',
  'Võimalik lisakoorem tagasiteel',
  'Helistage enne pealelaadimist',
  'Laadimine ja mahalaadimine samal päeval',
  'EUR-alused vahetatakse',
] as const;

const TRANSPORT_NOTES: Record<TrailerType, readonly string[]> = {
  tentsõiduk: [
    'Haagis 13,6 m, mahub 33 EUR-alust',
    'Laadimine külgedelt ja pealt võimalik',
    'Tagaluuk olemas',
  ],
  külmkastsõiduk: ['Külmik −20…+20 °C, temperatuuri väljatrükk', 'Sobib toiduainetele ja ravimitele'],
  konteinerveo: ['Konteiner 40 jalga', 'Sadamaterminali load olemas'],
  tasaplatvorm: ['Sobib pikkadele ja rasketele detailidele', 'Kinnitusketid ja rihmad olemas'],
  poolhaagis: ['Mega-haagis, sisekõrgus 3 m', 'Tõstukiga laadimine võimalik', 'Haagis 13,6 m'],
  tanker: ['ADR-luba olemas', 'Tsistern 3 sektsiooni, puhastussertifikaat olemas'],
};

const GENERIC_TRANSPORT_NOTES = [
  'Vaba alates hommikust, sobib ka osakoorem',
  'Tagasisõit, hea hind',
  'Autojuht räägib inglise ja vene keelt',
  'CMR-kindlustus 100 000 €',
  'Praamipiletid broneeritud',
  'Helistage, lepime hinna kokku',
] as const;

type CargoInsert = typeof cargoListings.$inferInsert;
type TransportInsert = typeof transportListings.$inferInsert;

/** A listing row before its owner's user id is known; `owner` is the owner's e-mail. */
type CargoSeed = Omit<CargoInsert, 'userId' | 'id'> & { owner: string };
type TransportSeed = Omit<TransportInsert, 'userId' | 'id'> & { owner: string };

export type DemoData = {
  companies: readonly DemoCompany[];
  cargo: CargoSeed[];
  transport: TransportSeed[];
};

type Timing = { createdAt: Date; expiresAt: Date; postDurationDays: number };
/** soon: expires within 24 hours; today: created since Tallinn midnight; any: the last five days. */
type TimingMode = 'soon' | 'today' | 'any';

// `freight` draws the load and truck details from a stream of its own, so that adding them left
// every other demo value as it was.
type Context = { rng: Rng; freight: Rng; now: Date; dayStart: Date };

function wholeSeconds(ms: number): Date {
  return new Date(Math.floor(ms / 1000) * 1000);
}

/** 'yyyy-MM-dd' of the Tallinn day `days` after today. */
function dayKey(now: Date, days: number): string {
  return tallinnDateKey(new Date(addDays(now, days, { in: inTallinn }).getTime()));
}

function timing(ctx: Context, plan: Plan, mode: TimingMode): Timing {
  const { rng, now } = ctx;
  const weights = hasAccess(plan) ? PREMIUM_DURATION_WEIGHTS : FREE_DURATION_WEIGHTS;
  let days = rng.weighted(weights);
  let createdAt: Date;
  if (mode === 'soon') {
    // Only durations up to five days can both start within the last five days and end tomorrow.
    if (days > 5) days = rng.pick([1, 3, 5]);
    const target = now.getTime() + rng.between(1.5, 22) * HOUR;
    createdAt = wholeSeconds(addDays(new Date(target), -days, { in: inTallinn }).getTime());
  } else if (mode === 'today') {
    const sinceMidnight = now.getTime() - ctx.dayStart.getTime();
    createdAt = wholeSeconds(now.getTime() - rng.next() * Math.min(sinceMidnight, 6 * HOUR));
  } else {
    // Only one-day listings may end within a day here; 'soon' decides how many others do, so the
    // badge stays an exception. The margin covers a daylight-saving hour.
    const maxAge = Math.min(5 * DAY, days === 1 ? 21 * HOUR : days * DAY - 26 * HOUR);
    createdAt = wholeSeconds(now.getTime() - rng.next() * maxAge);
  }
  return { createdAt, expiresAt: listingExpiresAt(createdAt, days), postDurationDays: days };
}

function pickRoute(rng: Rng, base: CityName): [CityName, CityName] {
  const own = ROUTES.filter(([a, b]) => a === base || b === base);
  const [a, b] = own.length > 0 && rng.chance(0.6) ? rng.pick(own) : rng.pick(ROUTES);
  // Companies mostly start from home; otherwise either direction of the corridor.
  if (a === base) return [a, b];
  if (b === base) return rng.chance(0.7) ? [b, a] : [a, b];
  return rng.chance(0.5) ? [a, b] : [b, a];
}

function contact(rng: Rng, company: DemoCompany) {
  const p = company.profile;
  const colleague = rng.chance(0.2);
  return {
    companyName: p.companyName,
    contactPerson: colleague ? company.colleague.name : p.contactPerson,
    contactPhone: colleague ? company.colleague.phone : p.phone,
    contactEmail: p.email,
  };
}

function notes(
  rng: Rng,
  specific: readonly string[],
  generic: readonly string[],
  pNone: number,
): string | null {
  if (rng.chance(pNone)) return null;
  const first = rng.chance(0.6) ? rng.pick(specific) : rng.pick(generic);
  if (rng.chance(0.5)) return first;
  const second = rng.pick(generic);
  return second === first ? first : `${first}. ${second}`;
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function cargoLoad(rng: Rng, type: CargoType): { unit: Unit; quantity: number; weight: number } {
  if (type === 'masinad') {
    const quantity = rng.int(1, 3);
    return {
      unit: 'tk',
      quantity,
      weight: roundTo(clamp(quantity * rng.between(800, 7000), 200, 24_000), 10),
    };
  }
  if (type === 'kemikaalid' && rng.chance(0.5)) {
    const weight = roundTo(rng.between(8000, 24_000), 100);
    return { unit: 't', quantity: weight / 1000, weight };
  }
  const unit = rng.weighted<Unit>([
    ['alus', 7],
    ['kg', 4],
    ['t', 3],
    ['tk', 3],
    ['m³', 3],
  ]);
  switch (unit) {
    case 'alus': {
      const quantity = rng.int(1, 33);
      return { unit, quantity, weight: roundTo(clamp(quantity * rng.between(250, 700), 200, 24_000), 10) };
    }
    case 'tk': {
      const quantity = rng.int(1, 40);
      return { unit, quantity, weight: roundTo(clamp(quantity * rng.between(20, 500), 200, 24_000), 10) };
    }
    case 'm³': {
      const quantity = rng.int(5, 90);
      return { unit, quantity, weight: roundTo(clamp(quantity * rng.between(120, 260), 200, 24_000), 10) };
    }
    case 't': {
      const weight = roundTo(rng.between(1000, 24_000), 100);
      return { unit, quantity: weight / 1000, weight };
    }
    default: {
      // Small consignments are the most common, so weights lean towards the low end.
      const weight = roundTo(200 * Math.pow(120, rng.next()), 10);
      return { unit, quantity: weight, weight };
    }
  }
}

function loadingFor(rng: Rng, type: CargoType, unit: Unit): string | null {
  if (rng.chance(0.1)) return null;
  if (type === 'masinad' || type === 'ehitusmaterjalid')
    return rng.pick<LoadingType>(['pealt', 'küljelt', 'tagant']);
  if (unit === 'alus') return rng.pick<LoadingType>(['tõstuk', 'tagant', 'tagant', 'küljelt']);
  return rng.pick<LoadingType>(['tagant', 'küljelt', 'pealt', 'tõstuk']);
}

const COLD_RANGES: [number, number][] = [
  [2, 6],
  [0, 4],
  [-20, -18],
  [12, 18],
];

/**
 * A load's details as dispatchers give them (domain/freight.ts): most full loads say so and fill a
 * trailer, pallets say how many, chemicals are mostly dangerous goods and some food travels chilled
 * or frozen, with the bodies that carry such loads.
 */
function cargoFreight(rng: Rng, type: CargoType, load: { unit: Unit; quantity: number; weight: number }) {
  const full = load.weight >= 18_000;
  const loadType = rng.chance(0.15) ? null : full ? 'ftl' : 'ltl';
  const pallets = load.unit === 'alus';
  const loadingMeters = full
    ? 13.6
    : pallets
      ? Math.min(13.6, roundTo(load.quantity * 0.4, 0.1))
      : rng.chance(0.4)
        ? Math.max(0.4, roundTo((load.weight / 24_000) * 13.6, 0.1))
        : null;
  const adrClass =
    type === 'kemikaalid' && rng.chance(0.7)
      ? rng.pick(['3', '8', '2', '9', '6'])
      : rng.chance(0.01)
        ? '9'
        : null;
  const cold = type === 'toidukaubad' && rng.chance(0.45) ? rng.pick(COLD_RANGES) : null;
  const bodyTypes = cold
    ? ['külmkastsõiduk']
    : adrClass && rng.chance(0.4)
      ? ['tanker']
      : type === 'masinad' && rng.chance(0.5)
        ? ['tasaplatvorm', 'madelhaagis']
        : full && rng.chance(0.6)
          ? rng.pick([['tentsõiduk', 'mega'], ['tentsõiduk'], ['poolhaagis']])
          : null;
  return {
    loadType,
    loadingMeters,
    palletCount: pallets ? load.quantity : null,
    palletType: pallets ? (rng.chance(0.8) ? 'eur' : 'industrial') : null,
    palletExchange: pallets ? rng.chance(0.4) : null,
    adrClass,
    unNumber: adrClass === '3' ? '1203' : adrClass === '8' ? '1789' : null,
    temperatureMin: cold ? cold[0] : null,
    temperatureMax: cold ? cold[1] : null,
    bodyTypes,
  };
}

/** A truck's details: its loading metres by size, ADR for tankers and some tents, a reefer's range. */
function transportFreight(rng: Rng, trailer: TrailerType, capacity: number) {
  const loadingMeters = rng.chance(0.2) ? null : capacity >= 20 ? 13.6 : capacity >= 7 ? 7.2 : 4.2;
  const adrClasses =
    trailer === 'tanker'
      ? rng.pick([['3'], ['2', '3'], ['3', '8']])
      : (trailer === 'tentsõiduk' || trailer === 'poolhaagis') && rng.chance(0.15)
        ? ['2', '3', '8', '9']
        : null;
  const reefer = trailer === 'külmkastsõiduk';
  return {
    loadingMeters,
    adrClasses,
    temperatureMin: reefer ? -25 : null,
    temperatureMax: reefer ? 25 : null,
  };
}

function cargoRow(ctx: Context, company: DemoCompany, mode: TimingMode): CargoSeed {
  const { rng, now } = ctx;
  const cargoType = rng.chance(0.75) ? rng.pick(company.cargoTypes) : rng.pick(CARGO_TYPES);
  const [from, to] = pickRoute(rng, company.base);
  const load = cargoLoad(rng, cargoType);
  const km = roadKm(from, to);
  const fullness = 0.2 + 0.8 * Math.min(1, load.weight / 24_000);
  const price = clamp(roundTo(120 + km * rng.between(1.2, 1.8) * fullness, 10), 150, 3200);
  const pickupIn = rng.chance(0.1) ? null : rng.int(0, 14);
  const deliveryIn = rng.chance(0.25)
    ? null
    : Math.min(21, (pickupIn ?? rng.int(0, 14)) + rng.int(km > 600 ? 2 : 0, km > 600 ? 5 : 2));
  const generic = cargoType === 'kemikaalid' ? GENERIC_CARGO_NOTES.slice(1) : GENERIC_CARGO_NOTES;
  const time = timing(ctx, company.plan, mode);
  return {
    owner: company.email,
    originCity: from,
    originCountry: CITIES[from].country,
    destinationCity: to,
    destinationCountry: CITIES[to].country,
    cargoType,
    loadingType: loadingFor(rng, cargoType, load.unit),
    quantity: load.quantity,
    unit: load.unit,
    weight: load.weight,
    priceAmount: rng.chance(0.2) ? null : price,
    pickupDate: pickupIn == null ? null : dayKey(now, pickupIn),
    deliveryDate: deliveryIn == null ? null : dayKey(now, deliveryIn),
    isUrgent: rng.chance(0.15),
    notes: notes(rng, CARGO_NOTES[cargoType], generic, 0.15),
    ...cargoFreight(ctx.freight, cargoType, load),
    ...contact(rng, company),
    status: 'active',
    ...time,
    updatedAt: time.createdAt,
  };
}

function vehicleFor(
  rng: Rng,
  trailer: TrailerType,
): { capacity: number; volume: number; rate: [number, number] } {
  if (trailer === 'konteinerveo') return { capacity: 24, volume: rng.pick([33, 67]), rate: [1.15, 1.5] };
  if (trailer === 'tanker') {
    return { capacity: rng.pick([20, 22, 24]), volume: rng.int(28, 38), rate: [1.25, 1.6] };
  }
  // A semi-trailer or a flatbed is never a van; only box and reefer bodies come in small sizes.
  if (trailer === 'poolhaagis')
    return { capacity: rng.int(20, 24), volume: rng.int(82, 92), rate: [1.15, 1.55] };
  if (trailer === 'tasaplatvorm')
    return { capacity: rng.int(12, 24), volume: rng.int(40, 80), rate: [1.1, 1.5] };
  const size = rng.weighted<'small' | 'medium' | 'full'>([
    ['small', 2],
    ['medium', 2.5],
    ['full', 5.5],
  ]);
  if (size === 'small') {
    return { capacity: roundTo(rng.between(1.5, 3.5), 0.5), volume: rng.int(10, 20), rate: [0.85, 1.1] };
  }
  if (size === 'medium') return { capacity: rng.int(7, 12), volume: rng.int(35, 55), rate: [1.0, 1.35] };
  return { capacity: rng.int(20, 24), volume: rng.int(82, 92), rate: [1.15, 1.55] };
}

function transportRow(ctx: Context, company: DemoCompany, mode: TimingMode): TransportSeed {
  const { rng, now } = ctx;
  const trailerType = rng.pick(company.trailers);
  const [from, to] = pickRoute(rng, company.base);
  const vehicle = vehicleFor(rng, trailerType);
  const refrigerated = trailerType === 'külmkastsõiduk' ? 0.05 : 0;
  const perKm = Math.min(1.6, roundTo(rng.between(...vehicle.rate) + refrigerated, 0.01));
  const time = timing(ctx, company.plan, mode);
  return {
    owner: company.email,
    originCity: from,
    originCountry: CITIES[from].country,
    destinationCity: to,
    destinationCountry: CITIES[to].country,
    trailerType,
    capacity: vehicle.capacity,
    volumeCapacity: vehicle.volume,
    volumeUnit: 'm³',
    availableDate: rng.chance(0.15) ? null : dayKey(now, rng.int(0, 21)),
    serviceArea: serviceAreaFor(from, to),
    pricePerKm: rng.chance(0.2) ? null : Number(perKm.toFixed(2)),
    notes: notes(rng, TRANSPORT_NOTES[trailerType], GENERIC_TRANSPORT_NOTES, 0.15),
    ...transportFreight(ctx.freight, trailerType, vehicle.capacity),
    ...contact(rng, company),
    status: 'active',
    ...time,
    updatedAt: time.createdAt,
  };
}

// Every eighth listing expires within a day and every sixth other one is from today, so the
// "expiring soon" badge and the "new today" counter always have something to show.
function modeFor(index: number): TimingMode {
  if (index % 8 === 4) return 'soon';
  if (index % 6 === 1) return 'today';
  return 'any';
}

function companyByEmail(email: string): DemoCompany {
  const company = DEMO_COMPANIES.find((c) => c.email === email);
  if (!company) throw new Error(`unknown demo company ${email}`);
  return company;
}

/** Listings "My listings" needs besides live ones: expired, completed, paused and deleted. */
function inactiveListings(ctx: Context): { cargo: CargoSeed[]; transport: TransportSeed[] } {
  const { rng, now } = ctx;
  const admin = companyByEmail(DEMO_ADMIN_EMAIL);
  const premium = companyByEmail(DEMO_PREMIUM_EMAIL);
  const free = companyByEmail(DEMO_FREE_EMAIL);

  const expire = <T extends CargoSeed | TransportSeed>(row: T, days: number): T => {
    const createdAt = wholeSeconds(now.getTime() - (days + rng.int(1, 4)) * DAY - rng.next() * 12 * HOUR);
    return {
      ...row,
      status: 'expired',
      postDurationDays: days,
      createdAt,
      updatedAt: createdAt,
      expiresAt: listingExpiresAt(createdAt, days),
    };
  };
  const aged = <T extends CargoSeed | TransportSeed>(row: T, ageDays: number, days: number): T => {
    const createdAt = wholeSeconds(now.getTime() - ageDays * DAY);
    return {
      ...row,
      postDurationDays: days,
      createdAt,
      updatedAt: createdAt,
      expiresAt: listingExpiresAt(createdAt, days),
    };
  };

  const cargo: CargoSeed[] = [
    expire(cargoRow(ctx, admin, 'any'), 5),
    expire(cargoRow(ctx, free, 'any'), 7),
    {
      ...aged(cargoRow(ctx, free, 'any'), 3, 7),
      status: 'completed',
      completedByUser: true,
      updatedAt: wholeSeconds(now.getTime() - DAY),
    },
    { ...aged(cargoRow(ctx, free, 'any'), 2, 5), deletedAt: wholeSeconds(now.getTime() - 20 * HOUR) },
  ];
  const transport: TransportSeed[] = [
    expire(transportRow(ctx, premium, 'any'), 14),
    {
      ...aged(transportRow(ctx, free, 'any'), 2, 7),
      status: 'inactive',
      updatedAt: wholeSeconds(now.getTime() - DAY),
    },
  ];
  return { cargo, transport };
}

/** The whole demo marketplace for `now`: the same input always gives the same rows. */
export function buildDemoData(now: Date, seed: number = DEMO_SEED): DemoData {
  const ctx: Context = {
    rng: createRng(seed),
    freight: createRng(seed + 1),
    now,
    dayStart: tallinnDayStart(now),
  };
  const cargo: CargoSeed[] = [];
  const transport: TransportSeed[] = [];
  for (const company of DEMO_COMPANIES) {
    for (let i = 0; i < company.cargo; i++) cargo.push(cargoRow(ctx, company, modeFor(cargo.length)));
    for (let i = 0; i < company.transport; i++) {
      transport.push(transportRow(ctx, company, modeFor(transport.length)));
    }
  }
  // Urgent loads carry a mark in the feed; a demo without any would not show it.
  if (!cargo.some((row) => row.isUrgent)) for (const row of cargo.slice(0, 3)) row.isUrgent = true;
  const extra = inactiveListings(ctx);
  return {
    companies: DEMO_COMPANIES,
    cargo: [...cargo, ...extra.cargo],
    transport: [...transport, ...extra.transport],
  };
}
