import type { Place } from '@domain/contract/places';
import { findCountry } from '@domain/countries';
import { PAGE_LOCALE } from '@domain/page-locale';
import { countryLabel } from '@domain/reference';

/** A place's country in the page's language ('Läti', 'Латвия'), or its ISO code when we have no name. */
export function placeCountry(place: Pick<Place, 'country'>): string {
  const country = findCountry(place.country);
  return country ? countryLabel(country, PAGE_LOCALE) : place.country;
}

/** 'Tartu, Eesti': a place as the picker's list and its status line say it. */
export function placeText(place: Pick<Place, 'name' | 'country'>): string {
  return `${place.name}, ${placeCountry(place)}`;
}

/** A place id or a radius held as text (an address's filter, a form's draft): null when blank or no whole number above 0. */
export function wholeOf(text: string | undefined): number | null {
  const n = Number(text);
  return text !== undefined && text.trim() !== '' && Number.isInteger(n) && n > 0 ? n : null;
}
