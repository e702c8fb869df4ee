import { useQuery } from '@tanstack/react-query';
import type { ReferenceAnswer } from '@domain/contract/reference';
import { DEFAULT_COUNTRY, findCountry } from '@domain/countries';
import { PAGE_LOCALE } from '@domain/page-locale';
import { fallbackReference, type LookupItem, type ReferenceCountry } from '@domain/reference';
import { lookupLabel } from '@web/lib/listing-display';
import { referenceQuery } from '@web/lib/reference-query';

export interface ListingOptions {
  cargoTypes: LookupItem[];
  trailerTypes: LookupItem[];
  loadingTypes: LookupItem[];
  units: LookupItem[];
  serviceRegions: LookupItem[];
  countries: ReferenceCountry[];
}

// The built-in lists, labelled in the page's language (the countries by CLDR, as the server does).
const FALLBACK = fallbackReference(PAGE_LOCALE);

/**
 * The form's choices from GET /api/reference, each with its label in the page's language. A list that is
 * missing or empty in the answer falls back to the built-in one (spec §3), so the form can always be
 * filled in.
 */
function toListingOptions(answer: ReferenceAnswer | null): ListingOptions {
  const list = <K extends keyof ListingOptions>(key: K): ListingOptions[K] => {
    const found = answer?.[key] ?? [];
    return (found.length > 0 ? found : FALLBACK[key]) as ListingOptions[K];
  };
  return {
    cargoTypes: list('cargoTypes'),
    trailerTypes: list('trailerTypes'),
    loadingTypes: list('loadingTypes'),
    units: list('units'),
    serviceRegions: list('serviceRegions'),
    countries: list('countries'),
  };
}

/** The built-in choices, for a form or a summary with no answer to read. */
export const FALLBACK_LISTING_OPTIONS: ListingOptions = toListingOptions(null);

export function useListingOptions(): ListingOptions {
  const query = useQuery({ ...referenceQuery, select: toListingOptions });
  return query.data ?? FALLBACK_LISTING_OPTIONS;
}

/**
 * What a reader sees for a stored lookup value (a cargo type, a unit …): its label in the page's
 * language; a value the list no longer has shows as stored, an empty one as a dash.
 */
export function optionLabel(items: readonly LookupItem[], value: string | null | undefined): string {
  const stored = value?.trim() ?? '';
  return items.find((item) => item.value === stored)?.label ?? lookupLabel(stored);
}

/**
 * A stored country in the page's language; an empty one is the default country, an unknown one shows as
 * typed.
 */
export function countryText(
  countries: readonly ReferenceCountry[],
  value: string | null | undefined,
): string {
  const stored = value?.trim() || DEFAULT_COUNTRY;
  const key = findCountry(stored)?.key ?? stored;
  return countries.find((country) => country.value === key)?.label ?? stored;
}
