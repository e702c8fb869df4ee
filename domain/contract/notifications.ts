import { ACCOUNT_MESSAGES } from '../account-messages';
import * as z from 'zod/mini';
import { nearPlace, nearRadiusKm } from '../feeds';
import { countryList, day, decimal, integer, tagList } from '../input-fields';
import { FOUNDED_MIN_YEAR, MAX_EMPLOYEES } from './profile';

/**
 * Alert preferences (GET and PUT /api/me/notifications): every field of the spec's
 * notification_preferences in camelCase, plus how often alerts are sent. List values are those of
 * the feed filters: country keys (`lati`), lookup names as written, cities as typed. An empty filter
 * means "any" within a section that has another filter set; a section with none sends nothing.
 * Blank numbers, dates and empty lists are null. `originNear` / `destinationNear` (a place of the
 * gazetteer) with `originRadiusKm` / `destinationRadiusKm` are the feeds' "within N km of a place"
 * (domain/feeds.ts), for both listing sections: a radius without its place is no filter and is not
 * kept; a place without a radius takes RADIUS_KM.default (docs/decisions/0068).
 */

const N = ACCOUNT_MESSAGES.notifications;

export const ALERT_FREQUENCIES = ['instant', 'hourly', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

const cities = () => tagList(30, 100);
const names = () => tagList(30, 100);

const preferenceFields = {
  isEnabled: z.boolean(),
  frequency: z.enum(ALERT_FREQUENCIES, { error: N.frequencyRequired }),
  cargoNotifications: z.boolean(),
  transportNotifications: z.boolean(),
  companyNotifications: z.boolean(),
  truckMatchNotifications: z.boolean(),
  verifiedOnly: z.boolean(),
  cargoMinWeight: decimal(),
  cargoMaxWeight: decimal(),
  cargoMinQuantity: decimal(),
  cargoMaxQuantity: decimal(),
  cargoPickupDateFrom: day(),
  cargoPickupDateTo: day(),
  cargoDeliveryDateFrom: day(),
  cargoDeliveryDateTo: day(),
  cargoUrgentOnly: z.boolean(),
  transportMinCapacity: decimal(),
  transportMaxCapacity: decimal(),
  transportMinVolumeCapacity: decimal(),
  transportMaxVolumeCapacity: decimal(),
  transportAvailableDateFrom: day(),
  transportAvailableDateTo: day(),
  companyMinEstablishedYear: integer(FOUNDED_MIN_YEAR, 2100, ACCOUNT_MESSAGES.profile.invalidYear),
  companyMinEmployees: integer(0, MAX_EMPLOYEES, ACCOUNT_MESSAGES.profile.invalidEmployees),
  cargoTypes: names(),
  cargoOriginCountries: countryList(),
  cargoDestinationCountries: countryList(),
  cargoOriginCities: cities(),
  cargoDestinationCities: cities(),
  cargoLoadingTypes: names(),
  cargoUnits: names(),
  transportTrailerTypes: names(),
  transportOriginCountries: countryList(),
  transportDestinationCountries: countryList(),
  transportOriginCities: cities(),
  transportDestinationCities: cities(),
  transportVolumeUnits: names(),
  transportServiceAreas: names(),
  companySpecialties: names(),
  companyTransportTypes: names(),
  companyServiceRegions: names(),
  companyRegularRoutes: tagList(30, 200),
  originNear: nearPlace,
  originRadiusKm: nearRadiusKm,
  destinationNear: nearPlace,
  destinationRadiusKm: nearRadiusKm,
};

type PreferenceKey = keyof typeof preferenceFields;

/**
 * A user who never saved preferences: alerts off, every section off until it has a filter (an empty
 * section would send every new listing: domain/alert-sections.ts, docs/decisions/0047).
 */
export const NOTIFICATION_DEFAULTS = {
  isEnabled: false,
  frequency: 'instant' as AlertFrequency,
  cargoNotifications: false,
  transportNotifications: false,
  companyNotifications: false,
  truckMatchNotifications: false,
  verifiedOnly: false,
  cargoUrgentOnly: false,
};

const defaultOf = (key: string): never =>
  (key in NOTIFICATION_DEFAULTS
    ? NOTIFICATION_DEFAULTS[key as keyof typeof NOTIFICATION_DEFAULTS]
    : null) as never;

/** Pairs that form a range: the first may not be above the second. */
const RANGES: readonly [PreferenceKey, PreferenceKey, string][] = [
  ['cargoMinWeight', 'cargoMaxWeight', N.minAboveMax],
  ['cargoMinQuantity', 'cargoMaxQuantity', N.minAboveMax],
  ['transportMinCapacity', 'transportMaxCapacity', N.minAboveMax],
  ['transportMinVolumeCapacity', 'transportMaxVolumeCapacity', N.minAboveMax],
  ['cargoPickupDateFrom', 'cargoPickupDateTo', N.fromAfterTo],
  ['cargoDeliveryDateFrom', 'cargoDeliveryDateTo', N.fromAfterTo],
  ['transportAvailableDateFrom', 'transportAvailableDateTo', N.fromAfterTo],
];

function rangesInOrder(value: Record<string, unknown>, ctx: z.core.$RefinementCtx) {
  for (const [low, high, message] of RANGES) {
    const a = value[low];
    const b = value[high];
    if (a != null && b != null && (a as number | string) > (b as number | string)) {
      ctx.addIssue({ code: 'custom', message, path: [high], input: b });
    }
  }
}

/**
 * PUT /api/me/notifications (premium or trial): the whole set; what is left out takes its default
 * (switches off, `instant`, no filters). A section switched on without a filter is stored off.
 */
export const notificationPreferencesBodySchema = z
  .object({
    ...Object.fromEntries(
      Object.entries(preferenceFields).map(([key, schema]) => [key, z._default(schema, defaultOf(key))]),
    ),
  } as { [K in PreferenceKey]: z.ZodMiniDefault<(typeof preferenceFields)[K]> })
  .check(z.superRefine(rangesInOrder));
export type NotificationPreferencesBody = z.input<typeof notificationPreferencesBodySchema>;
export type NotificationPreferencesInput = z.output<typeof notificationPreferencesBodySchema>;

const nullableNumber = z.nullable(z.number());
const nullableDay = z.nullable(z.string());
const nullableList = z.nullable(z.array(z.string()));

/** GET /api/me/notifications, and the answer of PUT. */
export const notificationPreferencesSchema = z.object({
  isEnabled: z.boolean(),
  frequency: z.enum(ALERT_FREQUENCIES),
  cargoNotifications: z.boolean(),
  transportNotifications: z.boolean(),
  companyNotifications: z.boolean(),
  truckMatchNotifications: z
    .boolean()
    .check(z.describe('every new load that fits one of the user’s live trucks (docs/decisions/0076)')),
  verifiedOnly: z
    .boolean()
    .check(z.describe('alerts about verified companies’ listings and entries only (decision 0081)')),
  cargoMinWeight: nullableNumber,
  cargoMaxWeight: nullableNumber,
  cargoMinQuantity: nullableNumber,
  cargoMaxQuantity: nullableNumber,
  cargoPickupDateFrom: nullableDay,
  cargoPickupDateTo: nullableDay,
  cargoDeliveryDateFrom: nullableDay,
  cargoDeliveryDateTo: nullableDay,
  cargoUrgentOnly: z.boolean(),
  transportMinCapacity: nullableNumber,
  transportMaxCapacity: nullableNumber,
  transportMinVolumeCapacity: nullableNumber,
  transportMaxVolumeCapacity: nullableNumber,
  transportAvailableDateFrom: nullableDay,
  transportAvailableDateTo: nullableDay,
  companyMinEstablishedYear: nullableNumber,
  companyMinEmployees: nullableNumber,
  cargoTypes: nullableList,
  cargoOriginCountries: nullableList,
  cargoDestinationCountries: nullableList,
  cargoOriginCities: nullableList,
  cargoDestinationCities: nullableList,
  cargoLoadingTypes: nullableList,
  cargoUnits: nullableList,
  transportTrailerTypes: nullableList,
  transportOriginCountries: nullableList,
  transportDestinationCountries: nullableList,
  transportOriginCities: nullableList,
  transportDestinationCities: nullableList,
  transportVolumeUnits: nullableList,
  transportServiceAreas: nullableList,
  companySpecialties: nullableList,
  companyTransportTypes: nullableList,
  companyServiceRegions: nullableList,
  companyRegularRoutes: nullableList,
  originNear: z.nullable(
    z.number().check(z.describe('a place of the gazetteer (GET /api/places/{id}) the pickup must be near')),
  ),
  originRadiusKm: z.nullable(z.number().check(z.describe('km from originNear; set whenever originNear is'))),
  destinationNear: z.nullable(
    z.number().check(z.describe('a place of the gazetteer the delivery must be near')),
  ),
  destinationRadiusKm: z.nullable(
    z.number().check(z.describe('km from destinationNear; set whenever destinationNear is')),
  ),
  updatedAt: z.nullable(z.string().check(z.describe('when the preferences were last saved; null if never'))),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
