import * as z from 'zod/mini';
import { companyContactDetailsSchema } from '../credits';
import { companyFilterSchema } from '../feeds';
import { pageQuerySchema } from '../pagination';
import { CONTACT_ACCESS_STATES } from '../plans';
import { pageOf } from './common';
import { placeSchema } from './places';

/**
 * A company's base place (decision 0069): a place of the gazetteer, named in the request's language
 * where known, else its local name; null when the company has none.
 */
export const basePlaceSchema = z.nullable(z.pick(placeSchema, { id: true, name: true, country: true }));

/** The company directory (GET /api/companies; its query is domain/feeds.ts's companyQuerySchema). */
const regularRouteSchema = z.object({
  route: z.string(),
  frequency: z.optional(z.string()),
  capacity: z.optional(z.string()),
  trailerType: z.optional(z.string()),
});
export type RegularRoute = z.infer<typeof regularRouteSchema>;

// Checked on both sides: the server never serialises, and the web app never shows, a contact that
// came with a locked company.
const contactOnlyWhenOpen = (item: { contactAccess: string; contact?: unknown }) =>
  item.contactAccess !== 'locked' || item.contact === undefined;

export const companyItemSchema = z
  .object({
    id: z.string(),
    companyName: z.string(),
    specialty: z.nullable(z.string()),
    vehiclePark: z.nullable(z.string()),
    description: z.nullable(z.string()),
    transportTypes: z.array(z.string()),
    serviceRegions: z.array(z.string()),
    regularRoutes: z.array(regularRouteSchema),
    establishedYear: z.nullable(z.number()),
    employeesCount: z.nullable(z.number()),
    logoUrl: z.nullable(z.string()),
    basePlace: basePlaceSchema,
    distanceKm: z.optional(
      z.number().check(z.describe('With `near`: the base place’s distance from that place, in whole km')),
    ),
    verified: z.boolean().check(z.describe('An admin verified the company (decision 0081)')),
    isOwn: z.boolean(),
    contactAccess: z.enum(CONTACT_ACCESS_STATES),
    // A company's contact fields (docs/product-rules.md): only for entitled viewers.
    contact: z.optional(companyContactDetailsSchema),
  })
  .check(z.refine(contactOnlyWhenOpen, { error: 'A locked company carries no contact', path: ['contact'] }));
export type CompanyItem = z.infer<typeof companyItemSchema>;

export const companyPageSchema = pageOf(companyItemSchema);

/**
 * GET /api/companies/regular-routes: the transport tab's regular-routes table, one row per route of
 * every directory company (in the directory's order, then the company's own), paged on the server so
 * the table no longer reads the whole directory. `q`: every whitespace-separated word of it contained,
 * in any case, in the route, frequency, capacity, transport type or company name.
 */
export const regularRoutesQuerySchema = z.extend(pageQuerySchema, { q: companyFilterSchema.shape.q });
export type RegularRoutesQuery = z.infer<typeof regularRoutesQuerySchema>;

const regularRouteRowSchema = z
  .object({
    companyId: z.string(),
    /** The route's place in its company's list: with companyId, a key that survives refetches. */
    routeIndex: z.number(),
    route: z.string(),
    frequency: z.nullable(z.string()),
    capacity: z.nullable(z.string()),
    trailerType: z.nullable(z.string()),
    companyName: z.string(),
    companyIsOwn: z.boolean(),
    contactAccess: z.enum(CONTACT_ACCESS_STATES),
    // As in the directory: the company's contact only for entitled viewers.
    contact: z.optional(companyContactDetailsSchema),
  })
  .check(z.refine(contactOnlyWhenOpen, { error: 'A locked company carries no contact', path: ['contact'] }));
export type RegularRouteRow = z.infer<typeof regularRouteRowSchema>;

export const regularRoutesPageSchema = pageOf(regularRouteRowSchema);
export type RegularRoutesPage = z.infer<typeof regularRoutesPageSchema>;
