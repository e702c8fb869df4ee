import * as z from 'zod/mini';
import { LISTING_TYPES, CONTACT_ACCESS_STATES } from '../plans';
import { ADR_CLASSES, LOAD_TYPES, LOADING_SIDES, PALLET_TYPES } from '../freight';
import { MESSAGES } from '../messages';
import { STOP_KINDS } from '../stops';

/**
 * The feeds and one listing (GET /api/listings/cargo, /transport, /{type}/{id}). The queries are
 * domain/feeds.ts's. Contact fields appear only inside `contact`, and `contact` only when
 * contactAccess is not "locked": the server's presenter leaves it out otherwise.
 */
const listingContactSchema = z.object({
  companyName: z.nullable(z.string()),
  contactPerson: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
});

const common = {
  id: z.string(),
  originCity: z.string(),
  originCountry: z.string(),
  destinationCity: z.string(),
  destinationCountry: z.string(),
  originPlaceId: z
    .nullable(z.number())
    .check(z.describe('The gazetteer place of the pickup (GET /api/places/{id}); null when not located')),
  destinationPlaceId: z.nullable(z.number()),
  distanceKm: z
    .nullable(z.number())
    .check(z.describe('The estimated road distance in km; null unless both ends are located')),
  originDistanceKm: z.optional(
    z.number().check(z.describe('With originNear: the pickup’s distance from that place, in km')),
  ),
  destinationDistanceKm: z.optional(
    z.number().check(z.describe('With destinationNear: the delivery’s distance from that place, in km')),
  ),
  notes: z.nullable(z.string()),
  status: z.string(),
  expiresAt: z.nullable(z.string()),
  postDurationDays: z.nullable(z.number()),
  createdAt: z.string(),
  updatedAt: z.string(),
  confirmedAt: z
    .string()
    .check(z.describe('Publication or the owner’s latest confirmation that it is still available')),
  verified: z.boolean().check(z.describe('The owner’s company is verified (decision 0081)')),
  isOwn: z.boolean(),
  contactAccess: z.enum(CONTACT_ACCESS_STATES),
  contact: z.optional(listingContactSchema),
};

export const cargoItemSchema = z.object({
  type: z.literal('cargo'),
  ...common,
  cargoType: z.string(),
  loadingType: z.nullable(z.string()),
  quantity: z.nullable(z.number()),
  unit: z.nullable(z.string()),
  weight: z.nullable(z.number()),
  priceAmount: z.nullable(z.number()),
  pickupDate: z.nullable(z.string()),
  deliveryDate: z.nullable(z.string()),
  isUrgent: z.boolean(),
  // The ends' time windows and the stops between them (domain/stops.ts): null when not said.
  pickupTimeFrom: z.nullable(z.string().check(z.describe("'HH:MM', Europe/Tallinn"))),
  pickupTimeTo: z.nullable(z.string()),
  deliveryTimeFrom: z.nullable(z.string()),
  deliveryTimeTo: z.nullable(z.string()),
  stops: z.nullable(
    z
      .array(
        z.object({
          kind: z.enum(STOP_KINDS),
          city: z.string(),
          country: z.string(),
          placeId: z.nullable(z.number()),
          date: z.nullable(z.string()),
          timeFrom: z.nullable(z.string()),
          timeTo: z.nullable(z.string()),
        }),
      )
      .check(
        z.describe(
          'The route in trip order: the pickup first (a loading), the stops between, the delivery last (an unloading)',
        ),
      ),
  ),
  // The load as dispatchers describe it (domain/freight.ts): each null when not said.
  loadType: z.nullable(z.enum(LOAD_TYPES)),
  loadingMeters: z.nullable(z.number()),
  palletCount: z.nullable(z.number()),
  palletType: z.nullable(z.enum(PALLET_TYPES)),
  pieceLength: z.nullable(z.number().check(z.describe('The largest piece’s length in metres'))),
  pieceWidth: z.nullable(z.number()),
  pieceHeight: z.nullable(z.number()),
  adrClass: z.nullable(
    z.enum(ADR_CLASSES).check(z.describe('Dangerous goods: the ADR class; null when none')),
  ),
  unNumber: z.nullable(z.string()),
  temperatureMin: z.nullable(z.number().check(z.describe('°C'))),
  temperatureMax: z.nullable(z.number()),
  bodyTypes: z.nullable(
    z.array(z.string()).check(z.describe('Values of the trailer-type list (GET /api/reference)')),
  ),
  loadingSides: z.nullable(z.array(z.enum(LOADING_SIDES))),
  unloadingSides: z.nullable(z.array(z.enum(LOADING_SIDES))),
  palletExchange: z.nullable(z.boolean()),
  priceIncludesVat: z.nullable(z.boolean()),
  paymentTermDays: z.nullable(z.number()),
});

