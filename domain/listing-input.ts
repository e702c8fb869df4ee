import * as z from 'zod/mini';
import { DEFAULT_COUNTRY } from './countries';
import { cargoFreightFields, freightInOrder, transportFreightFields } from './freight';
import { stopFields, stopsInOrder } from './stops';
import { tallinnDateKey } from './format';
import {
  country,
  day,
  decimal,
  email,
  integer,
  optionalText,
  phone,
  positiveDecimal,
  requiredText,
} from './input-fields';
import { MESSAGES } from './messages';
import { LISTING_TYPES, PREMIUM_DURATIONS, REACTIVATION_DURATIONS_PREMIUM } from './plans';

/**
 * What a user types to publish, edit or template a listing: one set of zod schemas that the wizard,
 * the edit form and the API all validate with, so the same input gets the same Estonian message
 * everywhere. Every text field is cleaned with `sanitizeText` by the schema itself (a value with
 * nothing left becomes null), so a required field that only held quotes is still "missing".
 *
 * Input is lenient where forms are: numbers may be numbers or typed text ('12,5'), blank text and
 * blank numbers are null, countries may be a key or a name in Estonian or English. Output is
 * canonical: trimmed, sanitised text or null, numbers or null, country keys, `YYYY-MM-DD` dates.
 *
 * Plan limits (which durations a user may choose, templates for premium only) depend on the
 * account, so the server checks them separately (domain/plans.ts `allowedDurations`).
 */

const W = MESSAGES.wizard;

const MAX = { city: 100, type: 60, unit: 20, notes: 2000, name: 200, phone: 40, email: 254 } as const;

export const listingTypeSchema = z.enum(LISTING_TYPES, { error: MESSAGES.listings.invalidType });

// ---------------------------------------------------------------------------------------------
// Shapes, as plain field maps, so that each schema below can pick what it needs.

// A place of the gazetteer (GET /api/places): its GeoNames id. The server fills the city's and the
// country's fields from it; a blank one leaves the typed city as it is (decision 0067).
const placeId = () => integer(1, 2_147_483_647, MESSAGES.places.notFound);

const routeFields = {
  originCity: requiredText(W.originCityRequired, MAX.city),
  originCountry: country(),
  originPlaceId: placeId(),
  destinationCity: requiredText(W.destinationCityRequired, MAX.city),
  destinationCountry: country(),
  destinationPlaceId: placeId(),
};

const cargoDetailFields = {
  ...routeFields,
  cargoType: requiredText(W.cargoTypeRequired, MAX.type),
  loadingType: optionalText(MAX.type),
  quantity: positiveDecimal(),
  unit: optionalText(MAX.unit),
  weight: positiveDecimal(),
  priceAmount: decimal(),
  pickupDate: day(),
  deliveryDate: day(),
  notes: optionalText(MAX.notes),
  isUrgent: z.boolean({ error: W.invalidDataTitle }),
  ...stopFields,
  ...cargoFreightFields,
};

const transportDetailFields = {
  ...routeFields,
  trailerType: requiredText(W.trailerTypeRequired, MAX.type),
  capacity: positiveDecimal(),
  volumeCapacity: positiveDecimal(),
  volumeUnit: optionalText(MAX.unit),
  availableDate: day(),
  serviceArea: optionalText(MAX.type),
  pricePerKm: decimal(),
  notes: optionalText(MAX.notes),
  ...transportFreightFields,
};

const contactFields = {
  companyName: optionalText(MAX.name),
  contactPerson: optionalText(MAX.name),
  contactPhone: phone(),
  contactEmail: email(),
};

const REQUIRED_KEYS = new Set(['originCity', 'destinationCity', 'cargoType', 'trailerType']);
const DEFAULTS: Record<string, unknown> = {
  originCountry: DEFAULT_COUNTRY,
  destinationCountry: DEFAULT_COUNTRY,
  isUrgent: false,
  volumeUnit: 'm³',
};

type Fields = Record<string, z.ZodMiniType>;

/**
 * For publishing: required fields stay required, countries and flags get their defaults, every
 * other field may be left out (stored as null).
 */
function forPublish<T extends Fields>(fields: T) {
  const out: Fields = {};
  for (const [key, schema] of Object.entries(fields)) {
    if (REQUIRED_KEYS.has(key)) out[key] = schema;
    else if (key in DEFAULTS) out[key] = z._default(schema, DEFAULTS[key] as never);
    else out[key] = z.optional(schema);
  }
  return out as {
    [K in keyof T]: K extends 'originCity' | 'destinationCity' | 'cargoType' | 'trailerType'
      ? T[K]
      : K extends 'originCountry' | 'destinationCountry' | 'isUrgent' | 'volumeUnit'
        ? z.ZodMiniDefault<T[K]>
        : z.ZodMiniOptional<T[K]>;
  };
}

