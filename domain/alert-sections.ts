import type { NotificationPreferences } from './contract/notifications';

/**
 * The three sections of alert preferences and the filters of each. A section sends alerts only
 * while it is switched on AND at least one of its filters is set: an empty section would mean
 * "every new listing", a flood nobody asked for (docs/decisions/0047). The server stores such a
 * section as off, matching ignores one, and the settings tab says so in each section's summary.
 */
const ALERT_SECTIONS = ['cargo', 'transport', 'company'] as const;
export type AlertSection = (typeof ALERT_SECTIONS)[number];

type Preferences = Omit<NotificationPreferences, 'updatedAt'>;

export const ALERT_SECTION_SWITCH = {
  cargo: 'cargoNotifications',
  transport: 'transportNotifications',
  company: 'companyNotifications',
} as const satisfies Record<AlertSection, keyof Preferences>;

// "Within N km of a place" is one filter per end of the route that both listing sections share
// (decision 0068): the place counts, its radius comes with it (a radius alone is no filter).
const NEAR = ['originNear', 'destinationNear'] as const;

/** Every filter of a section: a value (number, day, non-empty list) or a set flag counts as set. */
export const ALERT_SECTION_FILTERS = {
  cargo: [
    'cargoMinWeight',
    'cargoMaxWeight',
    'cargoMinQuantity',
    'cargoMaxQuantity',
    'cargoPickupDateFrom',
    'cargoPickupDateTo',
    'cargoDeliveryDateFrom',
    'cargoDeliveryDateTo',
    'cargoUrgentOnly',
    'cargoTypes',
    'cargoOriginCountries',
    'cargoDestinationCountries',
    'cargoOriginCities',
    'cargoDestinationCities',
    'cargoLoadingTypes',
    'cargoUnits',
    ...NEAR,
  ],
  transport: [
    'transportMinCapacity',
    'transportMaxCapacity',
    'transportMinVolumeCapacity',
    'transportMaxVolumeCapacity',
    'transportAvailableDateFrom',
    'transportAvailableDateTo',
    'transportTrailerTypes',
    'transportOriginCountries',
    'transportDestinationCountries',
    'transportOriginCities',
    'transportDestinationCities',
    'transportVolumeUnits',
    'transportServiceAreas',
    ...NEAR,
  ],
  company: [
    'companyMinEstablishedYear',
    'companyMinEmployees',
    'companySpecialties',
    'companyTransportTypes',
    'companyServiceRegions',
    'companyRegularRoutes',
  ],
} as const satisfies Record<AlertSection, readonly (keyof Preferences)[]>;

/** Whether one filter value is set: true, a number, a non-blank text or day, a non-empty list. */
export function filterIsSet(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (Array.isArray(value)) return value.some((v) => typeof v === 'string' && v.trim() !== '');
  if (typeof value === 'string') return value.trim() !== '';
  return true;
}

export function sectionHasFilter(section: AlertSection, values: Partial<Record<string, unknown>>): boolean {
  return ALERT_SECTION_FILTERS[section].some((key) => filterIsSet(values[key]));
}

/** The preferences as stored: a section switched on without any filter is off. */
export function withEmptySectionsOff<T extends Partial<Record<string, unknown>>>(values: T): T {
  const out: Record<string, unknown> = { ...values };
  for (const section of ALERT_SECTIONS) {
    const key = ALERT_SECTION_SWITCH[section];
    if (out[key] === true && !sectionHasFilter(section, values)) out[key] = false;
  }
  return out as T;
}
