import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import {
  cargoPricePerKm,
  coordinates,
  feedRows,
  matchIndex,
  nearIndexes,
  rareIndex,
  searchText,
  sortIndex,
  verifiedIndexes,
  temperatureGiven,
} from './listing-indexes';
import { matchCell, truckGoingCell } from './match-cells';

export { cargoPricePerKm, temperatureGiven } from './listing-indexes';

/** A stop between a load's pickup and delivery as stored (cargo_listings.stops), in trip order. */
export type StoredStop = {
  kind: 'loading' | 'unloading';
  city: string;
  country: string;
  placeId: number | null;
  lat: number | null;
  lon: number | null;
  date: string | null;
  timeFrom: string | null;
  timeTo: string | null;
};

/** A truck's wanted direction as stored (transport_listings.wanted_directions). */
export type StoredDirection =
  | { country: string }
  | { placeId: number; name: string; country: string; lat: number; lon: number; radiusKm: number };

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const amount = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });

// A time of day as the forms and the API give it.
const TIME = sql.raw(`'^([01][0-9]|2[0-3]):[0-5][0-9]$'`);

const STATUS_CHECK = `in ('active', 'inactive', 'expired', 'completed')`;
const DURATION_CHECK = `in (1, 3, 5, 7, 14, 21, 30)`;

const common = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  originCity: text('origin_city').notNull(),
  originCountry: text('origin_country').notNull().default('eesti'),
  destinationCity: text('destination_city').notNull(),
  destinationCountry: text('destination_country').notNull().default('eesti'),
  // The route's ends in the gazetteer (GeoNames ids, which stay the same from one release of the
  // data to the next, so no foreign key ties a listing to a load of it) and their coordinates, kept
  // here so that a radius search reads no other table; null for a place typed and not located.
  // distance_km: the estimated road distance, null unless both ends are located (decision 0067).
  originPlaceId: integer('origin_place_id'),
  originLat: doublePrecision('origin_lat'),
  originLon: doublePrecision('origin_lon'),
  destinationPlaceId: integer('destination_place_id'),
  destinationLat: doublePrecision('destination_lat'),
  destinationLon: doublePrecision('destination_lon'),
  distanceKm: integer('distance_km'),
  notes: text('notes'),
  companyName: text('company_name'),
  contactPerson: text('contact_person'),
  contactPhone: text('contact_phone'),
  contactEmail: text('contact_email'),
  status: text('status').notNull().default('active'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  postDurationDays: integer('post_duration_days'),
  completedByUser: boolean('completed_by_user').notNull().default(false),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  // When the listing was published or its owner last said it is still available
  // (../shared/spec/API.md "Trust": `confirmedAt`): what the `freshness` order reads.
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  // When the owner was last reminded to confirm it, and to extend it before it expires
  // (listing-reminders.job.ts): a reminder is due again only after a newer confirmation or
  // publication.
  confirmRemindedAt: timestamp('confirm_reminded_at', { withTimezone: true }),
  expiryRemindedAt: timestamp('expiry_reminded_at', { withTimezone: true }),
  // The owner's company is verified (decision 0081): a copy of `profiles.verification = 'verified'`
  // kept by triggers (migration 0049) on both sides, so that the feeds' `verified=true` reads the
  // listing alone, from an index of its own. Not written by the application.
  ownerVerified: boolean('owner_verified').notNull().default(false),
});