/** For edits and templates: any field may be left out (an edit keeps what was stored). */
function allOptional<T extends Fields>(fields: T) {
  const out: Fields = {};
  for (const [key, schema] of Object.entries(fields)) out[key] = z.optional(schema);
  return out as { [K in keyof T]: z.ZodMiniOptional<T[K]> };
}

// ---------------------------------------------------------------------------------------------
// Cross-field rules, applied to whole objects (after the field rules pass).

type ContactValues = { contactPhone?: string | null; contactEmail?: string | null };
type CargoDates = { pickupDate?: string | null; deliveryDate?: string | null };

function contactGiven(value: ContactValues, ctx: z.core.$RefinementCtx) {
  if (!value.contactPhone && !value.contactEmail) {
    ctx.addIssue({ code: 'custom', message: W.contactRequired, path: ['contactPhone'] });
  }
}

const DATE_FIELDS = ['pickupDate', 'deliveryDate', 'availableDate'] as const;
type DatedStop = { date?: string | null; timeFrom?: string | null; timeTo?: string | null };
type ListingDates = Partial<Record<(typeof DATE_FIELDS)[number], string | null>> & {
  stops?: readonly DatedStop[] | null;
};

/**
 * The first of a listing's dates (its stops' too) that lies before today (Tallinn), or null. With
 * `stored`, only the dates that differ from it count: an edit may keep the past pickup date a listing
 * already had.
 */
export function pastDateProblem(
  value: ListingDates,
  today = tallinnDateKey(new Date()),
  stored?: ListingDates,
): InputProblem | null {
  for (const field of DATE_FIELDS) {
    const date = value[field];
    if (!date || date >= today || (stored && stored[field] === date)) continue;
    return { field, title: W.invalidDataTitle, message: W.dateInPast };
  }
  const storedStopDates = new Set((stored?.stops ?? []).map((stop) => stop.date));
  for (const [index, stop] of (value.stops ?? []).entries()) {
    if (!stop.date || stop.date >= today || (stored && storedStopDates.has(stop.date))) continue;
    return { field: `stops.${index}.date`, title: W.invalidDataTitle, message: W.dateInPast };
  }
  return null;
}

// A date's time window goes with it.
const WINDOWS = {
  pickupDate: ['pickupTimeFrom', 'pickupTimeTo'],
  deliveryDate: ['deliveryTimeFrom', 'deliveryTimeTo'],
  availableDate: [],
} as const;

/**
 * The listing's dates that lie before today (Tallinn), each set to null with its time window, and
 * its stops with such dates without them: a listing published again (duplicated or reactivated) may
 * not keep them, as a new one may not have them. What is not cleared is left out of the answer, so
 * spreading it over a row keeps it.
 */
export function pastDatesCleared<S extends DatedStop>(
  value: Partial<Record<(typeof DATE_FIELDS)[number], string | null>> & { stops?: S[] | null },
  today = tallinnDateKey(new Date()),
): Partial<Record<(typeof DATE_FIELDS)[number] | (typeof WINDOWS)[keyof typeof WINDOWS][number], null>> & {
  stops?: S[];
} {
  const cleared: Partial<Record<string, null>> & { stops?: S[] } = {};
  for (const field of DATE_FIELDS) {
    const date = value[field];
    if (!date || date >= today) continue;
    cleared[field] = null;
    for (const window of WINDOWS[field]) cleared[window] = null;
  }
  const stops = value.stops;
  if (stops?.some((stop) => stop.date && stop.date < today)) {
    cleared.stops = stops.map((stop) =>
      stop.date && stop.date < today ? { ...stop, date: null, timeFrom: null, timeTo: null } : stop,
    );
  }
  return cleared;
}

// Publishing: a pickup, delivery or availability date from today on.
function datesFromToday(value: ListingDates, ctx: z.core.$RefinementCtx) {
  const problem = pastDateProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
}

function datesInOrder(value: CargoDates, ctx: z.core.$RefinementCtx) {
  if (value.pickupDate && value.deliveryDate && value.deliveryDate < value.pickupDate) {
    ctx.addIssue({ code: 'custom', message: W.deliveryBeforePickup, path: ['deliveryDate'] });
  }
}

