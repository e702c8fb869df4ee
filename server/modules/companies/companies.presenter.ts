import type { CompanyItem, RegularRoute } from '@domain/contract/companies';
import type { ContactAccess } from '@domain/plans';
import type { CompanyRow } from './companies.repository';

// Profiles hold what their owners typed, and older data is looser than the forms are now: blanks
// become null (or are left out), text is trimmed, and a route without its text is no route, so
// every screen can show the answer as it is.
export function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function texts(values: readonly unknown[] | null): string[] {
  return (values ?? []).flatMap((v) => textOrNull(v) ?? []);
}

function routes(values: readonly unknown[] | null): RegularRoute[] {
  return (values ?? []).flatMap((value) => {
    const r = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
    const route = textOrNull(r.route);
    if (!route) return [];
    const out: RegularRoute = { route };
    for (const key of ['frequency', 'capacity', 'trailerType'] as const) {
      const text = textOrNull(r[key]);
      if (text) out[key] = text;
    }
    return [out];
  });
}

/**
 * A directory company as the directory shows it. `place`: its base place named for the reader (null
 * without one) and, with the `near` filter, its distance from that place.
 */
export function presentCompany(
  row: CompanyRow,
  access: ContactAccess,
  viewerId: string | null,
  place: { basePlace: CompanyItem['basePlace']; distanceKm?: number | undefined },
): CompanyItem {
  return {
    id: row.id,
    companyName: row.companyName ?? '',
    specialty: textOrNull(row.specialty),
    vehiclePark: textOrNull(row.vehiclePark),
    description: textOrNull(row.description),
    transportTypes: texts(row.transportTypes),
    serviceRegions: texts(row.serviceRegions),
    regularRoutes: routes(row.regularRoutes),
    establishedYear: row.establishedYear,
    employeesCount: row.employeesCount,
    logoUrl: textOrNull(row.logoUrl),
    basePlace: place.basePlace,
    ...(place.distanceKm === undefined ? {} : { distanceKm: place.distanceKm }),
    verified: row.verification === 'verified',
    isOwn: viewerId !== null && row.userId === viewerId,
    contactAccess: access,
    ...(access === 'locked'
      ? {}
      : {
          contact: {
            contactPerson: textOrNull(row.contactPerson),
            phone: textOrNull(row.phone),
            email: textOrNull(row.email),
            website: textOrNull(row.website),
          },
        }),
  };
}
