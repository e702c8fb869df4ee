import {
  cargoListingFieldsSchema,
  pastDateProblem,
  firstProblem,
  INPUT_FALLBACK,
  transportListingFieldsSchema,
  type CargoEdit,
  type CargoFields,
  type TransportEdit,
  type TransportFields,
} from '@domain/listing-input';
import type { Db } from '../../db/client';
import { badRequest, type AppError } from '../../platform/errors';
import type { Viewer } from '../../platform/auth/session';
import { mayPublishFor } from '../../policies/plan.policy';
import { logListingWrite } from './listing-activity';
import type { CargoRow, TransportRow } from './listings.repository';
import {
  durationNotAllowed,
  fieldsOf,
  actorOf,
  lifecycleOnPublish,
  LISTING_NOT_FOUND,
  ownedListing,
  presentOwn,
} from './listing-owner';
import {
  insertCargo,
  insertTransport,
  updateCargoFields,
  updateTransportFields,
  type CargoInsert,
  type TransportInsert,
} from './listing-writes.repository';
import type { OwnCargoItem, OwnTransportItem } from '@domain/contract/my-listings';
import { tallinnDateKey } from '@domain/format';
import type { Locale } from '@domain/locales';
import { routeColumns, type KeptPlace } from '../places/locate';
import { stopsColumns, wantedDirectionsColumn } from '../places/locate-freight';

/**
 * Publishing and editing. Input has passed the domain schemas (domain/listing-input.ts) at the
 * route; here are the rules that need the account or the stored row: the plan's durations,
 * ownership, and an edit checked as a whole listing. An admin's edit of someone else's listing is
 * logged in the edit's transaction (listing-activity.ts).
 */

// Optional fields the client left out are stored empty.
const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value);

function cargoColumns(f: CargoFields) {
  return {
    cargoType: f.cargoType,
    loadingType: orNull(f.loadingType),
    quantity: orNull(f.quantity),
    unit: orNull(f.unit),
    weight: orNull(f.weight),
    priceAmount: orNull(f.priceAmount),
    pickupDate: orNull(f.pickupDate),
    deliveryDate: orNull(f.deliveryDate),
    notes: orNull(f.notes),
    isUrgent: f.isUrgent,
    pickupTimeFrom: orNull(f.pickupTimeFrom),
    pickupTimeTo: orNull(f.pickupTimeTo),
    deliveryTimeFrom: orNull(f.deliveryTimeFrom),
    deliveryTimeTo: orNull(f.deliveryTimeTo),
    loadType: orNull(f.loadType),
    loadingMeters: orNull(f.loadingMeters),
    palletCount: orNull(f.palletCount),
    palletType: orNull(f.palletType),
    pieceLength: orNull(f.pieceLength),
    pieceWidth: orNull(f.pieceWidth),
    pieceHeight: orNull(f.pieceHeight),
    adrClass: orNull(f.adrClass),
    unNumber: orNull(f.unNumber),
    temperatureMin: orNull(f.temperatureMin),
    temperatureMax: orNull(f.temperatureMax),
    bodyTypes: orNull(f.bodyTypes),
    loadingSides: orNull(f.loadingSides),
    unloadingSides: orNull(f.unloadingSides),
    palletExchange: orNull(f.palletExchange),
    priceIncludesVat: orNull(f.priceIncludesVat),
    paymentTermDays: orNull(f.paymentTermDays),
    companyName: orNull(f.companyName),
    contactPerson: orNull(f.contactPerson),
    contactPhone: orNull(f.contactPhone),
    contactEmail: orNull(f.contactEmail),
  } satisfies Partial<CargoInsert>;
}

function transportColumns(f: TransportFields) {
  return {
    trailerType: f.trailerType,
    capacity: orNull(f.capacity),
    volumeCapacity: orNull(f.volumeCapacity),
    volumeUnit: orNull(f.volumeUnit),
    availableDate: orNull(f.availableDate),
    serviceArea: orNull(f.serviceArea),
    pricePerKm: orNull(f.pricePerKm),
    loadingMeters: orNull(f.loadingMeters),
    adrClasses: orNull(f.adrClasses),
    temperatureMin: orNull(f.temperatureMin),
    temperatureMax: orNull(f.temperatureMax),
    notes: orNull(f.notes),
    companyName: orNull(f.companyName),
    contactPerson: orNull(f.contactPerson),
    contactPhone: orNull(f.contactPhone),
    contactEmail: orNull(f.contactEmail),
  } satisfies Partial<TransportInsert>;
}

/**
 * An end's stored place stays when an edit touched none of its city, country and place; otherwise it
 * is found again from what the edit says (decision 0067).
 */
