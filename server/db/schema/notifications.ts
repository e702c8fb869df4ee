import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { RADIUS_KM } from '@domain/places';
import { users } from './auth';

const num = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });
const list = (name: string) => text(name).array();

/**
 * "Within N km of a place" on one end of a listing's route (decision 0068): the place as picked (its
 * GeoNames id, shown back in the form), its point as it was when saved (matching compares points and
 * never looks a place up), and the radius. All four or none (the checks below).
 */
const near = (end: 'origin' | 'destination') => ({
  near: integer(`${end}_near`),
  lat: doublePrecision(`${end}_lat`),
  lon: doublePrecision(`${end}_lon`),
  radiusKm: integer(`${end}_radius_km`),
});
const origin = near('origin');
const destination = near('destination');

/**
 * A preference's circle as the box around it, which a GiST index holds per end (partial on the rows
 * with a place): matching asks it for the boxes that hold a new listing's end, so the preferences
 * with a radius are found by the listing's point rather than read one by one
 * (modules/alerts/matching.ts writes the same expression, so the planner matches it to the index).
 */
const nearBox = (lat: AnyPgColumn, lon: AnyPgColumn, radiusKm: AnyPgColumn) =>
  sql`earth_box(ll_to_earth(${lat}, ${lon}), ${radiusKm} * 1000.0)`;

/** All four columns of an end or none, with the radius in RADIUS_KM's bounds (domain/places.ts). */
const nearComplete = (near: AnyPgColumn, lat: AnyPgColumn, lon: AnyPgColumn, radiusKm: AnyPgColumn) =>
  sql`(${near} is null and ${lat} is null and ${lon} is null and ${radiusKm} is null)
    or (${near} is not null and ${lat} is not null and ${lon} is not null
      and ${radiusKm} between ${sql.raw(String(RADIUS_KM.min))} and ${sql.raw(String(RADIUS_KM.max))})`;