// ---------------------------------------------------------------------------------------------
// Wizard steps (the add-listing wizard). Step 1 only picks the type.

/** Step 2 (Detailid), cargo: origin city, destination city and cargo type required. */
export const cargoDetailsStepSchema = z.object(forPublish(cargoDetailFields)).check(
  z.superRefine((v, ctx) => {
    datesFromToday(v, ctx);
    datesInOrder(v, ctx);
    freightInOrder(v, ctx);
    stopsInOrder(v, ctx);
  }),
);
/** Step 2 (Detailid), transport: origin city, destination city and trailer type required. */
export const transportDetailsStepSchema = z.object(forPublish(transportDetailFields)).check(
  z.superRefine((v, ctx) => {
    datesFromToday(v, ctx);
    freightInOrder(v, ctx);
  }),
);
/** Step 3 (Kontakt): phone or e-mail; an e-mail must look like one. */
export const contactStepSchema = z.object(forPublish(contactFields)).check(z.superRefine(contactGiven));

const durationDaysSchema = z.literal(PREMIUM_DURATIONS, { error: W.durationRequired });
/** Step 4 (Kestus & kokkuvõte): a duration must be chosen. The plan's limit is the server's check. */
export const durationStepSchema = z.object({ durationDays: durationDaysSchema });

// ---------------------------------------------------------------------------------------------
// Whole listings.

const cargoPublishShape = {
  ...forPublish(cargoDetailFields),
  ...forPublish(contactFields),
  durationDays: durationDaysSchema,
};
const transportPublishShape = {
  ...forPublish(transportDetailFields),
  ...forPublish(contactFields),
  durationDays: durationDaysSchema,
};

/** POST /api/listings/cargo: the three steps merged. */
export const cargoPublishSchema = z.object(cargoPublishShape).check(
  z.superRefine((v, ctx) => {
    datesFromToday(v, ctx);
    datesInOrder(v, ctx);
    freightInOrder(v, ctx);
    stopsInOrder(v, ctx);
    contactGiven(v, ctx);
  }),
);
/** POST /api/listings/transport: the three steps merged. */
export const transportPublishSchema = z.object(transportPublishShape).check(
  z.superRefine((v, ctx) => {
    datesFromToday(v, ctx);
    freightInOrder(v, ctx);
    contactGiven(v, ctx);
  }),
);

/**
 * The edit form's fields (no duration: that is reactivation's). Same rules as publishing; the
 * edit form sends all of them.
 */
export const cargoListingFieldsSchema = z
  .object({ ...forPublish(cargoDetailFields), ...forPublish(contactFields) })
  .check(
    z.superRefine((v, ctx) => {
      datesInOrder(v, ctx);
      freightInOrder(v, ctx);
      stopsInOrder(v, ctx);
      contactGiven(v, ctx);
    }),
  );
export const transportListingFieldsSchema = z
  .object({ ...forPublish(transportDetailFields), ...forPublish(contactFields) })
  .check(
    z.superRefine((v, ctx) => {
      freightInOrder(v, ctx);
      contactGiven(v, ctx);
    }),
  );

/**
 * PATCH /api/listings/{type}/{id}: any of the fields; what is left out keeps its stored value.
 * The server applies the whole-listing rules (contact given, dates in order) to the merged result.
 */
export const cargoEditSchema = z.object({ ...allOptional(cargoDetailFields), ...allOptional(contactFields) });
export const transportEditSchema = z.object({
  ...allOptional(transportDetailFields),
  ...allOptional(contactFields),
});

export type CargoFields = z.output<typeof cargoListingFieldsSchema>;
export type TransportFields = z.output<typeof transportListingFieldsSchema>;
export type CargoEdit = z.output<typeof cargoEditSchema>;
export type TransportEdit = z.output<typeof transportEditSchema>;

/** Reactivation: 7 days for everybody, 14 and 30 with premium (the server checks the plan). */
export const reactivateSchema = z.object({
  durationDays: z.literal(REACTIVATION_DURATIONS_PREMIUM, { error: W.durationRequired }),
});

// ---------------------------------------------------------------------------------------------
// Templates: a listing's fields without id, owner, timestamps, status or duration, contact
// included. A template may be saved half-filled (from step 2), so no field is required; every
// value still passes the field's own rule (a template never carries what a listing could not).

