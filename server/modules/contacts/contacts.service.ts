import type { ContactAnswer, UnlockAnswer } from '@domain/credits';
import { MESSAGES } from '@domain/messages';
import type { ContactAccess, ContactTargetType } from '@domain/plans';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { Viewer } from '../../platform/auth/session';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { currentCredits, presentCredits, spendCredit } from '../credits/credits.service';
import { isEntitled, mayBuyAccess, mayFindContactTarget } from '../../policies/contact.policy';
import { accessContext, accessToItem, type AccessContext } from './contact-access';
import { isWithheld } from '../reports/withheld';
import type { MyContactsPage, OpenedContact } from '@domain/contract/contacts';
import { watchState } from '@domain/listing-status';
import { pageOffset, type PageQuery } from '@domain/pagination';
import {
  findContactTarget,
  findOpened,
  findUnlockedIds,
  insertAccessLog,
  type ContactTarget,
} from './contacts.repository';

export type { ContactTarget } from './contacts.repository';

const notFoundError = (type: ContactTargetType) =>
  type === 'company'
    ? notFound(MESSAGES.contacts.companyNotFound, 'COMPANY_NOT_FOUND')
    : notFound(MESSAGES.contacts.listingNotFound, 'LISTING_NOT_FOUND');

const noCreditsError = () => new AppError(402, 'NO_CREDITS', MESSAGES.contacts.noCredits);

/**
 * The item as this viewer may see it exist: live for everybody; when it is not live (paused,
 * expired, left the directory) only for its owner, an admin, or a user who already holds an
 * access-log row for it (paid or credited access is permanent). Deleted: gone for all. 404 else.
 */
async function visibleTarget(
  db: Db,
  viewer: Viewer,
  type: ContactTargetType,
  id: string,
  now = new Date(),
): Promise<ContactTarget> {
  const target = await findContactTarget(db, type, id, now);
  if (!target) throw notFoundError(type);
  const withheld = await isWithheld(db, type, target.id, target.ownerId);
  if (mayFindContactTarget(viewer, target, false, withheld).allowed) return target;
  const logged = await findUnlockedIds(db, viewer.userId, type, [target.id]);
  if (!mayFindContactTarget(viewer, target, logged.has(target.id), withheld).allowed)
    throw notFoundError(type);
  return target;
}

/** contactAccess of one item for the viewer, by THE rule (contact-access.ts). */
async function viewerAccess(
  db: Db,
  viewer: Viewer,
  target: ContactTarget,
  now = new Date(),
): Promise<{ ctx: AccessContext; access: ContactAccess }> {
  const ctx = await accessContext(db, viewer, now);
  const access = await accessToItem(db, ctx, target.type, { id: target.id, ownerId: target.ownerId });
  return { ctx, access };
}

/** GET /api/contacts/{type}/{id}: the contact for the entitled, 403 CONTACT_LOCKED otherwise. */
export async function readContact(
  db: Db,
  viewer: Viewer,
  type: ContactTargetType,
  id: string,
): Promise<ContactAnswer> {
  const now = new Date();
  const target = await visibleTarget(db, viewer, type, id, now);
  const { access } = await viewerAccess(db, viewer, target, now);
  if (!isEntitled(access)) throw forbidden(MESSAGES.contacts.locked, 'CONTACT_LOCKED');
  return { contactAccess: access, contact: target.contact };
}

/**
 * POST /api/contacts/{type}/{id}/unlock. Already entitled: the contact, nothing spent. Otherwise,
 * in one transaction: the access-log row first (unique per user and item: of parallel unlocks
 * of one item, one inserts it and the others wait for it, then find it and spend nothing), then
 * the conditional spend (a credit only while one is left: parallel unlocks of different items
 * can never spend more than the month has). No credit left: 402 NO_CREDITS and nothing written.
 */
