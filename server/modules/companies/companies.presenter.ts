import { z } from 'zod';
import { CONTACT_ACCESS_STATES, type ContactAccess } from '@domain/plans';
import type { CompanyRow } from './companies.repository';

export const companyItemSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  specialty: z.string().nullable(),
  vehiclePark: z.string().nullable(),
  description: z.string().nullable(),
  transportTypes: z.array(z.string()),
  serviceRegions: z.array(z.string()),
  regularRoutes: z.array(
    z.object({
      route: z.string(),
      frequency: z.string().optional(),
      capacity: z.string().optional(),
      trailerType: z.string().optional(),
    }),
  ),
  establishedYear: z.number().nullable(),
  employeesCount: z.number().nullable(),
  logoUrl: z.string().nullable(),
  isOwn: z.boolean(),
  contactAccess: z.enum(CONTACT_ACCESS_STATES),
  // A company's contact fields (DECISIONS.md): only for entitled viewers.
  contact: z
    .object({
      contactPerson: z.string().nullable(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
      website: z.string().nullable(),
    })
    .optional(),
});

export type CompanyItem = z.infer<typeof companyItemSchema>;

export function presentCompany(row: CompanyRow, access: ContactAccess, viewerId: string | null): CompanyItem {
  return {
    id: row.id,
    companyName: row.companyName ?? '',
    specialty: row.specialty,
    vehiclePark: row.vehiclePark,
    description: row.description,
    transportTypes: row.transportTypes ?? [],
    serviceRegions: row.serviceRegions ?? [],
    regularRoutes: (row.regularRoutes ?? []).filter((r) => r && typeof r.route === 'string'),
    establishedYear: row.establishedYear,
    employeesCount: row.employeesCount,
    logoUrl: row.logoUrl,
    isOwn: viewerId !== null && row.userId === viewerId,
    contactAccess: access,
    ...(access === 'locked'
      ? {}
      : {
          contact: {
            contactPerson: row.contactPerson,
            phone: row.phone,
            email: row.email,
            website: row.website,
          },
        }),
  };
}
