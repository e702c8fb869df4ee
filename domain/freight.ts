import * as z from 'zod/mini';
import { country, decimal, integer, optionalText, tagList } from './input-fields';
import { MESSAGES } from './messages';
import { RADIUS_KM } from './places';

/**
 * A load as dispatchers describe it (issue 30, decision 0073): full or part load, loading metres,
 * pallets, the largest piece, dangerous goods, temperature, the body types that may carry it, the
 * sides it is loaded and unloaded from, pallet exchange, VAT and the payment term. Every field is
 * optional: a listing published before they existed, or by someone in a hurry, stays valid.
 *
 * The fixed vocabularies are here, their words in the catalogues (`freight.*`). Body types are the
 * trailer-type lookup's values (the list a transport listing picks its body from), so that a
 * load's "tent or mega" and a truck's "mega" are one vocabulary.
 */

export const LOAD_TYPES = ['ftl', 'ltl'] as const;

export const PALLET_TYPES = ['eur', 'industrial', 'other'] as const;

/** ADR's nine classes (../shared/spec/API.md); a division (4.1, 6.1) is said by its class. */
export const ADR_CLASSES = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

export const LOADING_SIDES = ['rear', 'side', 'top'] as const;
export type LoadingSide = (typeof LOADING_SIDES)[number];

const FREIGHT_LIMITS = {
  loadingMeters: { min: 0.1, max: 16.5 },
  palletCount: { min: 1, max: 200 },
  pieceSize: { min: 0.01, max: 30 },
  temperature: { min: -30, max: 30 },
  paymentTermDays: { min: 0, max: 180 },
  bodyTypes: 10,
} as const;

const W = MESSAGES.wizard;

/** One of `values`, or blank/null for "not said". */
function choice<const T extends readonly string[]>(values: T) {
  return z.pipe(
    z.pipe(
      z.nullable(z.string({ error: W.invalidChoice })),
      z.transform((value: string | null) => (value == null || value.trim() === '' ? null : value.trim())),
    ),
    z.nullable(z.enum(values, { error: W.invalidChoice })),
  );
}

/** Several of `values`, repeats dropped; an empty list is null. */
function choices<const T extends readonly string[]>(values: T) {
  return z.pipe(
    z.nullable(z.array(z.enum(values, { error: W.invalidChoice }), { error: W.invalidChoice })),
    z.transform((list: T[number][] | null) => {
      const unique = [...new Set(list ?? [])];
      return unique.length === 0 ? null : unique;
    }),
  );
}

/** A decimal within [min, max], or blank/null. */
function decimalIn(min: number, max: number, message: string) {
  return decimal().check(
    z.refine((value) => value == null || (value >= min && value <= max), { error: message }),
  );
}

/** true, false or null ("not said"). */
const flag = () => z.nullable(z.boolean({ error: W.invalidDataTitle }));

const L = FREIGHT_LIMITS;

/** The cargo listing's freight fields, as domain/listing-input.ts's field maps take them. */
export const cargoFreightFields = {
  loadType: choice(LOAD_TYPES),
  loadingMeters: decimalIn(L.loadingMeters.min, L.loadingMeters.max, W.loadingMetersRange),
  palletCount: integer(L.palletCount.min, L.palletCount.max, W.palletCountRange),
  palletType: choice(PALLET_TYPES),
  pieceLength: decimalIn(L.pieceSize.min, L.pieceSize.max, W.pieceSizeRange),
  pieceWidth: decimalIn(L.pieceSize.min, L.pieceSize.max, W.pieceSizeRange),
  pieceHeight: decimalIn(L.pieceSize.min, L.pieceSize.max, W.pieceSizeRange),
  adrClass: choice(ADR_CLASSES),
  unNumber: optionalText(4).check(
    z.refine((value) => value == null || /^\d{4}$/.test(value), { error: W.unNumberInvalid }),
  ),
  temperatureMin: integer(L.temperature.min, L.temperature.max, W.temperatureRange),
  temperatureMax: integer(L.temperature.min, L.temperature.max, W.temperatureRange),
  bodyTypes: tagList(L.bodyTypes, 60),
  loadingSides: choices(LOADING_SIDES),
  unloadingSides: choices(LOADING_SIDES),
  palletExchange: flag(),
  priceIncludesVat: flag(),
  paymentTermDays: integer(L.paymentTermDays.min, L.paymentTermDays.max, W.paymentTermRange),
};

/** A truck's wanted direction: a place of the gazetteer with a radius, or else a country. */
const directionSchema = z
  .object({
    country: z.optional(
      z.pipe(
        z.pipe(
          z.nullable(z.string({ error: W.invalidCountry })),
          z.transform((value: string | null) => (value == null || value.trim() === '' ? null : value)),
        ),
        z.nullable(country()),
      ),
    ),
    placeId: z.optional(integer(1, 2_147_483_647, MESSAGES.places.notFound)),
    radiusKm: z.optional(integer(RADIUS_KM.min, RADIUS_KM.max, MESSAGES.places.radiusRange)),
    // The place's name as the form showed it (a template keeps it for the form); the server stores
    // the gazetteer's own.
    name: z.optional(optionalText(100)),
  })
  .check(
    // A place wins over a country (an answer's direction names both: the place's country too).
    z.refine((value) => value.country != null || value.placeId != null, {
      error: W.directionIncomplete,
      path: ['country'],
    }),
  );

export type WantedDirectionInput = z.output<typeof directionSchema>;

export const MAX_WANTED_DIRECTIONS = 3;

/** The transport listing's freight fields (issue 30, item 2), as listing-input.ts's field maps take them. */
export const transportFreightFields = {
  loadingMeters: cargoFreightFields.loadingMeters,
  adrClasses: choices(ADR_CLASSES),
  temperatureMin: cargoFreightFields.temperatureMin,
  temperatureMax: cargoFreightFields.temperatureMax,
  wantedDirections: z.pipe(
    z.nullable(
      z
        .array(directionSchema, { error: W.invalidDataTitle })
        .check(z.maxLength(MAX_WANTED_DIRECTIONS, { error: W.tooManyDirections })),
    ),
    z.transform((list: WantedDirectionInput[] | null) => (list && list.length > 0 ? list : null)),
  ),
};

type FreightValues = {
  adrClass?: string | null;
  unNumber?: string | null;
  temperatureMin?: number | null;
  temperatureMax?: number | null;
};

/** The rules across freight fields: a UN number names its class; a range runs upwards. */
export function freightInOrder(value: FreightValues, ctx: z.core.$RefinementCtx) {
  if (value.unNumber && !value.adrClass) {
    ctx.addIssue({ code: 'custom', message: W.unNumberNeedsClass, path: ['adrClass'] });
  }
  if (
    value.temperatureMin != null &&
    value.temperatureMax != null &&
    value.temperatureMin > value.temperatureMax
  ) {
    ctx.addIssue({ code: 'custom', message: W.temperatureOrder, path: ['temperatureMax'] });
  }
}
