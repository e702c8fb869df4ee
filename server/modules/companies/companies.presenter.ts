import type { CompanyItem } from '@domain/contract/companies';
import type { ContactAccess } from '@domain/plans';
import type { CompanyRow } from './companies.repository';

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
