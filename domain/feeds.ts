import { z } from 'zod';
import { pageQuerySchema } from './pagination';

/**
 * The feeds' filters as query parameters. The same schemas validate the server's query string and
 * the web app's URL state, so a filtered view can be shared as a link.
 */

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const text = (max: number) =>
  z.preprocess(
    blank,
    z
      .string()
      .trim()
      .max(max, { error: `Kuni ${max} tähemärki` })
      .optional(),
  );
const minNumber = z.preprocess(
  (v) => (typeof v === 'string' ? blank(v.replace(',', '.').replace(/\s/g, '')) : blank(v)),
  z.coerce
    .number({ error: 'Peab olema arv' })
    .min(0, { error: 'Ei tohi olla negatiivne' })
    .max(1e9)
    .optional(),
);
const isoDate = z.preprocess(
  blank,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Kuupäev peab olema kujul AAAA-KK-PP' })
    // A real calendar day: 2026-02-31 is refused, not rolled over into March.
    .refine(
      (v) => {
        const d = new Date(`${v}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
      },
      { error: 'Vigane kuupäev' },
    )
    .optional(),
);
const flag = z.preprocess(
  (v) =>
    v === 'true' || v === '1' ? true : v === 'false' || v === '0' || blank(v) === undefined ? undefined : v,
  z.boolean({ error: 'Peab olema true või false' }).optional(),
);

const route = {
  q: text(100),
  originCountry: text(40),
  destinationCountry: text(40),
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
});

export const transportFilterSchema = z.object({
  ...route,
  trailerType: text(60),
  serviceArea: text(60),
  minCapacity: minNumber,
  minVolume: minNumber,
  availableFrom: isoDate,
  availableTo: isoDate,
});

export const companyFilterSchema = z.object({
  q: text(100),
  region: text(60),
  specialty: text(60),
  transportType: text(60),
});

export const cargoFeedQuerySchema = cargoFilterSchema.extend(pageQuerySchema.shape);
export const transportFeedQuerySchema = transportFilterSchema.extend(pageQuerySchema.shape);
export const companyQuerySchema = companyFilterSchema.extend(pageQuerySchema.shape);

export type CargoFilters = z.infer<typeof cargoFilterSchema>;
export type TransportFilters = z.infer<typeof transportFilterSchema>;
export type CompanyFilters = z.infer<typeof companyFilterSchema>;

/** Beyond this many matches the feed's total is reported as "at least" (see totalIsLowerBound). */
export const EXACT_TOTAL_LIMIT = 10_000;

/**
 * A text search is counted exactly up to this many matches. Every match of a "contains" pattern is
 * checked row by row, so counting 10 000 of them costs ten times the CPU of counting 1 000, on two
 * cores that is what decides how many searches run at once; and a search this broad is refined, not
 * paged through (GitHub's search stops at 1 000 too). Paging goes on past it all the same.
 */
export const EXACT_SEARCH_TOTAL_LIMIT = 1_000;

/** Escapes LIKE wildcards so a user's "50%" or "a_b" is matched literally. */
export function likeContains(query: string): string {
  return `%${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
