import * as z from 'zod/mini';
import { isCalendarDay } from './dates';
import { ADR_CLASSES, LOAD_TYPES, PALLET_TYPES } from './freight';
import { MESSAGES } from './messages';
import { MAX_PAGED_ROWS, pageQuerySchema } from './pagination';
import { RADIUS_KM } from './places';

/**
 * The feeds' filters as query parameters. The same schemas validate the server's query string and
 * the web app's URL state, so a filtered view can be shared as a link.
 */

const blank = (v: unknown): unknown => (v === '' || v === null ? undefined : v);
const text = (max: number) =>
  z.pipe(
    z.transform(blank),
    z.optional(z.string().check(z.trim(), z.maxLength(max, { error: MESSAGES.schema.maxChars(max) }))),
  );
const minNumber = z.pipe(
  z.transform((v: unknown) =>
    typeof v === 'string' ? blank(v.replace(',', '.').replace(/\s/g, '')) : blank(v),
  ),
  z.optional(
    z.coerce
      .number({ error: MESSAGES.schema.number })
      .check(z.minimum(0, { error: MESSAGES.schema.notNegative }), z.maximum(1e9)),
  ),
);
const isoDate = z.pipe(
  z.transform(blank),
  z.optional(
    z
      .string()
      .check(
        z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: MESSAGES.schema.dateFormat }),
        z.refine(isCalendarDay, { error: MESSAGES.schema.invalidDate }),
      ),
  ),
);
const flag = z.pipe(
  z.transform((v: unknown) =>
    v === 'true' || v === '1' ? true : v === 'false' || v === '0' || blank(v) === undefined ? undefined : v,
  ),
  z.optional(z.boolean({ error: MESSAGES.schema.boolean })),
);

// `adr=false` asks for what is not dangerous, which is not the same as no filter: true and false
// both count, blank is none.
const yesNo = z.pipe(
  z.transform((v: unknown) =>
    v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : blank(v),
  ),
  z.optional(z.boolean({ error: MESSAGES.schema.boolean })),
);

/** One of a fixed vocabulary's values (domain/freight.ts), or blank for none. */
const oneOf = <const T extends readonly string[]>(values: T) =>
  z.pipe(z.transform(blank), z.optional(z.enum(values, { error: MESSAGES.wizard.invalidChoice })));

// A search with no letter or digit has nothing to look for (and nothing the trigram index could
// look up: '%%%' read the whole index). A blank one is no search at all.
const search = z.pipe(
  z.transform(blank),
  z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(100, { error: MESSAGES.schema.maxChars(100) }),
      z.refine((v) => v === '' || /[\p{L}\p{N}]/u.test(v), { error: MESSAGES.feeds.searchNeedsLetter }),
    ),
  ),
);

// A whole number from min to max, or blank for none; anything else is `error`.
const wholeNumber = (min: number, max: number, error: string) =>
  z.pipe(
    z.transform(blank),
    z.optional(
      z.coerce
        .number({ error })
        .check(z.int({ error }), z.minimum(min, { error }), z.maximum(max, { error })),
    ),
  );
// "Within N km of a place" (../shared/spec/API.md, "Places and distance"): a place of the
// gazetteer by its id, and a radius from 1 to 1000 km (RADIUS_KM.default when only the place is
// given). The feeds' filters and the alert preferences (contract/notifications.ts) take both.
export const nearPlace = wholeNumber(1, 2_147_483_647, MESSAGES.places.notFound);
export const nearRadiusKm = wholeNumber(RADIUS_KM.min, RADIUS_KM.max, MESSAGES.places.radiusRange);

/** The route's filters, which both listing feeds take (and the home page carries between them). */
export const routeFilterShape = {
  originCountry: text(40),
  destinationCountry: text(40),
  originNear: nearPlace,
  originRadiusKm: nearRadiusKm,
  destinationNear: nearPlace,
  destinationRadiusKm: nearRadiusKm,
};
// `verified`: listings of verified companies only (decision 0081).
const route = { q: search, ...routeFilterShape, verified: flag };

/**
 * What a truck takes and a load needs (domain/freight.ts, ../shared/spec/API.md "Load details"):
 * loading metres at least, dangerous goods (`adr`: any class or none; `adrClass`: that class),
 * a temperature range given, and a body type (a lookup value: one of a load's body types, a truck's
 * body).
 */
const freight = {
  minLoadingMeters: minNumber,
  adr: yesNo,
  adrClass: oneOf(ADR_CLASSES),
  temperatureControlled: flag,
  bodyType: text(60),
};

export const cargoFilterSchema = z.object({
  ...route,
  cargoType: text(60),
  minWeight: minNumber,
  pickupFrom: isoDate,
  pickupTo: isoDate,
  deliveryFrom: isoDate,
  deliveryTo: isoDate,
  urgent: flag,
  loadType: oneOf(LOAD_TYPES),
  palletType: oneOf(PALLET_TYPES),
  ...freight,
});

