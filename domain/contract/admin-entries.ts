import { ADMIN_MESSAGES } from '../admin-messages';
import { MESSAGES } from '../messages';
import * as z from 'zod/mini';
import { requiredText } from '../input-fields';
import { listingTypeSchema } from '../listing-input';
import { adminListQuerySchema } from './admin';
import { adminPageOf } from './admin';
import { pageOf } from './common';
import { cargoItemSchema, transportItemSchema } from './listings';
import { companyFieldSchemas, companySchema, foundedNotInFuture } from './profile';

/**
 * The back office's entries page: every listing of a type and the directory's companies, searched and
 * filtered by status, with the counts of its three tabs. Listings are changed through the owner's own
 * endpoints (PATCH and DELETE /api/listings/{type}/{id}, the lifecycle actions), which serve admins too
 * and log what an admin does to someone else's listing; companies here.
 */

/** The status filter: the live rule (domain/listing-status.ts) in the back office's two words. */
const ADMIN_LISTING_STATUSES = ['active', 'expired'] as const;
export type AdminListingStatus = (typeof ADMIN_LISTING_STATUSES)[number];
export const ADMIN_STATUS_FILTERS = ['all', ...ADMIN_LISTING_STATUSES] as const;
export type AdminStatusFilter = (typeof ADMIN_STATUS_FILTERS)[number];

const statusFilterSchema = z._default(
  z.enum(ADMIN_STATUS_FILTERS, { error: MESSAGES.schema.statusAllActiveExpired }),
  'all',
);

/** GET /api/admin/listings/{type}?q=&status=&page=&pageSize= */
export const adminListingsQuerySchema = z.extend(adminListQuerySchema, { status: statusFilterSchema });
export type AdminListingsQuery = z.infer<typeof adminListingsQuerySchema>;
export const adminListingsParamsSchema = z.object({ type: listingTypeSchema });

/** GET /api/admin/entries/counts?q=&status=: the tabs' counts (the status does not apply to companies). */
export const adminEntryCountsQuerySchema = z.object({
  q: adminListQuerySchema.shape.q,
  status: statusFilterSchema,
});
export type AdminEntryCountsQuery = z.infer<typeof adminEntryCountsQuerySchema>;
export const adminEntryCountsSchema = z.object({
  cargo: z.number(),
  transport: z.number(),
  companies: z.number(),
  /** The listing tabs whose count stopped at its limit (shown as "10 000+"). */
  lowerBound: z.object({ cargo: z.boolean(), transport: z.boolean() }),
});
export type AdminEntryCounts = z.infer<typeof adminEntryCountsSchema>;

const shortId = z.string().check(z.describe('the first 8 characters of the id, as the back office shows it'));

/** What the back office adds to a listing: its contact always, its state and its owner. */
const adminListingExtras = {
  shortId,
  contact: z.object({
    companyName: z.nullable(z.string()),
    contactPerson: z.nullable(z.string()),
    phone: z.nullable(z.string()),
    email: z.nullable(z.string()),
  }),
  completedByUser: z.boolean(),
  state: z
    .enum(ADMIN_LISTING_STATUSES)
    .check(
      z.describe(
        'active: live and not marked completed; expired: expired, paused or completed (the owner’s filter)',
      ),
    ),
  owner: z.object({
    id: z.string(),
    email: z.nullable(z.string()),
    hasAccess: z.boolean().check(z.describe('premium or a running trial')),
    reactivationDurations: z
      .array(z.number())
      .check(z.describe('the days the owner’s plan allows a reactivation, whoever reactivates')),
  }),
};

// The feed's fields minus what only a marketplace viewer has (own or not, locked or not).
const viewerOnly = { isOwn: true, contactAccess: true, contact: true } as const;

const adminCargoItemSchema = z.extend(z.omit(cargoItemSchema, viewerOnly), adminListingExtras);
const adminTransportItemSchema = z.extend(z.omit(transportItemSchema, viewerOnly), adminListingExtras);
const adminListingItemSchema = z.discriminatedUnion('type', [adminCargoItemSchema, adminTransportItemSchema]);
export type AdminListingItem = z.infer<typeof adminListingItemSchema>;
export const adminListingsPageSchema = adminPageOf(adminListingItemSchema);

/** GET /api/admin/companies?q=: the directory's companies, newest first, searched by name and contact person. */
export const adminCompaniesQuerySchema = adminListQuerySchema;
export type AdminCompaniesQuery = z.infer<typeof adminCompaniesQuerySchema>;

export const adminCompanyItemSchema = z.extend(
  z.omit(companySchema, { showInCompanyDirectory: true, listedInDirectory: true, basePlace: true }),
  {
    id: z.string(),
    shortId,
    companyName: z.string(),
    contactPerson: z.nullable(z.string()),
    phone: z.nullable(z.string()),
    email: z.nullable(z.string()),
    createdAt: z.string(),
    owner: z.object({ id: z.string(), email: z.nullable(z.string()) }),
  },
);
export type AdminCompanyItem = z.infer<typeof adminCompanyItemSchema>;
export const adminCompaniesPageSchema = pageOf(adminCompanyItemSchema);

export const adminCompanyParamsSchema = z.object({
  id: z.uuid({ error: MESSAGES.schema.invalidCompanyId }),
});

const F = companyFieldSchemas;

/**
 * PATCH /api/admin/companies/{id}: any of the company's fields; what is left out keeps its value, blank
 * text and empty lists clear it. The name may not be cleared (the spec's admin edit form). The regular
 * routes are the owner's to edit in the settings.
 */
export const adminCompanyBodySchema = z
  .strictObject({
    companyName: z.optional(requiredText(ADMIN_MESSAGES.companyNameRequired, 200)),
    specialty: z.optional(F.specialty),
    vehiclePark: z.optional(F.vehiclePark),
    transportTypes: z.optional(F.transportTypes),
    serviceRegions: z.optional(F.serviceRegions),
    description: z.optional(F.description),
    website: z.optional(F.website),
    logoUrl: z.optional(F.logoUrl),
    establishedYear: z.optional(F.establishedYear),
    employeesCount: z.optional(F.employeesCount),
  })
  .check(foundedNotInFuture);
export type AdminCompanyBody = z.input<typeof adminCompanyBodySchema>;
export type AdminCompanyChange = z.output<typeof adminCompanyBodySchema>;
