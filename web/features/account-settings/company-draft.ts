import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import { companyBodySchema, type Company } from '@domain/contract/profile';
import { INPUT_FALLBACK } from '@domain/listing-input';
import { routeEnds } from '@domain/regular-routes';
import type { TagOption } from '@web/components/ui/tag-input';
import type { PickedPlace } from '@web/features/places';

/**
 * What the company form holds while the user types: text as typed (the year and the head count too,
 * so '1.5' stays to be corrected), lists as chips, routes as rows. The API's own body schema
 * (domain/contract/profile.ts) reads this shape as it is: blank text and empty lists become null,
 * numbers are parsed, and its messages are the ones the server would answer.
 */
export interface RegularRouteDraft {
  /** What is sent and shown: 'Tallinn → Riia', made of the two ends below as they are typed. */
  route: string;
  from: string;
  to: string;
  /** The ends' places when they were picked (GeoNames ids as text), '' when typed. */
  originPlaceId: string;
  destinationPlaceId: string;
  frequency: string;
  capacity: string;
  trailerType: string;
}

export interface CompanyDraft {
  companyName: string;
  specialty: string;
  vehiclePark: string;
  transportTypes: string[];
  serviceRegions: string[];
  regularRoutes: RegularRouteDraft[];
  description: string;
  website: string;
  logoUrl: string;
  establishedYear: string;
  employeesCount: string;
  /** The base place as the picker shows it; `basePlaceId` is what is sent ('' for none). */
  basePlace: PickedPlace | null;
  basePlaceId: string;
  /** Who the company is in its country's registers (decision 0078): an ISO code, the codes as typed. */
  country: string;
  registryCode: string;
  vatNumber: string;
}

/** The draft as the schema answers it: what `handleSubmit` hands over is exactly what is sent. */
export type CompanyValues = z.output<typeof companyBodySchema>;

export const EMPTY_ROUTE: RegularRouteDraft = {
  route: '',
  from: '',
  to: '',
  originPlaceId: '',
  destinationPlaceId: '',
  frequency: '',
  capacity: '',
  trailerType: '',
};

const text = (value: string | null) => value ?? '';
const whole = (value: number | null) => (value == null ? '' : String(value));

export function companyToDraft(company: Company): CompanyDraft {
  return {
    companyName: text(company.companyName),
    specialty: text(company.specialty),
    vehiclePark: text(company.vehiclePark),
    transportTypes: [...company.transportTypes],
    serviceRegions: [...company.serviceRegions],
    regularRoutes: company.regularRoutes.map((route) => ({
      route: route.route,
      ...routeEnds(route.route),
      originPlaceId: whole(route.originPlaceId),
      destinationPlaceId: whole(route.destinationPlaceId),
      frequency: text(route.frequency),
      capacity: text(route.capacity),
      trailerType: text(route.trailerType),
    })),
    description: text(company.description),
    website: text(company.website),
    logoUrl: text(company.logoUrl),
    establishedYear: whole(company.establishedYear),
    employeesCount: whole(company.employeesCount),
    basePlace: company.basePlace,
    basePlaceId: company.basePlace ? String(company.basePlace.id) : '',
    country: text(company.country),
    registryCode: text(company.registryCode),
    vatNumber: text(company.vatNumber),
  };
}

/** Validates the draft with the API's schema: the browser and the server say the same words. */
export const companyResolver = zodResolver(companyBodySchema, INPUT_FALLBACK) as unknown as Resolver<
  CompanyDraft,
  unknown,
  CompanyValues
>;

// A route's trailer type is free text with the trailer list as suggestions, offered by their labels
// in the page's language: the form shows a listed value by its label and sends the stored value.
const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** The draft with each route's listed trailer type shown by its label. */
export function withTrailerLabels(draft: CompanyDraft, trailerTypes: readonly TagOption[]): CompanyDraft {
  return {
    ...draft,
    regularRoutes: draft.regularRoutes.map((route) => ({
      ...route,
      trailerType:
        trailerTypes.find((option) => same(option.value, route.trailerType))?.label ?? route.trailerType,
    })),
  };
}

/** What is sent: a trailer type typed or chosen by its label goes as its stored value. */
export function withTrailerValues(values: CompanyValues, trailerTypes: readonly TagOption[]): CompanyValues {
  if (!values.regularRoutes) return values;
  return {
    ...values,
    regularRoutes: values.regularRoutes.map((route) => {
      const typed = route.trailerType;
      if (!typed || trailerTypes.some((option) => option.value === typed)) return route;
      const option = trailerTypes.find((candidate) => same(candidate.label, typed));
      return option ? { ...route, trailerType: option.value } : route;
    }),
  };
}