export async function unlockContact(
  db: Db,
  viewer: Viewer,
  type: ContactTargetType,
  id: string,
): Promise<UnlockAnswer> {
  const now = new Date();
  const target = await visibleTarget(db, viewer, type, id, now);
  const { ctx, access } = await viewerAccess(db, viewer, target, now);
  if (isEntitled(access)) {
    const credits = await currentCredits(db, viewer.userId, now);
    return {
      contactAccess: access,
      contact: target.contact,
      spent: false,
      credits: presentCredits(credits, ctx.hasAccess),
    };
  }
  if (!mayBuyAccess(target).allowed) throw notFoundError(type);
  const result = await db.transaction(async (tx) => {
    const inserted = await insertAccessLog(tx, {
      userId: viewer.userId,
      type,
      id: target.id,
      method: 'free_credit',
    });
    if (!inserted) return { spent: false, credits: await currentCredits(tx, viewer.userId, now) };
    const credits = await spendCredit(tx, viewer.userId, now);
    if (!credits) throw noCreditsError();
    return { spent: true, credits };
  });
  return {
    contactAccess: 'unlocked',
    contact: target.contact,
    spent: result.spent,
    credits: presentCredits(result.credits, false),
  };
}

/**
 * For payments: the item a viewer may buy access to. 404 when it is not visible to them; 409
 * ALREADY_ENTITLED when they already see its contact.
 */
export async function purchasableTarget(
  db: Db,
  viewer: Viewer,
  type: ContactTargetType,
  id: string,
): Promise<ContactTarget> {
  const now = new Date();
  const target = await visibleTarget(db, viewer, type, id, now);
  if (!mayBuyAccess(target).allowed) throw notFoundError(type);
  const { access } = await viewerAccess(db, viewer, target, now);
  if (isEntitled(access)) throw new AppError(409, 'ALREADY_ENTITLED', MESSAGES.contacts.alreadyEntitled);
  return target;
}

/** For payments: the item by type and id, whatever its state (a paid grant is honoured anyway). */
export async function findTarget(
  db: DbOrTx,
  type: ContactTargetType,
  id: string,
): Promise<ContactTarget | undefined> {
  return findContactTarget(db, type, id, new Date());
}

/** For payments' fulfilment, inside its transaction: the permanent access-log row. */
export async function grantAccess(
  tx: Tx,
  grant: { userId: string; type: ContactTargetType; id: string; method: 'stripe' | 'demo' },
): Promise<boolean> {
  return insertAccessLog(tx, { userId: grant.userId, type: grant.type, id: grant.id, method: grant.method });
}

const text = (value: string | null | undefined) => value ?? null;

/**
 * GET /api/me/contacts ("Minu kontaktid"): the caller's own access-log rows (never another user's),
 * each with the item as it was when the access began, its contact included (the access is
 * permanent), and what became of a listing since.
 */
export async function myContacts(
  db: Db,
  viewer: Viewer,
  query: { q?: string } & PageQuery,
  now = new Date(),
): Promise<MyContactsPage> {
  const { rows, total } = await findOpened(
    db,
    viewer.userId,
    query.q || undefined,
    query.pageSize,
    pageOffset(query.page, query.pageSize),
  );
  const items = rows.map((row): OpenedContact => {
    const s = row.snapshot ?? {};
    return {
      type: row.type,
      id: row.id,
      openedAt: new Date(row.openedAt).toISOString(),
      method: row.method,
      state:
        row.type === 'company' || row.status === null
          ? null
          : watchState({ ...row, status: row.status }, now),
      originCity: text(s.originCity),
      originCountry: text(s.originCountry),
      destinationCity: text(s.destinationCity),
      destinationCountry: text(s.destinationCountry),
      title: text(s.title),
      date: text(s.date),
      contact: {
        companyName: text(s.companyName),
        contactPerson: text(s.contactPerson),
        phone: text(s.phone),
        email: text(s.email),
        website: text(s.website),
      },
    };
  });
  return { items, total, page: query.page, pageSize: query.pageSize };
}
