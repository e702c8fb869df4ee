import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  notificationPreferencesBodySchema,
  type AlertFrequency,
  type NotificationPreferences,
  type NotificationPreferencesInput,
} from '@domain/contract/notifications';
import { INPUT_FALLBACK } from '@domain/listing-input';

/**
 * What the alerts form holds while the user types: switches as booleans, numbers as typed text ('12,5'),
 * days as 'YYYY-MM-DD' or '', lists as chips. The API's body schema (domain/contract/notifications.ts)
 * reads it as it is: blank numbers and days, and empty lists, become null ("any").
 */
type Preferences = Omit<NotificationPreferences, 'updatedAt'>;
type PreferenceKey = keyof Preferences;

export type NotificationDraft = {
  [K in PreferenceKey]: Preferences[K] extends boolean
    ? boolean
    : Preferences[K] extends AlertFrequency
      ? AlertFrequency
      : Preferences[K] extends string[] | null
        ? string[]
        : string;
};

type KeysOf<V> = { [K in PreferenceKey]: NotificationDraft[K] extends V ? K : never }[PreferenceKey];
type NotificationListKey = KeysOf<string[]>;
export type NotificationSwitchKey = KeysOf<boolean>;

/** Numbers shown the Estonian way, with a decimal comma, as they are typed. */
function numberText(value: number | null): string {
  return value == null ? '' : String(value).replace('.', ',');
}

export function preferencesToDraft(preferences: NotificationPreferences): NotificationDraft {
  const draft: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(preferences)) {
    if (key === 'updatedAt') continue;
    if (typeof value === 'boolean' || key === 'frequency') draft[key] = value;
    else if (Array.isArray(value)) draft[key] = [...value];
    else if (typeof value === 'number') draft[key] = numberText(value);
    else if (typeof value === 'string') draft[key] = value;
    // null: a list is an empty list, a number or a day blank.
    else draft[key] = LIST_KEYS.has(key) ? [] : '';
  }
  return draft as NotificationDraft;
}

// The list filters: their null is an empty list in the form.
const LIST_FIELDS = [
  'cargoTypes',
  'cargoOriginCountries',
  'cargoDestinationCountries',
  'cargoOriginCities',
  'cargoDestinationCities',
  'cargoLoadingTypes',
  'cargoUnits',
  'transportTrailerTypes',
  'transportOriginCountries',
  'transportDestinationCountries',
  'transportOriginCities',
  'transportDestinationCities',
  'transportVolumeUnits',
  'transportServiceAreas',
  'companySpecialties',
  'companyTransportTypes',
  'companyServiceRegions',
  'companyRegularRoutes',
] as const satisfies readonly NotificationListKey[];
// Fails to compile when the contract gains a list that the array above does not name.
type Nothing<T extends never> = T;
type _EveryListNamed = Nothing<Exclude<NotificationListKey, (typeof LIST_FIELDS)[number]>>;
const LIST_KEYS: ReadonlySet<string> = new Set(LIST_FIELDS);

/** Validates the draft with the API's schema: the browser and the server say the same words. */
export const notificationResolver = zodResolver(
  notificationPreferencesBodySchema,
  INPUT_FALLBACK,
) as unknown as Resolver<NotificationDraft, unknown, NotificationPreferencesInput>;
