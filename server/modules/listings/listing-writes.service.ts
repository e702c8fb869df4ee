import {
  cargoListingFieldsSchema,
  firstProblem,
  INPUT_FALLBACK,
  transportListingFieldsSchema,
  type CargoEdit,
  type CargoFields,
  type TransportEdit,
  type TransportFields,
} from '@domain/listing-input';
import { MESSAGES } from '@domain/messages';
import {
  allowedDurations,
  allowedReactivationDurations,
  listingExpiresAt,
  type ListingType,
} from '@domain/plans';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { Viewer } from '../../platform/auth/session';
import { accessContext, resolveAccess } from '../contacts/contact-access';
import type { CargoRow, TransportRow } from './listings.repository';
import {
  changeLifecycle,
  findListing,
  insertCargo,
  insertTransport,
  updateCargoFields,
  updateTransportFields,
  type CargoInsert,
  type LifecycleGuard,
  type LifecycleSet,
  type ListingRow,
  type TransportInsert,
} from './listing-writes.repository';
import {
  presentOwnCargo,
  presentOwnTransport,
  type OwnCargoItem,
  type OwnItem,
  type OwnTransportItem,
} from './my-listings.presenter';

/**
 * The owner's side of a listing: publish, edit, soft delete and the lifecycle actions. Input has
 * passed the domain schemas (domain/listing-input.ts) at the route; here are the rules that need
 * the account or the stored row: the plan's durations, ownership, and which state allows what.
 */

const L = MESSAGES.listings;
const LISTING_NOT_FOUND = () => notFound(L.notFound, 'LISTING_NOT_FOUND');

async function hasPremium(db: Db, viewer: Viewer, now: Date): Promise<boolean> {
  return (await accessContext(db, viewer, now)).hasAccess;
}

async function present(
  db: Db,
  viewer: Viewer,
  type: 'cargo',
  row: ListingRow,
  now: Date,
): Promise<OwnCargoItem>;
async function present(
  db: Db,
  viewer: Viewer,
  type: 'transport',
  row: ListingRow,
  now: Date,
): Promise<OwnTransportItem>;
async function present(
  db: Db,
  viewer: Viewer,
  type: ListingType,
  row: ListingRow,
  now: Date,
): Promise<OwnItem>;
async function present(
  db: Db,
  viewer: Viewer,
  type: ListingType,
  row: ListingRow,
  now: Date,
): Promise<OwnItem> {
  const ctx = await accessContext(db, viewer, now);
  const access = (await resolveAccess(db, ctx, type, [{ id: row.id, ownerId: row.userId }])).get(row.id)!;
  return type === 'cargo'
    ? presentOwnCargo(row as CargoRow, access, viewer.userId)
    : presentOwnTransport(row as TransportRow, access, viewer.userId);
}

/** The listing, if it exists (not deleted) and the viewer may change it: its owner or an admin. */
async function ownedListing(db: Db, viewer: Viewer, type: ListingType, id: string): Promise<ListingRow> {
  const row = await findListing(db, type, id);
  if (!row || row.deletedAt) throw LISTING_NOT_FOUND();
  if (row.userId !== viewer.userId && !viewer.isAdmin) throw forbidden(L.notOwner, 'NOT_OWNER');
  return row;
}

function durationNotAllowed(): AppError {
  return new AppError(403, 'DURATION_NOT_ALLOWED', MESSAGES.wizard.durationNotAllowed, 'durationDays');
}

// Optional fields the client left out are stored empty.
const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value);

function cargoColumns(f: CargoFields) {
  return {
    originCity: f.originCity,
    originCountry: f.originCountry,
    destinationCity: f.destinationCity,
    destinationCountry: f.destinationCountry,
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
    companyName: orNull(f.companyName),
    contactPerson: orNull(f.contactPerson),
    contactPhone: orNull(f.contactPhone),
    contactEmail: orNull(f.contactEmail),
  } satisfies Partial<CargoInsert>;
}

function transportColumns(f: TransportFields) {
  return {
    originCity: f.originCity,
    originCountry: f.originCountry,
    destinationCity: f.destinationCity,
    destinationCountry: f.destinationCountry,
    trailerType: f.trailerType,
    capacity: orNull(f.capacity),
    volumeCapacity: orNull(f.volumeCapacity),
    volumeUnit: orNull(f.volumeUnit),
    availableDate: orNull(f.availableDate),
    serviceArea: orNull(f.serviceArea),
    pricePerKm: orNull(f.pricePerKm),
    notes: orNull(f.notes),
    companyName: orNull(f.companyName),
    contactPerson: orNull(f.contactPerson),
    contactPhone: orNull(f.contactPhone),
    contactEmail: orNull(f.contactEmail),
  } satisfies Partial<TransportInsert>;
}