export const cargoListings = pgTable(
  'cargo_listings',
  {
    ...common(),
    cargoType: text('cargo_type').notNull(),
    loadingType: text('loading_type'),
    quantity: amount('quantity'),
    unit: text('unit'),
    weight: amount('weight'),
    priceAmount: money('price_amount'),
    pickupDate: date('pickup_date'),
    deliveryDate: date('delivery_date'),
    isUrgent: boolean('is_urgent').notNull().default(false),
    // The ends' time windows ('HH:MM') and the stops between them in the order of the trip
    // (domain/stops.ts, decision 0074): each null when not said.
    pickupTimeFrom: text('pickup_time_from'),
    pickupTimeTo: text('pickup_time_to'),
    deliveryTimeFrom: text('delivery_time_from'),
    deliveryTimeTo: text('delivery_time_to'),
    stops: jsonb('stops').$type<StoredStop[]>(),
    // The load as dispatchers describe it (domain/freight.ts, decision 0073): each null when not said.
    loadType: text('load_type'),
    loadingMeters: numeric('loading_meters', { precision: 5, scale: 2, mode: 'number' }),
    palletCount: integer('pallet_count'),
    palletType: text('pallet_type'),
    pieceLength: numeric('piece_length', { precision: 5, scale: 2, mode: 'number' }),
    pieceWidth: numeric('piece_width', { precision: 5, scale: 2, mode: 'number' }),
    pieceHeight: numeric('piece_height', { precision: 5, scale: 2, mode: 'number' }),
    adrClass: text('adr_class'),
    unNumber: text('un_number'),
    temperatureMin: integer('temperature_min'),
    temperatureMax: integer('temperature_max'),
    // Values of the trailer-type lookup, the body a transport listing names.
    bodyTypes: text('body_types').array(),
    loadingSides: text('loading_sides').array(),
    unloadingSides: text('unloading_sides').array(),
    palletExchange: boolean('pallet_exchange'),
    priceIncludesVat: boolean('price_includes_vat'),
    paymentTermDays: integer('payment_term_days'),
    searchText: text('search_text').generatedAlwaysAs((): SQL =>
      searchText(
        cargoListings.originCity,
        cargoListings.originCountry,
        cargoListings.destinationCity,
        cargoListings.destinationCountry,
        cargoListings.cargoType,
        cargoListings.loadingType,
        cargoListings.notes,
      ),
    ),
  },
  (t) => {
    // The feed order, newest first; urgent cargo is marked, not pinned (docs/decisions/0049).
    // DESC NULLS FIRST is plain DESC, the order the queries' desc() asks for (an index built
    // DESC NULLS LAST cannot serve it).
    const order = () => [t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()] as const;
    // Every feed index carries the expiry and the filterable columns after its key, so that the
    // page's ids and the bounded count are read from the index alone (index-only scans), however
    // the filters combine. The type is there twice: lower() is what the filter compares (checked
    // in the index, not computed per row), the column itself is what lets PostgreSQL answer from
    // the index alone. Each filter leads one index, so counting its matches stops after 10 001
    // index entries, or after its last match.
    const carried = () =>
      [
        t.expiresAt,
        sql`lower(${t.cargoType})`,
        t.cargoType,
        t.weight,
        t.pickupDate,
        t.deliveryDate,
        t.isUrgent,
      ] as const;
    return [
      // The ends' coordinates last: a radius's page walks the feed order here, index-only, and
      // stops at its last match (nearIndexes).
      index('cargo_feed_idx')
        .on(
          ...order(),
          ...carried(),
          t.originCountry,
          t.destinationCountry,
          ...coordinates(t),
          // The freight filters (domain/feeds.ts), tested here entry by entry as the page walks.
          t.loadType,
          t.palletType,
          t.loadingMeters,
          t.adrClass,
          t.temperatureMin,
          t.temperatureMax,
          t.bodyTypes,
        )
        .where(feedRows(t)),
      // "Ainult kiired veod": the urgent loads alone, in the feed's order, so a page and the count
      // read only urgent entries however few of the feed they are.
      index('cargo_urgent_idx')
        .on(...order(), ...carried(), t.originCountry, t.destinationCountry)
        .where(sql`${feedRows(t)} and ${t.isUrgent}`),
      // A route and a type is the usual combined search: the type is the route's third key.
      index('cargo_route_idx')
        .on(
          t.originCountry,
          t.destinationCountry,
          sql`lower(${t.cargoType})`,
          ...order(),
          t.expiresAt,
          t.cargoType,
          t.weight,
          t.pickupDate,
          t.deliveryDate,
          t.isUrgent,
        )
        .where(feedRows(t)),
      index('cargo_destination_idx')
        .on(t.destinationCountry, ...order(), ...carried(), t.originCountry)
        .where(feedRows(t)),
      index('cargo_type_idx')
        .on(
          sql`lower(${t.cargoType})`,
          ...order(),
          t.expiresAt,
          t.cargoType,
          t.weight,
          t.pickupDate,
          t.deliveryDate,
          t.isUrgent,
          t.originCountry,
          t.destinationCountry,
        )
        .where(feedRows(t)),
      // The weight order serves the weight minimum too (`weight >= x` implies a weight).
      sortIndex('cargo_weight_idx', t.weight, t),
      sortIndex('cargo_pickup_sort_idx', t.pickupDate, t),
      sortIndex('cargo_price_sort_idx', t.priceAmount, t),
      sortIndex('cargo_price_km_sort_idx', cargoPricePerKm(t), t),
      sortIndex('cargo_confirmed_sort_idx', t.confirmedAt, t, false),
      ...verifiedIndexes('cargo', t),
      // Dangerous goods by class: a class's loads in the feed's order. `adr=true` pages through the
      // feed index (a few in a hundred, the class carried) and counts here, in any order.
      index('cargo_adr_idx')
        .on(t.adrClass, ...order(), t.expiresAt)
        .where(sql`${feedRows(t)} and ${t.adrClass} is not null`),
      rareIndex('cargo_temperature_idx', temperatureGiven(t), t),
      // A body type is a few in a hundred listings or most of them: the GIN index finds the rare ones.
      index('cargo_body_types_idx').using('gin', t.bodyTypes).where(feedRows(t)),
      matchIndex(
        'cargo_match_idx',
        matchCell(t.destinationLat, t.destinationLon, t.destinationCountry),
        t.pickupDate,
        t,
        t.weight,
        t.bodyTypes,
        t.adrClass,
      ),
      index('cargo_loading_meters_idx')
        .on(t.loadingMeters, t.expiresAt)
        .where(sql`${feedRows(t)} and ${t.loadingMeters} is not null`),
      ...nearIndexes('cargo', t),
      index('cargo_search_trgm_idx')
        .using('gin', sql`${t.searchText} gin_trgm_ops`)
        .where(feedRows(t)),
      index('cargo_user_idx').on(t.userId, t.createdAt.desc()),
      // The back office lists every listing that is not deleted, newest first, and searches it.
      index('cargo_admin_idx')
        .on(t.createdAt.desc(), t.id.desc())
        .where(sql`${t.deletedAt} is null`),
      index('cargo_admin_search_trgm_idx')
        .using('gin', sql`(${t.searchText} || ' ' || lower(coalesce(${t.companyName}, ''))) gin_trgm_ops`)
        .where(sql`${t.deletedAt} is null`),
      index('cargo_expiry_idx')
        .on(t.expiresAt)
        .where(sql`${t.status} = 'active'`),
      check('cargo_status_check', sql`${t.status} ${sql.raw(STATUS_CHECK)}`),
      check('cargo_duration_check', sql`${t.postDurationDays} ${sql.raw(DURATION_CHECK)}`),
      check('cargo_quantity_check', sql`${t.quantity} >= 0`),
      check('cargo_weight_check', sql`${t.weight} >= 0`),
      check('cargo_price_check', sql`${t.priceAmount} >= 0`),
      check(
        'cargo_time_windows_check',
        sql`${t.pickupTimeFrom} ~ ${TIME} and ${t.pickupTimeTo} ~ ${TIME} and ${t.deliveryTimeFrom} ~ ${TIME} and ${t.deliveryTimeTo} ~ ${TIME}`,
      ),
      check(
        'cargo_stops_check',
        // CASE, not AND: the length of what is not an array is an error, not false.
        sql`${t.stops} is null or case when jsonb_typeof(${t.stops}) = 'array' then jsonb_array_length(${t.stops}) between 1 and 8 else false end`,
      ),
      check('cargo_load_type_check', sql`${t.loadType} in ('ftl', 'ltl')`),
      check('cargo_pallet_type_check', sql`${t.palletType} in ('eur', 'industrial', 'other')`),
      check('cargo_adr_class_check', sql`${t.adrClass} in ('1', '2', '3', '4', '5', '6', '7', '8', '9')`),
      check('cargo_un_number_check', sql`${t.unNumber} ~ '^[0-9]{4}$'`),
      check(
        'cargo_temperature_check',
        sql`${t.temperatureMin} is null or ${t.temperatureMax} is null or ${t.temperatureMin} <= ${t.temperatureMax}`,
      ),
      check(
        'cargo_sides_check',
        sql`${t.loadingSides} <@ array['rear', 'side', 'top'] and ${t.unloadingSides} <@ array['rear', 'side', 'top']`,
      ),
      check(
        'cargo_measures_check',
        sql`${t.loadingMeters} > 0 and ${t.palletCount} > 0 and ${t.pieceLength} > 0 and ${t.pieceWidth} > 0 and ${t.pieceHeight} > 0 and ${t.paymentTermDays} >= 0`,
      ),
      check(
        'cargo_dates_check',
        sql`${t.deliveryDate} is null or ${t.pickupDate} is null or ${t.deliveryDate} >= ${t.pickupDate}`,
      ),
    ];
  },
);