function lenient<T extends Fields>(fields: T) {
  const out: Fields = {};
  for (const [key, schema] of Object.entries(fields)) {
    out[key] = REQUIRED_KEYS.has(key) ? z.optional(optionalText(MAX.city)) : z.optional(schema);
  }
  return out as { [K in keyof T]: z.ZodMiniOptional<z.ZodMiniType<z.output<T[K]> | null, unknown>> };
}

export const cargoTemplateDataSchema = z.object({ ...lenient(cargoDetailFields), ...lenient(contactFields) });
export const transportTemplateDataSchema = z.object({
  ...lenient(transportDetailFields),
  ...lenient(contactFields),
});
export type CargoTemplateData = z.output<typeof cargoTemplateDataSchema>;
export type TransportTemplateData = z.output<typeof transportTemplateDataSchema>;

export const TEMPLATE_NAME_MAX = 100;
/** A template's name: non-blank after trimming. */
export const templateNameSchema = z
  .string({ error: MESSAGES.templates.nameRequired })
  .check(
    z.trim(),
    z.minLength(1, { error: MESSAGES.templates.nameRequired }),
    z.maxLength(TEMPLATE_NAME_MAX, { error: MESSAGES.templates.nameTooLong }),
  );

/** POST /api/templates. */
export const templateCreateSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ name: templateNameSchema, type: z.literal('cargo'), data: cargoTemplateDataSchema }),
    z.object({ name: templateNameSchema, type: z.literal('transport'), data: transportTemplateDataSchema }),
  ],
  { error: MESSAGES.templates.invalidType },
);
export type TemplateCreate = z.output<typeof templateCreateSchema>;

/** PATCH /api/templates/{id}: rename and/or (un)favourite. */
export const templateUpdateSchema = z
  .object({
    name: z.optional(templateNameSchema),
    isFavorite: z.optional(z.boolean({ error: W.invalidDataTitle })),
  })
  .check(z.refine((v) => v.name !== undefined || v.isFavorite !== undefined, { error: W.invalidDataTitle }));

/**
 * Reads the `data` of a `?template=true&type=…&data=…` link or of a stored template: null when it
 * is not valid JSON of that type's template (the caller shows "Malli andmete laadimine ebaõnnestus").
 */
export function parseTemplateData(
  type: string,
  data: unknown,
): { type: 'cargo'; data: CargoTemplateData } | { type: 'transport'; data: TransportTemplateData } | null {
  let value = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (type === 'cargo') {
    const parsed = cargoTemplateDataSchema.safeParse(value);
    return parsed.success ? { type: 'cargo', data: parsed.data } : null;
  }
  if (type === 'transport') {
    const parsed = transportTemplateDataSchema.safeParse(value);
    return parsed.success ? { type: 'transport', data: parsed.data } : null;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// The wizard's toasts: the first problem of a step, with the spec's title.

export type InputProblem = { field: string; title: string; message: string };

const MISSING_DATA_MESSAGES = new Set<string>([
  W.originCityRequired,
  W.destinationCityRequired,
  W.cargoTypeRequired,
  W.trailerTypeRequired,
  W.durationRequired,
]);

function titleFor(message: string): string {
  if (MISSING_DATA_MESSAGES.has(message)) return W.missingDataTitle;
  if (message === W.contactRequired) return W.missingContactTitle;
  if (message === W.invalidEmail) return W.invalidEmailTitle;
  return W.invalidDataTitle;
}

/** The first issue of a failed parse as a toast (title, message) and the field to focus. */
export function firstProblem(error: z.core.$ZodError): InputProblem {
  const issue = error.issues[0];
  const message = issue?.message ?? W.invalidDataTitle;
  return { field: issue ? issue.path.map(String).join('.') : '', title: titleFor(message), message };
}

/**
 * Parse options giving any issue without a message of its own (a body that is not an object, say)
 * the Estonian "Vigased andmed" instead of zod's English default.
 */
export const INPUT_FALLBACK = { error: () => W.invalidDataTitle };

export type WizardStep = 2 | 3 | 4;

/** Validates one wizard step (2 details, 3 contact, 4 duration): null when it may move on. */
export function validateStep(
  step: WizardStep,
  type: 'cargo' | 'transport',
  values: unknown,
): InputProblem | null {
  const schema =
    step === 2
      ? type === 'cargo'
        ? cargoDetailsStepSchema
        : transportDetailsStepSchema
      : step === 3
        ? contactStepSchema
        : durationStepSchema;
  const result = schema.safeParse(values, INPUT_FALLBACK);
  return result.success ? null : firstProblem(result.error);
}
