import { MESSAGES } from '@domain/messages';
import { listingExpiresAt, type ListingType } from '@domain/plans';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors';
import type { Viewer } from '../../platform/auth/session';
import type { Actor } from '../../policies/decision';
import { listingActions, mayManageListing, type ActionReason } from '../../policies/listing.policy';
import { accessContext, resolveAccess } from '../contacts/contact-access';
import type { CargoRow, TransportRow } from './listings.repository';
import { findListing, type ListingRow } from './listing-writes.repository';
import type { OwnCargoItem, OwnItem, OwnTransportItem } from '@domain/contract/my-listings';
import { presentOwnCargo, presentOwnTransport } from './my-listings.presenter';

/** What every owner-side service shares: the plan, ownership, and the answer's shape. */

export const LISTING_NOT_FOUND = () => notFound(MESSAGES.listings.notFound, 'LISTING_NOT_FOUND');

/** The viewer as the policies see them: who, admin or not, and whether their plan is premium. */
export async function actorOf(db: Db, viewer: Viewer, now: Date): Promise<Actor> {
  const { hasAccess } = await accessContext(db, viewer, now);
  return { userId: viewer.userId, isAdmin: viewer.isAdmin, hasPremium: hasAccess };
}

/** A denied owner action as the API answers it; `stateMessage` says which state it needed. */
export function actionDenied(reason: ActionReason, stateMessage: string): AppError {
  switch (reason) {
    case 'LISTING_NOT_FOUND':
      return LISTING_NOT_FOUND();
    case 'NOT_OWNER':
      return forbidden(MESSAGES.listings.notOwner, 'NOT_OWNER');
    case 'LISTING_EXPIRED':
      return conflict(MESSAGES.listings.resumePastExpiry, 'LISTING_EXPIRED');
    case 'ACCESS_REQUIRED':
      return forbidden(MESSAGES.templates.premiumOnly, 'ACCESS_REQUIRED');
    case 'INVALID_LISTING_STATE':
      return conflict(stateMessage, 'INVALID_LISTING_STATE');
  }
}

export async function presentOwn(
  db: Db,
  viewer: Viewer,
  type: 'cargo',
  row: ListingRow,
  now: Date,
): Promise<OwnCargoItem>;
export async function presentOwn(
  db: Db,
  viewer: Viewer,
  type: 'transport',
  row: ListingRow,
  now: Date,
): Promise<OwnTransportItem>;
export async function presentOwn(
  db: Db,
  viewer: Viewer,
  type: ListingType,
  row: ListingRow,
  now: Date,
): Promise<OwnItem>;
export async function presentOwn(
  db: Db,
  viewer: Viewer,
  type: ListingType,
  row: ListingRow,
  now: Date,
): Promise<OwnItem> {
  const ctx = await accessContext(db, viewer, now);
  const access = (await resolveAccess(db, ctx, type, [{ id: row.id, ownerId: row.userId }])).get(row.id)!;
  const actor = { userId: viewer.userId, isAdmin: viewer.isAdmin, hasPremium: ctx.hasAccess };
  const actions = listingActions(actor, row, now);
  return type === 'cargo'
    ? presentOwnCargo(row as CargoRow, access, viewer.userId, actions)
    : presentOwnTransport(row as TransportRow, access, viewer.userId, actions);
}

/**
 * The listing, if it exists (not deleted) and the viewer may change it: its owner or an admin. Read
 * for update: inside a write's transaction the row stays as read until the write commits.
 */
export async function ownedListing(
  db: DbOrTx,
  viewer: Viewer,
  type: ListingType,
  id: string,
): Promise<ListingRow> {
  const row = await findListing(db, type, id, { forUpdate: true });
  if (!row) throw LISTING_NOT_FOUND();
  const decision = mayManageListing(viewer, row);
  if (!decision.allowed) throw actionDenied(decision.reason, '');
  return row;
}

export function durationNotAllowed(): AppError {
  return new AppError(403, 'DURATION_NOT_ALLOWED', MESSAGES.wizard.durationNotAllowed, 'durationDays');
}

/** A listing's lifecycle columns when it is published (or copied) now for `days` days. */
export function lifecycleOnPublish(days: number, now: Date) {
  return {
    status: 'active',
    completedByUser: false,
    postDurationDays: days,
    expiresAt: listingExpiresAt(now, days),
    createdAt: now,
    updatedAt: now,
    // Published is confirmed: the freshness order starts here.
    confirmedAt: now,
  } as const;
}

// Columns that are the listing's lifecycle or bookkeeping, not what its owner types.
const NOT_FIELDS = [
  'id',
  'userId',
  'status',
  'expiresAt',
  'postDurationDays',
  'completedByUser',
  'deletedAt',
  'createdAt',
  'updatedAt',
  'confirmedAt',
  'confirmRemindedAt',
  'expiryRemindedAt',
  'ownerVerified',
  'searchText',
] as const;

/** A stored row as the form's fields: what an edit is merged into and a duplicate copies. */
export function fieldsOf<R extends ListingRow>(row: R): Omit<R, (typeof NOT_FIELDS)[number]> {
  const fields: Record<string, unknown> = { ...row };
  for (const key of NOT_FIELDS) delete fields[key];
  return fields as Omit<R, (typeof NOT_FIELDS)[number]>;
}