export const transportListings = pgTable(
  'transport_listings',
  {
    ...common(),
    trailerType: text('trailer_type').notNull(),
    capacity: amount('capacity'), // tonnes
    volumeCapacity: amount('volume_capacity'),
    volumeUnit: text('volume_unit').default('m³'),
    availableDate: date('available_date'),
    serviceArea: text('service_area'),
    pricePerKm: money('price_per_km'),
    // What the truck takes and where it wants to go (domain/freight.ts, decision 0073): each null
    // when not said. A wanted direction is a country ({ country }) or a place with its radius
    // ({ placeId, name, country, lat, lon, radiusKm }), at most three.
    loadingMeters: numeric('loading_meters', { precision: 5, scale: 2, mode: 'number' }),
    adrClasses: text('adr_classes').array(),
    temperatureMin: integer('temperature_min'),
    temperatureMax: integer('temperature_max'),
    wantedDirections: jsonb('wanted_directions').$type<StoredDirection[]>(),
    searchText: text('search_text').generatedAlwaysAs((): SQL =>
      searchText(
        transportListings.originCity,
        transportListings.originCountry,
        transportListings.destinationCity,
        transportListings.destinationCountry,
        transportListings.trailerType,
        transportListings.serviceArea,
        transportListings.notes,
      ),
    ),
  },
  (t) => {
    // Newest first; see the cargo indexes for the order and the carried columns.
    const order = () => [t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()] as const;
    const measures = () => [t.capacity, t.volumeCapacity, t.availableDate] as const;
    const carried = () =>
      [
        t.expiresAt,
        sql`lower(${t.trailerType})`,
        t.trailerType,
        sql`lower(${t.serviceArea})`,
        t.serviceArea,
        ...measures(),
      ] as const;
    return [
      index('transport_feed_idx')
        .on(
          ...order(),
          ...carried(),
          t.originCountry,
          t.destinationCountry,
          ...coordinates(t),
          t.loadingMeters,
          t.adrClasses,
          t.temperatureMin,
          t.temperatureMax,
        )
        .where(feedRows(t)),
      index('transport_route_idx')
        .on(
          t.originCountry,
          t.destinationCountry,
          sql`lower(${t.trailerType})`,
          ...order(),
          t.expiresAt,
          t.trailerType,
          sql`lower(${t.serviceArea})`,
          t.serviceArea,
          ...measures(),
        )
        .where(feedRows(t)),
      index('transport_destination_idx')
        .on(t.destinationCountry, ...order(), ...carried(), t.originCountry)
        .where(feedRows(t)),
      index('transport_trailer_idx')
        .on(
          sql`lower(${t.trailerType})`,
          ...order(),
          t.expiresAt,
          t.trailerType,
          sql`lower(${t.serviceArea})`,
          t.serviceArea,
          ...measures(),
          t.originCountry,
          t.destinationCountry,
        )
        .where(feedRows(t)),
      index('transport_area_idx')
        .on(sql`lower(${t.serviceArea})`, t.serviceArea, t.expiresAt)
        .where(feedRows(t)),
      // The payload order serves the payload minimum too; a truck's price is per km already.
      sortIndex('transport_capacity_idx', t.capacity, t),
      sortIndex('transport_available_sort_idx', t.availableDate, t),
      sortIndex('transport_price_sort_idx', t.pricePerKm, t),
      sortIndex('transport_confirmed_sort_idx', t.confirmedAt, t, false),
      ...verifiedIndexes('transport', t),
      rareIndex('transport_adr_idx', sql`${t.adrClasses} is not null`, t, t.adrClasses),
      rareIndex('transport_temperature_idx', temperatureGiven(t), t),
      matchIndex(
        'transport_match_idx',
        truckGoingCell(t),
        t.availableDate,
        t,
        t.wantedDirections,
        t.capacity,
        t.trailerType,
        t.adrClasses,
      ),
      index('transport_loading_meters_idx')
        .on(t.loadingMeters, t.expiresAt)
        .where(sql`${feedRows(t)} and ${t.loadingMeters} is not null`),
      ...nearIndexes('transport', t),
      // The volume minimum keeps listings without a volume (the spec), i.e. "null or at least x".
      // As one range, with no volume counted as endless, the bounded count reads only its matches;
      // the column itself is there so that PostgreSQL answers from the index alone.
      index('transport_volume_idx')
        .on(sql`coalesce(${t.volumeCapacity}, 'Infinity'::numeric)`, t.volumeCapacity, t.expiresAt)
        .where(feedRows(t)),
      index('transport_search_trgm_idx')
        .using('gin', sql`${t.searchText} gin_trgm_ops`)
        .where(feedRows(t)),
      index('transport_user_idx').on(t.userId, t.createdAt.desc()),
      // The back office lists every listing that is not deleted, newest first, and searches it.
      index('transport_admin_idx')
        .on(t.createdAt.desc(), t.id.desc())
        .where(sql`${t.deletedAt} is null`),
      index('transport_admin_search_trgm_idx')
        .using('gin', sql`(${t.searchText} || ' ' || lower(coalesce(${t.companyName}, ''))) gin_trgm_ops`)
        .where(sql`${t.deletedAt} is null`),
      index('transport_expiry_idx')
        .on(t.expiresAt)
        .where(sql`${t.status} = 'active'`),
      check(
        'transport_freight_check',
        sql`${t.loadingMeters} > 0 and ${t.adrClasses} <@ array['1', '2', '3', '4', '5', '6', '7', '8', '9'] and (${t.temperatureMin} is null or ${t.temperatureMax} is null or ${t.temperatureMin} <= ${t.temperatureMax})`,
      ),
      check(
        'transport_directions_check',
        // CASE, not AND: PostgreSQL may test either side of an AND first, and the length of what is
        // not an array is an error, not false.
        sql`${t.wantedDirections} is null or case when jsonb_typeof(${t.wantedDirections}) = 'array' then jsonb_array_length(${t.wantedDirections}) between 1 and 3 else false end`,
      ),
      check('transport_status_check', sql`${t.status} ${sql.raw(STATUS_CHECK)}`),
      check('transport_duration_check', sql`${t.postDurationDays} ${sql.raw(DURATION_CHECK)}`),
      check('transport_capacity_check', sql`${t.capacity} >= 0`),
      check('transport_volume_check', sql`${t.volumeCapacity} >= 0`),
      check('transport_price_check', sql`${t.pricePerKm} >= 0`),
    ];
  },
);