export const transportFilterSchema = z.object({
  ...route,
  trailerType: text(60),
  serviceArea: text(60),
  minCapacity: minNumber,
  minVolume: minNumber,
  availableFrom: isoDate,
  availableTo: isoDate,
  ...freight,
});

/**
 * The feeds' orders (../shared/spec/API.md): each key has its natural direction, `newest` and
 * `freshness` the latest first (publication; publication or the latest confirmation), the others the
 * lowest or earliest first (`pickupDate` is a truck's free date, `weight` its payload, `price` its
 * price per km); a leading `-` turns it round. Listings without the value come last either way.
 */
const SORT_KEYS = ['newest', 'pickupDate', 'price', 'pricePerKm', 'weight', 'freshness'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type FeedSort = { key: SortKey; reversed: boolean };
export const SORTS = SORT_KEYS.flatMap((key) => [key, `-${key}` as const]);
export type SortValue = (typeof SORTS)[number];
export const DEFAULT_SORT: SortValue = 'newest';

export const sortSchema = z.pipe(
  z.transform(blank),
  z.optional(z.enum(SORTS, { error: MESSAGES.feeds.unknownSort })),
);

export function readSort(value: SortValue | undefined): FeedSort {
  const text = value ?? DEFAULT_SORT;
  const reversed = text.startsWith('-');
  return { key: (reversed ? text.slice(1) : text) as SortKey, reversed };
}

export const companyFilterSchema = z.object({
  q: search,
  region: text(60),
  specialty: text(60),
  transportType: text(60),
  // The companies whose base place is within radiusKm of the place `near` (decision 0069).
  near: nearPlace,
  radiusKm: nearRadiusKm,
  verified: flag,
});

const feedQuery = { ...pageQuerySchema.shape, sort: sortSchema };
export const cargoFeedQuerySchema = z.extend(cargoFilterSchema, feedQuery);
export const transportFeedQuerySchema = z.extend(transportFilterSchema, feedQuery);
export const companyQuerySchema = z.extend(companyFilterSchema, pageQuerySchema.shape);

export type CargoFilters = z.infer<typeof cargoFilterSchema>;
export type TransportFilters = z.infer<typeof transportFilterSchema>;
export type CompanyFilters = z.infer<typeof companyFilterSchema>;

/**
 * Beyond this many matches the feed's total is reported as "at least" (see totalIsLowerBound); the
 * feeds page as deep as that and no deeper (MAX_PAGED_ROWS).
 */
export const EXACT_TOTAL_LIMIT = MAX_PAGED_ROWS;

/**
 * A text search, and a radius on both ends of the route, is counted exactly up to this many matches
 * (server/modules/listings/listings.repository.ts, `described`). Every match of a "contains" pattern is
 * checked row by row, so counting 10 000 of them costs ten times the CPU of counting 1 000, on two
 * cores that is what decides how many searches run at once; and a search this broad is refined, not
 * paged through (GitHub's search stops at 1 000 too). Paging goes on past it all the same.
 */
export const EXACT_SEARCH_TOTAL_LIMIT = 1_000;

/**
 * The "contains" search needs this many characters: the trigram index looks up three-character
 * pieces, and a shorter pattern has none, so a rare one made PostgreSQL read every listing (0.7 s
 * at a million). A shorter query matches the start of a word instead (see wordStartPattern).
 */
export const MIN_CONTAINS_LENGTH = 3;

/**
 * A regular expression for "a word starts with `query`", lower-cased: 'ta' finds Tallinn, Tartu and
 * Taani, which is what someone who has typed two letters means, where "contains ta" would match
 * almost every listing. Words start after a space or common punctuation; a longer class (or a
 * non-ASCII dash) keeps pg_trgm from looking the padded word-start trigram (' ta') up in its index.
 */
export function wordStartPattern(query: string): string {
  const literal = query.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, (c) => `\\${c}`);
  return `(^|[ (,./:;+-])${literal}`;
}

// More words than this narrow nothing a dispatcher would notice, and each costs an index lookup.
export const MAX_SEARCH_WORDS = 6;

/**
 * The words a search looks for, each of which a listing must contain: split at spaces and at the
 * marks people put between places ("Tallinn→Riga", "Tallinn - Riga", "Tallinn/Riga, Tartu"),
 * without pieces that hold no letter or digit, each once, at most MAX_SEARCH_WORDS.
 */
export function searchWords(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/[\s,;/\\→⟶➔–—>-]+/u)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Escapes LIKE wildcards so a user's "50%" or "a_b" is matched literally. */
export function likeContains(query: string): string {
  return `%${escapeLike(query.toLowerCase())}%`;
}

/** "Starts with", literally (the gazetteer's names are folded already). */
export function likeStartsWith(prefix: string): string {
  return `${escapeLike(prefix)}%`;
}