/** One row per user: which new listings and companies the user wants to hear about. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isEnabled: boolean('is_enabled').notNull().default(false),
    // How alerts are sent: 'instant' (at most one mail per 10 minutes), 'hourly' or 'daily' digests.
    frequency: text('frequency').notNull().default('instant'),
    // A section is off until it has a filter: on with none, it would send every new item (0047).
    cargoNotifications: boolean('cargo_notifications').notNull().default(false),
    transportNotifications: boolean('transport_notifications').notNull().default(false),
    companyNotifications: boolean('company_notifications').notNull().default(false),
    // Every new load that fits one of the user's live trucks (domain/matching.ts, decision 0076):
    // a section of its own, with no filters (the truck is the filter).
    truckMatchNotifications: boolean('truck_match_notifications').notNull().default(false),
    // Alerts about verified companies' listings and entries only, in every section (decision 0081).
    verifiedOnly: boolean('verified_only').notNull().default(false),
    cargoMinWeight: num('cargo_min_weight'),
    cargoMaxWeight: num('cargo_max_weight'),
    cargoMinQuantity: num('cargo_min_quantity'),
    cargoMaxQuantity: num('cargo_max_quantity'),
    cargoPickupDateFrom: date('cargo_pickup_date_from'),
    cargoPickupDateTo: date('cargo_pickup_date_to'),
    cargoDeliveryDateFrom: date('cargo_delivery_date_from'),
    cargoDeliveryDateTo: date('cargo_delivery_date_to'),
    cargoUrgentOnly: boolean('cargo_urgent_only').notNull().default(false),
    transportMinCapacity: num('transport_min_capacity'),
    transportMaxCapacity: num('transport_max_capacity'),
    transportMinVolumeCapacity: num('transport_min_volume_capacity'),
    transportMaxVolumeCapacity: num('transport_max_volume_capacity'),
    transportAvailableDateFrom: date('transport_available_date_from'),
    transportAvailableDateTo: date('transport_available_date_to'),
    companyMinEstablishedYear: integer('company_min_established_year'),
    companyMinEmployees: integer('company_min_employees'),
    cargoTypes: list('cargo_types'),
    cargoOriginCountries: list('cargo_origin_countries'),
    cargoDestinationCountries: list('cargo_destination_countries'),
    cargoOriginCities: list('cargo_origin_cities'),
    cargoDestinationCities: list('cargo_destination_cities'),
    cargoLoadingTypes: list('cargo_loading_types'),
    cargoUnits: list('cargo_units'),
    transportTrailerTypes: list('transport_trailer_types'),
    transportOriginCountries: list('transport_origin_countries'),
    transportDestinationCountries: list('transport_destination_countries'),
    transportOriginCities: list('transport_origin_cities'),
    transportDestinationCities: list('transport_destination_cities'),
    transportVolumeUnits: list('transport_volume_units'),
    transportServiceAreas: list('transport_service_areas'),
    companySpecialties: list('company_specialties'),
    companyTransportTypes: list('company_transport_types'),
    companyServiceRegions: list('company_service_regions'),
    companyRegularRoutes: list('company_regular_routes'),
    // Both listing sections' "within N km of a place", one per end of the route (decision 0068).
    originNear: origin.near,
    originLat: origin.lat,
    originLon: origin.lon,
    originRadiusKm: origin.radiusKm,
    destinationNear: destination.near,
    destinationLat: destination.lat,
    destinationLon: destination.lon,
    destinationRadiusKm: destination.radiusKm,
    // Every list filter's values, lower-cased and prefixed with the list's tag ('ct:toidukaubad'), or
    // the tag's wildcard ('ct:*') when the list is empty, kept by the database: alert matching finds the
    // preferences a new item satisfies through the GIN index below, case-insensitively, instead of
    // testing 100 000 rows' lists one by one (modules/alerts/matching.ts, migration 0016).
    matchTerms: text('match_terms').array()
      .generatedAlwaysAs(sql`veoturg_alert_terms(cargo_types, cargo_origin_countries, cargo_destination_countries,
        cargo_origin_cities, cargo_destination_cities, cargo_loading_types, cargo_units, transport_trailer_types,
        transport_origin_countries, transport_destination_countries, transport_origin_cities,
        transport_destination_cities, transport_volume_units, transport_service_areas, company_specialties,
        company_transport_types, company_service_regions)`),
    // The owner's premium access, as profiles.access_until holds it: the later end of a running
    // subscription or trial, null without either, kept from the subscribers row by triggers
    // (migration 0051). Matching asks `access_until > now` on the row it already reads, not a
    // subscription per preference found (db/directory.ts, alertAccessSql).
    accessUntil: timestamp('access_until', { withTimezone: true }),
    // When the last alert mail went out: the 10-minute spacing of instant alerts, and the settings tab.
    lastAlertSentAt: timestamp('last_alert_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_preferences_user_unique').on(t.userId),
    // Matching asks "this list filter is empty, or holds the item's value" as one overlap per list
    // (`match_terms && array['ct:*', 'ct:masinad']`), which this index answers for all lists at once.
    // Only for the preferences without a place: those with one are found by their boxes below, and
    // as they name no country on a radius's end, their wildcard terms put them in nearly every
    // listing's answer here, three rows in four of it (migration 0051).
    index('notification_preferences_match_terms_idx')
      .using('gin', t.matchTerms)
      .where(sql`${t.originNear} is null and ${t.destinationNear} is null`),
    // Who wants the loads that fit their trucks: what matching a new load asks first.
    index('notification_preferences_truck_match_idx')
      .on(t.userId)
      .where(sql`${t.isEnabled} and ${t.truckMatchNotifications}`),
    index('notification_preferences_origin_near_idx')
      .using('gist', nearBox(t.originLat, t.originLon, t.originRadiusKm))
      .where(sql`${t.originNear} is not null`),
    // A preference with a place on both ends is found by its pickup's box alone (it must hold both).
    index('notification_preferences_destination_near_idx')
      .using('gist', nearBox(t.destinationLat, t.destinationLon, t.destinationRadiusKm))
      .where(sql`${t.originNear} is null and ${t.destinationNear} is not null`),
    check('notification_preferences_frequency_check', sql`${t.frequency} in ('instant', 'hourly', 'daily')`),
    check(
      'notification_preferences_non_negative',
      sql`coalesce(${t.cargoMinWeight}, 0) >= 0 and coalesce(${t.cargoMaxWeight}, 0) >= 0
        and coalesce(${t.transportMinCapacity}, 0) >= 0 and coalesce(${t.transportMaxCapacity}, 0) >= 0
        and coalesce(${t.companyMinEmployees}, 0) >= 0`,
    ),
    check(
      'notification_preferences_origin_near_check',
      nearComplete(t.originNear, t.originLat, t.originLon, t.originRadiusKm),
    ),
    check(
      'notification_preferences_destination_near_check',
      nearComplete(t.destinationNear, t.destinationLat, t.destinationLon, t.destinationRadiusKm),
    ),
  ],
);

/**
 * What matched whom: one row per user and item (a listing or a directory company), so an item is
 * matched and mailed to a user at most once, whatever runs twice. `sent_at` is set when the user's
 * alert is composed; `mailed` says whether the item was still there to be in it.
 *
 * The table is written a row per match, thousands per new listing, so it carries no more than
 * matching and delivery need (migration 0053, docs/decisions/0094): `user_id` has no foreign key
 * (its check and key-share lock of the user's row were a fifth to a third of writing a match; the
 * rows come from preferences, whose own key holds, and a trigger on `users` removes a deleted
 * user's rows as the cascade did), and no index on (user, matched_at): the settings' count of the
 * last 7 days reads the user's rows by the primary key.
 */
export const alertMatches = pgTable(
  'alert_matches',
  {
    userId: text('user_id').notNull(),
    itemType: text('item_type').notNull(),
    itemId: uuid('item_id').notNull(),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    mailed: boolean('mailed').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemType, t.itemId] }),
    index('alert_matches_unsent_idx')
      .on(t.userId)
      .where(sql`${t.sentAt} is null`),
    // Pruning by age (modules/alerts/alerts.service.ts): rows are written in matched_at order, so a
    // block range index finds the old ones for a fraction of a btree's size and upkeep.
    index('alert_matches_matched_at_brin').using('brin', t.matchedAt),
    check('alert_matches_item_type_check', sql`${t.itemType} in ('cargo', 'transport', 'company')`),
  ],
);
