import type { CompanyItem, RegularRoute } from '@domain/contract/companies';
import type { ContactAccess } from '@domain/plans';
import { joinRoute, splitRoute } from '@domain/regular-routes';
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

/** A place's name for the reader, or `text` when the place is not located (places.service's placeNameFor). */
export type PlaceNamer = (placeId: number | null | undefined, text: string) => string;

const placeIdOf = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/** The gazetteer ids a company's stored routes carry (their picked ends). */
export function regularRoutePlaceIds(values: readonly unknown[] | null): number[] {
  return (values ?? []).flatMap((value) => {
    const r = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
    return [placeIdOf(r.originPlaceId), placeIdOf(r.destinationPlaceId)].filter((id) => id !== null);
  });
}

/**
 * A route's text for a reader (decision 0091): each picked end by the place's name in the reader's
 * language, a typed end ("Kogu Eesti", a port) as written. The text is its two ends joined by the
 * arrow, as the company's form writes it; one end alone is the start.
 */
export function routeForReader(
  route: string,
  ends: { originPlaceId: number | null; destinationPlaceId: number | null },
  name: PlaceNamer,
): string {
  // A route with no picked end reads as its writer typed it, arrow and all.
  if (ends.originPlaceId === null && ends.destinationPlaceId === null) return route;
  const split = splitRoute(route);
  if (!split) return name(ends.originPlaceId ?? ends.destinationPlaceId, route);
  return joinRoute(name(ends.originPlaceId, split.from), name(ends.destinationPlaceId, split.to));
}

function routes(values: readonly unknown[] | null, name: PlaceNamer): RegularRoute[] {
  return (values ?? []).flatMap((value) => {
    const r = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
    const route = textOrNull(r.route);
    if (!route) return [];
    const ends = {
      originPlaceId: placeIdOf(r.originPlaceId),
      destinationPlaceId: placeIdOf(r.destinationPlaceId),
    };
    const out: RegularRoute = { route: routeForReader(route, ends, name) };
    for (const key of ['frequency', 'capacity', 'trailerType'] as const) {
      const text = textOrNull(r[key]);
      if (text) out[key] = text;
    }
    return [out];
  });
}

/**
 * A directory company as the directory shows it. `place`: its base place named for the reader (null
 * without one), with the `near` filter its distance from that place, and the namer of its routes' ends.
 */
export function presentCompany(
  row: CompanyRow,
  access: ContactAccess,
  viewerId: string | null,
  place: { basePlace: CompanyItem['basePlace']; distanceKm?: number | undefined; name: PlaceNamer },
): CompanyItem {
  return {
    id: row.id,
    companyName: row.companyName ?? '',
    specialty: textOrNull(row.specialty),
    vehiclePark: textOrNull(row.vehiclePark),
    description: textOrNull(row.description),
    transportTypes: texts(row.transportTypes),
    serviceRegions: texts(row.serviceRegions),
    regularRoutes: routes(row.regularRoutes, place.name),
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