function keptPlaces(
  row: CargoRow | TransportRow,
  patch: Partial<Record<'originCity' | 'originCountry' | 'destinationCity' | 'destinationCountry', unknown>> &
    Partial<Record<'originPlaceId' | 'destinationPlaceId', unknown>>,
): { origin: KeptPlace | null; destination: KeptPlace | null } {
  const keep = (end: 'origin' | 'destination'): KeptPlace | null => {
    const placeId = row[`${end}PlaceId`];
    const lat = row[`${end}Lat`];
    const lon = row[`${end}Lon`];
    const touched =
      (patch[`${end}City`] !== undefined && patch[`${end}City`] !== row[`${end}City`]) ||
      (patch[`${end}Country`] !== undefined && patch[`${end}Country`] !== row[`${end}Country`]) ||
      patch[`${end}PlaceId`] !== undefined;
    return !touched && placeId !== null && lat !== null && lon !== null ? { placeId, lat, lon } : null;
  };
  return { origin: keep('origin'), destination: keep('destination') };
}

/** Only what the client sent: an edit keeps every field it left out. */
function sent<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export async function publishCargo(
  db: Db,
  viewer: Viewer,
  input: CargoFields & { durationDays: number },
  locale: Locale,
  now = new Date(),
): Promise<OwnCargoItem> {
  if (!mayPublishFor(await actorOf(db, viewer, now), input.durationDays).allowed) throw durationNotAllowed();
  const route = await routeColumns(db, input, locale);
  const row = await insertCargo(db, {
    userId: viewer.userId,
    ...cargoColumns(input),
    ...route,
    ...(await stopsColumns(db, route, input.stops, locale)),
    ...lifecycleOnPublish(input.durationDays, now),
  });
  return presentOwn(db, viewer, 'cargo', row, now);
}

export async function publishTransport(
  db: Db,
  viewer: Viewer,
  input: TransportFields & { durationDays: number },
  locale: Locale,
  now = new Date(),
): Promise<OwnTransportItem> {
  if (!mayPublishFor(await actorOf(db, viewer, now), input.durationDays).allowed) throw durationNotAllowed();
  const row = await insertTransport(db, {
    userId: viewer.userId,
    ...transportColumns(input),
    wantedDirections: await wantedDirectionsColumn(db, input.wantedDirections),
    ...(await routeColumns(db, input, locale)),
    ...lifecycleOnPublish(input.durationDays, now),
  });
  return presentOwn(db, viewer, 'transport', row, now);
}

function invalid(error: Parameters<typeof firstProblem>[0]): AppError {
  const problem = firstProblem(error);
  return badRequest(problem.message, problem.field || undefined);
}

export async function editCargo(
  db: Db,
  viewer: Viewer,
  id: string,
  patch: CargoEdit,
  locale: Locale,
  now = new Date(),
): Promise<OwnCargoItem> {
  const updated = await db.transaction(async (tx) => {
    const row = (await ownedListing(tx, viewer, 'cargo', id)) as CargoRow;
    const merged = cargoListingFieldsSchema.safeParse({ ...fieldsOf(row), ...sent(patch) }, INPUT_FALLBACK);
    if (!merged.success) throw invalid(merged.error);
    // A date set by this edit is from today on; one the listing already had may stay.
    const past = pastDateProblem(merged.data, tallinnDateKey(now), fieldsOf(row));
    if (past) throw badRequest(past.message, past.field);
    const route = await routeColumns(
      tx,
      // A place only when this edit picks one; the stored one is `kept`'s to keep.
      { ...merged.data, originPlaceId: patch.originPlaceId, destinationPlaceId: patch.destinationPlaceId },
      locale,
      keptPlaces(row, patch),
    );
    const saved = await updateCargoFields(tx, id, {
      ...cargoColumns(merged.data),
      ...route,
      ...(await stopsColumns(tx, route, merged.data.stops, locale)),
      updatedAt: now,
    });
    if (!saved) throw LISTING_NOT_FOUND();
    await logListingWrite(tx, viewer, 'listing_updated', 'cargo', row, saved);
    return saved;
  });
  return presentOwn(db, viewer, 'cargo', updated, now);
}

export async function editTransport(
  db: Db,
  viewer: Viewer,
  id: string,
  patch: TransportEdit,
  locale: Locale,
  now = new Date(),
): Promise<OwnTransportItem> {
  const updated = await db.transaction(async (tx) => {
    const row = (await ownedListing(tx, viewer, 'transport', id)) as TransportRow;
    const merged = transportListingFieldsSchema.safeParse(
      { ...fieldsOf(row), ...sent(patch) },
      INPUT_FALLBACK,
    );
    if (!merged.success) throw invalid(merged.error);
    // A date set by this edit is from today on; one the listing already had may stay.
    const past = pastDateProblem(merged.data, tallinnDateKey(now), fieldsOf(row));
    if (past) throw badRequest(past.message, past.field);
    const route = await routeColumns(
      tx,
      // A place only when this edit picks one; the stored one is `kept`'s to keep.
      { ...merged.data, originPlaceId: patch.originPlaceId, destinationPlaceId: patch.destinationPlaceId },
      locale,
      keptPlaces(row, patch),
    );
    const saved = await updateTransportFields(tx, id, {
      ...transportColumns(merged.data),
      wantedDirections: await wantedDirectionsColumn(tx, merged.data.wantedDirections),
      ...route,
      updatedAt: now,
    });
    if (!saved) throw LISTING_NOT_FOUND();
    await logListingWrite(tx, viewer, 'listing_updated', 'transport', row, saved);
    return saved;
  });
  return presentOwn(db, viewer, 'transport', updated, now);
}
