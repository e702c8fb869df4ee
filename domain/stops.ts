import * as z from 'zod/mini';
import { DEFAULT_COUNTRY } from './countries';
import { country, day, integer, requiredText } from './input-fields';
import { MESSAGES } from './messages';

/**
 * A load's stops and time windows (issue 30, item 3; decision 0074): the pickup and the delivery
 * each keep their place and date as before and may say a time window ("08:00–12:00"); between them
 * come up to MAX_STOPS stops in the order of the trip, the extra loadings first, then the extra
 * unloadings, each with its place, an optional date and an optional time window.
 */

export const STOP_KINDS = ['loading', 'unloading'] as const;
type StopKind = (typeof STOP_KINDS)[number];
export const MAX_STOPS = 8;

const W = MESSAGES.wizard;

/** A time of day as 'HH:MM' (typed '8:00' or '08.00' is read as '08:00'), or blank/null. */
export function timeOfDay() {
  return z
    .pipe(
      z.pipe(
        z.nullable(z.string({ error: W.invalidTime })),
        z.transform((value: string | null) => {
          const text = value?.trim() ?? '';
          if (text === '') return null;
          const match = /^(\d{1,2})[:.](\d{2})$/.exec(text);
          return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : text;
        }),
      ),
      z.nullable(z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: W.invalidTime }))),
    )
    .register(z.globalRegistry, { description: "A time of day, 'HH:MM'; blank or null for none" });
}

type Window = { date?: string | null; timeFrom?: string | null; timeTo?: string | null };

/** A window's rules: its end not before its start, and a time only on a day. */
function windowProblem(window: Window): { field: 'timeFrom' | 'timeTo'; message: string } | null {
  if ((window.timeFrom || window.timeTo) && !window.date) {
    return { field: window.timeFrom ? 'timeFrom' : 'timeTo', message: W.timeNeedsDate };
  }
  if (window.timeFrom && window.timeTo && window.timeTo < window.timeFrom) {
    return { field: 'timeTo', message: W.timeOrder };
  }
  return null;
}

const stopSchema = z
  .object({
    kind: z.enum(STOP_KINDS, { error: W.invalidChoice }),
    city: requiredText(W.stopCityRequired, 100),
    country: z._default(country(), DEFAULT_COUNTRY),
    placeId: z.optional(integer(1, 2_147_483_647, MESSAGES.places.notFound)),
    date: z.optional(day()),
    timeFrom: z.optional(timeOfDay()),
    timeTo: z.optional(timeOfDay()),
  })
  .check(
    z.superRefine((stop, ctx) => {
      const problem = windowProblem(stop);
      if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
    }),
  );

export type StopInput = z.output<typeof stopSchema>;

/** The cargo listing's time windows and stops, as domain/listing-input.ts's field maps take them. */
export const stopFields = {
  pickupTimeFrom: timeOfDay(),
  pickupTimeTo: timeOfDay(),
  deliveryTimeFrom: timeOfDay(),
  deliveryTimeTo: timeOfDay(),
  stops: z.pipe(
    z.nullable(
      z
        .array(stopSchema, { error: W.invalidDataTitle })
        .check(z.maxLength(MAX_STOPS, { error: W.tooManyStops })),
    ),
    z.transform((list: StopInput[] | null) => (list && list.length > 0 ? list : null)),
  ),
};

type StopValues = {
  pickupDate?: string | null;
  pickupTimeFrom?: string | null;
  pickupTimeTo?: string | null;
  deliveryDate?: string | null;
  deliveryTimeFrom?: string | null;
  deliveryTimeTo?: string | null;
  stops?: readonly { kind: StopKind }[] | null;
};

/** The rules across the ends' windows and the stops: each window in order, the loadings first. */
export function stopsInOrder(value: StopValues, ctx: z.core.$RefinementCtx) {
  for (const end of ['pickup', 'delivery'] as const) {
    const problem = windowProblem({
      date: value[`${end}Date`],
      timeFrom: value[`${end}TimeFrom`],
      timeTo: value[`${end}TimeTo`],
    });
    if (problem) {
      const field = problem.field === 'timeFrom' ? `${end}TimeFrom` : `${end}TimeTo`;
      ctx.addIssue({ code: 'custom', message: problem.message, path: [field] });
    }
  }
  const stops = value.stops ?? [];
  const firstUnloading = stops.findIndex((stop) => stop.kind === 'unloading');
  const lateLoading = stops.findIndex(
    (stop, index) => stop.kind === 'loading' && firstUnloading !== -1 && index > firstUnloading,
  );
  if (lateLoading !== -1) {
    ctx.addIssue({ code: 'custom', message: W.stopsOutOfOrder, path: ['stops', lateLoading, 'kind'] });
  }
}

/** One stop of a route as ../shared/spec/API.md gives it: the pickup and the delivery included. */
type RouteStop = Record<string, unknown>;

const END_FIELDS = {
  origin: {
    city: 'originCity',
    country: 'originCountry',
    placeId: 'originPlaceId',
    date: 'pickupDate',
    timeFrom: 'pickupTimeFrom',
    timeTo: 'pickupTimeTo',
  },
  destination: {
    city: 'destinationCity',
    country: 'destinationCountry',
    placeId: 'destinationPlaceId',
    date: 'deliveryDate',
    timeFrom: 'deliveryTimeFrom',
    timeTo: 'deliveryTimeTo',
  },
} as const;

/**
 * The API's route form (../shared/spec/API.md: `stops` in route order, the first loading the
 * listing's origin and the last unloading its destination) as the listing's fields: the ends'
 * place, day and window, and the stops between them. A body that names its origin (`originCity`)
 * keeps `stops` as the stops between the ends, as the forms send them. `count` is the route's
 * length when it was converted (for routeStopField), else null.
 */
export function fromRouteStops(body: unknown): { body: unknown; count: number | null } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { body, count: null };
  const record = body as Record<string, unknown>;
  const stops = record.stops;
  if (!Array.isArray(stops) || stops.length < 2 || 'originCity' in record) return { body, count: null };
  const first = stops[0] as RouteStop;
  const last = stops[stops.length - 1] as RouteStop;
  if (typeof first !== 'object' || first === null || typeof last !== 'object' || last === null) {
    return { body, count: null };
  }
  const out: Record<string, unknown> = { ...record, stops: stops.slice(1, -1) };
  for (const [end, stop] of [
    ['origin', first],
    ['destination', last],
  ] as const) {
    for (const [key, field] of Object.entries(END_FIELDS[end])) {
      if (stop[key] !== undefined) out[field] = stop[key];
    }
  }
  // The ends are the pickup and the delivery whatever kind they say.
  return { body: out, count: stops.length };
}

/** A refused field of a converted body named as the route form names it ('stops.0.city'). */
export function routeStopField(field: string, count: number): string {
  for (const [end, index] of [
    ['origin', 0],
    ['destination', count - 1],
  ] as const) {
    for (const [key, name] of Object.entries(END_FIELDS[end])) {
      if (field === name) return `stops.${index}.${key}`;
    }
  }
  const between = /^stops\.(\d+)(.*)$/.exec(field);
  return between ? `stops.${Number(between[1]) + 1}${between[2]}` : field;
}
