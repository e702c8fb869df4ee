import { z } from 'zod';
import { companyContactDetailsSchema } from '../credits';
import { companyFilterSchema } from '../feeds';
import { pageQuerySchema } from '../pagination';
import { CONTACT_ACCESS_STATES } from '../plans';
import { pageOf } from './common';

/** The company directory (GET /api/companies; its query is domain/feeds.ts's companyQuerySchema). */
const regularRouteSchema = z.object({
  route: z.string(),
  frequency: z.string().optional(),
  capacity: z.string().optional(),
  trailerType: z.string().optional(),
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
    specialty: z.string().nullable(),
    vehiclePark: z.string().nullable(),
    description: z.string().nullable(),
    transportTypes: z.array(z.string()),
    serviceRegions: z.array(z.string()),
    regularRoutes: z.array(regularRouteSchema),
    establishedYear: z.number().nullable(),
    employeesCount: z.number().nullable(),
    logoUrl: z.string().nullable(),
    isOwn: z.boolean(),
    contactAccess: z.enum(CONTACT_ACCESS_STATES),
    // A company's contact fields (docs/product-rules.md): only for entitled viewers.
    contact: companyContactDetailsSchema.optional(),
  })
  .refine(contactOnlyWhenOpen, { error: 'A locked company carries no contact', path: ['contact'] });
export type CompanyItem = z.infer<typeof companyItemSchema>;

export const companyPageSchema = pageOf(companyItemSchema);

/**
 * GET /api/companies/regular-routes: the transport tab's regular-routes table, one row per route of
 * every directory company (in the directory's order, then the company's own), paged on the server so
 * the table no longer reads the whole directory. `q`: every whitespace-separated word of it contained,
 * in any case, in the route, frequency, capacity, transport type or company name.
 */
export const regularRoutesQuerySchema = pageQuerySchema.extend({ q: companyFilterSchema.shape.q });
export type RegularRoutesQuery = z.infer<typeof regularRoutesQuerySchema>;

const regularRouteRowSchema = z
  .object({
    companyId: z.string(),
    /** The route's place in its company's list: with companyId, a key that survives refetches. */
    routeIndex: z.number(),
    route: z.string(),
    frequency: z.string().nullable(),
    capacity: z.string().nullable(),
    trailerType: z.string().nullable(),
    companyName: z.string(),
    companyIsOwn: z.boolean(),
    contactAccess: z.enum(CONTACT_ACCESS_STATES),
    // As in the directory: the company's contact only for entitled viewers.
    contact: companyContactDetailsSchema.optional(),
  })
  .refine(contactOnlyWhenOpen, { error: 'A locked company carries no contact', path: ['contact'] });
export type RegularRouteRow = z.infer<typeof regularRouteRowSchema>;

export const regularRoutesPageSchema = pageOf(regularRouteRowSchema);
export type RegularRoutesPage = z.infer<typeof regularRoutesPageSchema>;