export const transportItemSchema = z.object({
  type: z.literal('transport'),
  ...common,
  trailerType: z.string(),
  bodyType: z
    .string()
    .check(z.describe('The truck’s body: its trailerType, by ../shared/spec/API.md’s name')),
  capacity: z.nullable(z.number()),
  volumeCapacity: z.nullable(z.number()),
  volumeUnit: z.nullable(z.string()),
  availableDate: z.nullable(z.string()),
  serviceArea: z.nullable(z.string()),
  pricePerKm: z.nullable(z.number()),
  // What the truck takes and where it wants to go (domain/freight.ts): each null when not said.
  loadingMeters: z.nullable(z.number()),
  adrClasses: z.nullable(z.array(z.enum(ADR_CLASSES))),
  temperatureMin: z.nullable(z.number().check(z.describe('°C'))),
  temperatureMax: z.nullable(z.number()),
  wantedDirections: z.nullable(
    z
      .array(
        z.object({
          country: z.string(),
          placeId: z.nullable(z.number()),
          name: z.nullable(z.string()),
          radiusKm: z.nullable(z.number()),
        }),
      )
      .check(
        z.describe(
          'Up to three: a country (placeId, name and radiusKm null) or a gazetteer place within radiusKm',
        ),
      ),
  ),
});

export const listingItemSchema = z.discriminatedUnion('type', [cargoItemSchema, transportItemSchema]);

export type CargoItem = z.infer<typeof cargoItemSchema>;
export type TransportItem = z.infer<typeof transportItemSchema>;
export type ListingItem = CargoItem | TransportItem;

/** The item schema of a listing type, for parsing a feed or a listing of that type. */
export const LISTING_ITEM_SCHEMAS = { cargo: cargoItemSchema, transport: transportItemSchema } as const;

/** One page of a feed. */
const feedPageSchema = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number(),
    totalIsLowerBound: z
      .boolean()
      .check(
        z.describe(
          'true when counting stopped (past 10 000 matches, 1 000 for a text search or a radius on both ends): ' +
            'more than `total` match, ' +
            'and the next page has items (pages go no deeper than the first 10 000 rows)',
        ),
      ),
    page: z.number(),
    pageSize: z.number(),
  });

export const cargoFeedPageSchema = feedPageSchema(cargoItemSchema);
export const transportFeedPageSchema = feedPageSchema(transportItemSchema);
export const FEED_PAGE_SCHEMAS = { cargo: cargoFeedPageSchema, transport: transportFeedPageSchema } as const;

/** GET /api/listings/{type}/{id} */
export const listingParamsSchema = z.object({
  type: z.enum(LISTING_TYPES, { error: MESSAGES.schema.typeCargoTransport }),
  id: z.uuid({ error: MESSAGES.listings.invalidId }),
});

/** GET /api/listings/{type}/{id}/matches: the other kind's listings that fit this one (decision 0076). */
export const matchParamsSchema = z.pick(listingParamsSchema, { id: true });