/** A stored row as the edit form's fields, so an edit can be checked as a whole listing. */
function cargoFieldsOf(row: CargoRow) {
  const {
    id: _id,
    userId: _u,
    status: _s,
    expiresAt: _e,
    postDurationDays: _p,
    completedByUser: _c,
    ...rest
  } = row;
  const { deletedAt: _d, createdAt: _cr, updatedAt: _up, searchText: _st, ...fields } = rest;
  return fields;
}

function transportFieldsOf(row: TransportRow) {
  const {
    id: _id,
    userId: _u,
    status: _s,
    expiresAt: _e,
    postDurationDays: _p,
    completedByUser: _c,
    ...rest
  } = row;
  const { deletedAt: _d, createdAt: _cr, updatedAt: _up, searchText: _st, ...fields } = rest;
  return fields;
}

/** Only what the client sent: an edit keeps every field it left out. */
function sent<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function lifecycleOnPublish(days: number, now: Date) {
  return {
    status: 'active',
    completedByUser: false,
    postDurationDays: days,
    expiresAt: listingExpiresAt(now, days),
    createdAt: now,
    updatedAt: now,
  } as const;
}

export async function publishCargo(
  db: Db,
  viewer: Viewer,
  input: CargoFields & { durationDays: number },
  now = new Date(),
): Promise<OwnCargoItem> {
  if (!allowedDurations(await hasPremium(db, viewer, now)).includes(input.durationDays)) {
    throw durationNotAllowed();
  }
  const row = await insertCargo(db, {
    userId: viewer.userId,
    ...cargoColumns(input),
    ...lifecycleOnPublish(input.durationDays, now),
  });
  return present(db, viewer, 'cargo', row, now);
}

export async function publishTransport(
  db: Db,
  viewer: Viewer,
  input: TransportFields & { durationDays: number },
  now = new Date(),
): Promise<OwnTransportItem> {
  if (!allowedDurations(await hasPremium(db, viewer, now)).includes(input.durationDays)) {
    throw durationNotAllowed();
  }
  const row = await insertTransport(db, {
    userId: viewer.userId,
    ...transportColumns(input),
    ...lifecycleOnPublish(input.durationDays, now),
  });
  return present(db, viewer, 'transport', row, now);
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
  now = new Date(),
): Promise<OwnCargoItem> {
  const row = (await ownedListing(db, viewer, 'cargo', id)) as CargoRow;
  const merged = cargoListingFieldsSchema.safeParse(
    { ...cargoFieldsOf(row), ...sent(patch) },
    INPUT_FALLBACK,
  );
  if (!merged.success) throw invalid(merged.error);
  const updated = await updateCargoFields(db, id, { ...cargoColumns(merged.data), updatedAt: now });
  if (!updated) throw LISTING_NOT_FOUND();
  return present(db, viewer, 'cargo', updated, now);
}

export async function editTransport(
  db: Db,
  viewer: Viewer,
  id: string,
  patch: TransportEdit,
  now = new Date(),
): Promise<OwnTransportItem> {
  const row = (await ownedListing(db, viewer, 'transport', id)) as TransportRow;
  const merged = transportListingFieldsSchema.safeParse(
    { ...transportFieldsOf(row), ...sent(patch) },
    INPUT_FALLBACK,
  );
  if (!merged.success) throw invalid(merged.error);
  const updated = await updateTransportFields(db, id, { ...transportColumns(merged.data), updatedAt: now });
  if (!updated) throw LISTING_NOT_FOUND();
  return present(db, viewer, 'transport', updated, now);
}

/** Soft delete: the row stays for admins (DECISIONS.md); users never see it again. */
export async function deleteListing(db: Db, viewer: Viewer, type: ListingType, id: string, now = new Date()) {
  await ownedListing(db, viewer, type, id);
  const row = await changeLifecycle(db, type, id, 'any', { deletedAt: now, updatedAt: now }, now);
  if (!row) throw LISTING_NOT_FOUND();
}