/**
 * How many listings of each kind a user has that are not deleted, for the back office's user list.
 * Kept by statement triggers on both listing tables (migration 0018), whoever writes the listings:
 * counting them per page of users read up to a few thousand index entries per account.
 */
export const userListingCounts = pgTable(
  'user_listing_counts',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    cargo: integer('cargo').notNull().default(0),
    transport: integer('transport').notNull().default(0),
  },
  // No check that a count stays >= 0: a count is shown, never relied on, and a failed check
  // would fail the listing's own write.
);

export const adTemplates = pgTable(
  'ad_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateName: text('template_name').notNull(),
    templateType: text('template_type').notNull(),
    templateData: jsonb('template_data').$type<Record<string, unknown>>().notNull(),
    isFavorite: boolean('is_favorite').notNull().default(false),
    usageCount: integer('usage_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Deleting a template (by its owner, or with the account by an admin) sets this; nothing is destroyed.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('ad_templates_user_order_idx').on(
      t.userId,
      t.isFavorite.desc(),
      t.usageCount.desc(),
      t.updatedAt.desc(),
    ),
    check('ad_templates_type_check', sql`${t.templateType} in ('cargo', 'transport', 'company')`),
    check('ad_templates_usage_check', sql`${t.usageCount} >= 0`),
    check('ad_templates_name_check', sql`length(trim(${t.templateName})) > 0`),
  ],
);

/**
 * The watchlist ("Jälgitavad", issue 30): the listings a user follows, whatever becomes of them.
 * No foreign key to the listing: the two kinds live in two tables, and a listing is never removed
 * (deleting sets deleted_at), so the list shows a deleted one as deleted.
 */
export const watchedListings = pgTable(
  'watched_listings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingType: text('listing_type').notNull(),
    listingId: uuid('listing_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingType, t.listingId] }),
    // The list, the latest watched first.
    index('watched_listings_user_idx').on(t.userId, t.createdAt.desc()),
    check('watched_listings_type_check', sql`${t.listingType} in ('cargo', 'transport')`),
  ],
);
