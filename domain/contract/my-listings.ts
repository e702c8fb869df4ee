import * as z from 'zod/mini';
import { listingTypeSchema } from '../listing-input';
import { OWNER_ACTIONS } from '../listing-status';
import { MESSAGES } from '../messages';
import { pageQuerySchema } from '../pagination';
import { cargoItemSchema, transportItemSchema } from './listings';

/**
 * Publishing and managing one's own listings (POST/PATCH /api/listings/..., the owner's actions,
 * GET /api/me/listings, GET /api/me/publishing). The request bodies are domain/listing-input.ts's.
 */

/**
 * A listing as its owner manages it: the feed item (contact included: the owner is always
 * entitled), whether the owner marked it completed, and what the owner may do to it now
 * (server/policies/listing.policy.ts): `actions` are allowed, `premiumOnly` are what the state
 * allows but the plan does not (the menu shows them disabled, saying why).
 */
const ownerFields = {
  completedByUser: z.boolean(),
  actions: z.array(z.enum(OWNER_ACTIONS)),
  premiumOnly: z.array(z.enum(OWNER_ACTIONS)),
  /** Hidden by users' reports until a moderator decides (decision 0082): the owner's list says so. */
  underReview: z.optional(z.boolean()),
};
export const ownCargoItemSchema = z.extend(cargoItemSchema, ownerFields);
export const ownTransportItemSchema = z.extend(transportItemSchema, ownerFields);
export const ownItemSchema = z.discriminatedUnion('type', [ownCargoItemSchema, ownTransportItemSchema]);

/** The answer's schema of a write on a listing of each type. */
export const OWN_ITEM_SCHEMAS = { cargo: ownCargoItemSchema, transport: ownTransportItemSchema } as const;

export type OwnCargoItem = z.infer<typeof ownCargoItemSchema>;
export type OwnTransportItem = z.infer<typeof ownTransportItemSchema>;
export type OwnItem = OwnCargoItem | OwnTransportItem;

export const listingIdParamsSchema = z.object({ id: z.uuid({ error: MESSAGES.listings.invalidId }) });
export const listingTypeIdParamsSchema = z.object({
  type: listingTypeSchema,
  id: z.uuid({ error: MESSAGES.listings.invalidId }),
});

const MY_LISTINGS_FILTERS = ['active', 'expired', 'all'] as const;
export type MyListingsFilter = (typeof MY_LISTINGS_FILTERS)[number];

/** GET /api/me/listings */
export const myListingsQuerySchema = z.extend(pageQuerySchema, {
  type: z._default(listingTypeSchema, 'cargo'),
  filter: z._default(z.enum(MY_LISTINGS_FILTERS, { error: MESSAGES.schema.myListingsFilter }), 'all'),
});

const filterCountsSchema = z.object({ active: z.number(), expired: z.number(), all: z.number() });

export const myListingsPageSchema = z.object({
  items: z.array(ownItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  counts: z.object({ cargo: filterCountsSchema, transport: filterCountsSchema }),
});

/** GET /api/me/publishing */
export const publishingInfoSchema = z.object({
  hasPremiumAccess: z.boolean(),
  durations: z.array(z.number()),
  reactivationDurations: z.array(z.number()),
  templatesAllowed: z.boolean(),
  contact: z.object({
    companyName: z.nullable(z.string()),
    contactPerson: z.nullable(z.string()),
    contactPhone: z.nullable(z.string()),
    contactEmail: z.nullable(z.string()),
  }),
});
export type PublishingInfo = z.infer<typeof publishingInfoSchema>;

/**
 * GET and POST /api/listings/confirm?token=…: a reminder mail's "still available" link (no session:
 * the signed token names the listing). GET only reads what the page shows before asking (the
 * route, the latest confirmation, whether it still runs); POST, from the page's button, confirms.
 */
export const confirmLinkQuerySchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(500)),
});

export const confirmedListingSchema = z.object({
  type: listingTypeSchema,
  id: z.string(),
  confirmedAt: z.string(),
  originCity: z.string(),
  destinationCity: z.string(),
  /** Whether it can be confirmed: live and not marked completed. */
  running: z.boolean(),
});
export type ConfirmedListing = z.infer<typeof confirmedListingSchema>;