/**
 * Applies a lifecycle change that needs the listing in a given state. A listing that is not (or
 * no longer) in it is a 409 with `message`, a vanished one a 404.
 */
async function transition(
  db: Db,
  viewer: Viewer,
  type: ListingType,
  id: string,
  change: {
    when: LifecycleGuard;
    set: LifecycleSet;
    conflict: string;
    before?: (row: ListingRow) => Promise<void> | void;
  },
  now: Date,
): Promise<OwnItem> {
  const current = await ownedListing(db, viewer, type, id);
  await change.before?.(current);
  const row = await changeLifecycle(db, type, id, change.when, { ...change.set, updatedAt: now }, now);
  if (!row) {
    const latest = await findListing(db, type, id);
    if (!latest || latest.deletedAt) throw LISTING_NOT_FOUND();
    throw conflict(change.conflict, 'INVALID_LISTING_STATE');
  }
  return present(db, viewer, type, row, now);
}

/** Marks an active listing done; it leaves the feeds (the row trigger sends the live removal). */
export function completeListing(db: Db, viewer: Viewer, type: ListingType, id: string, now = new Date()) {
  const set = { status: 'completed', completedByUser: true } as const;
  return transition(db, viewer, type, id, { when: 'completable', set, conflict: L.completeNotActive }, now);
}

/**
 * Brings an expired, paused or completed listing back for a new duration: 7 days for everybody,
 * 14 and 30 with premium. Admins (who manage any listing) are not limited by their own plan.
 */
export async function reactivateListing(
  db: Db,
  viewer: Viewer,
  type: ListingType,
  id: string,
  days: number,
  now = new Date(),
): Promise<OwnItem> {
  return transition(
    db,
    viewer,
    type,
    id,
    {
      when: 'reactivatable',
      set: {
        status: 'active',
        completedByUser: false,
        postDurationDays: days,
        expiresAt: listingExpiresAt(now, days),
      },
      conflict: L.reactivateNotAllowed,
      before: async () => {
        if (viewer.isAdmin) return;
        if (!allowedReactivationDurations(await hasPremium(db, viewer, now)).includes(days)) {
          throw durationNotAllowed();
        }
      },
    },
    now,
  );
}

export function pauseListing(db: Db, viewer: Viewer, type: ListingType, id: string, now = new Date()) {
  return transition(
    db,
    viewer,
    type,
    id,
    { when: 'live', set: { status: 'inactive' }, conflict: L.pauseNotActive },
    now,
  );
}

/** Resumes a paused listing, unless its time ran out meanwhile: that one needs reactivating. */
export async function resumeListing(
  db: Db,
  viewer: Viewer,
  type: ListingType,
  id: string,
  now = new Date(),
): Promise<OwnItem> {
  return transition(
    db,
    viewer,
    type,
    id,
    {
      when: 'paused',
      set: { status: 'active' },
      conflict: L.resumeNotPaused,
      before: (row) => {
        if (row.status === 'inactive' && row.expiresAt && row.expiresAt <= now) {
          throw conflict(L.resumePastExpiry, 'LISTING_EXPIRED');
        }
      },
    },
    now,
  );
}

/** The longest duration the plan allows that is not longer than the original's. */
function cappedDuration(original: number | null, allowed: readonly number[]): number {
  const wanted = original ?? 7;
  const fitting = allowed.filter((d) => d <= wanted);
  return fitting.length > 0 ? Math.max(...fitting) : Math.min(...allowed);
}

/**
 * A new active copy owned by the caller, for the original's duration as far as the caller's
 * plan allows, expiring from now.
 */
export async function duplicateListing(
  db: Db,
  viewer: Viewer,
  type: ListingType,
  id: string,
  now = new Date(),
): Promise<OwnItem> {
  const original = await ownedListing(db, viewer, type, id);
  const days = cappedDuration(original.postDurationDays, allowedDurations(await hasPremium(db, viewer, now)));
  const lifecycle = { userId: viewer.userId, ...lifecycleOnPublish(days, now) };
  if (type === 'cargo') {
    const row = await insertCargo(db, { ...cargoFieldsOf(original as CargoRow), ...lifecycle });
    return present(db, viewer, 'cargo', row, now);
  }
  const row = await insertTransport(db, { ...transportFieldsOf(original as TransportRow), ...lifecycle });
  return present(db, viewer, 'transport', row, now);
}
