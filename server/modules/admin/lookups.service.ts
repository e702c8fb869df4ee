import { ADMIN_MESSAGES } from '@domain/admin-messages';
import {
  LOOKUP_NAME_MAX,
  lookupTableOfPath,
  type AdminLookupItem,
  type AdminLookupList,
} from '@domain/contract/admin-lookups';
import { sortByName, type LookupTable } from '@domain/reference';
import type { Db } from '../../db/client';
import { adminRequired, type Viewer } from '../../platform/auth/session';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { mayAdminister } from '../../policies/admin.policy';
import { announcePublicChange, quietListingAnnouncements } from '../events/announce';
import { recordActivity } from './activity';
import {
  deleteLookupRow,
  findLookupRows,
  findSameName,
  insertLookupRow,
  listingsCarry,
  lockLookupRow,
  renameEverywhere,
  updateLookupName,
} from './lookups.repository';

const V = ADMIN_MESSAGES.variables;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function tableOf(list: string): LookupTable {
  const table = lookupTableOfPath(list);
  if (!table) throw notFound(V.listNotFound, 'LOOKUP_LIST_NOT_FOUND');
  return table;
}

const itemNotFound = () => notFound(V.itemNotFound, 'LOOKUP_NOT_FOUND');
const duplicate = (name: string) => conflict(V.duplicate(name), 'LOOKUP_EXISTS');

// Two admins adding the same name at once: the unique index on lower(name) refuses the second.
function isUniqueViolation(error: unknown, depth = 0): boolean {
  if (depth > 5 || !error || typeof error !== 'object') return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return code === '23505' || isUniqueViolation(cause, depth + 1);
}

async function refusingDuplicates<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(name);
    throw error;
  }
}

function allowed(admin: Viewer) {
  if (!mayAdminister(admin).allowed) throw adminRequired();
}

/** The body allows the longest list's names; a unit must fit a listing's unit field. */
function checkLength(table: LookupTable, name: string) {
  const max = LOOKUP_NAME_MAX[table];
  if (name.length > max) throw badRequest(V.nameTooLong(max), 'name');
}

const label = (table: LookupTable, name: string) => `${V.lists[table].title}: ${name}`;

/** GET /api/admin/lookups/{list}: the values in Estonian order, with their usage where listings carry them. */
export async function listLookupValues(db: Db, list: string): Promise<AdminLookupList> {
  const table = tableOf(list);
  const rows = await findLookupRows(db, table);
  const counted = listingsCarry(table);
  const items: AdminLookupItem[] = rows.map((row) =>
    counted ? { id: row.id, name: row.name, usage: Number(row.usage ?? 0) } : { id: row.id, name: row.name },
  );
  return { items: sortByName(items) };
}

/**
 * POST: a new value. The change, its activity row and the public notice commit together, so every
 * open page refetches the lists once the value exists.
 */
export async function addLookupValue(
  db: Db,
  admin: Viewer,
  list: string,
  name: string,
): Promise<AdminLookupItem> {
  allowed(admin);
  const table = tableOf(list);
  checkLength(table, name);
  return refusingDuplicates(name, () =>
    db.transaction(async (tx) => {
      if (await findSameName(tx, table, name)) throw duplicate(name);
      const row = await insertLookupRow(tx, table, name);
      await recordActivity(tx, admin, {
        action: 'lookup_created',
        targetType: table,
        targetId: row.id,
        details: { label: label(table, row.name), before: null, after: { name: row.name } },
      });
      await announcePublicChange(tx, 'reference');
      return listingsCarry(table) ? { ...row, usage: 0 } : row;
    }),
  );
}

/**
 * PATCH: a new name, which also replaces the old one (any case) in the listings, templates, alert
 * preferences and directory profiles that carry it, in the same transaction (DECISIONS.md).
 */
export async function renameLookupValue(
  db: Db,
  admin: Viewer,
  list: string,
  id: string,
  name: string,
): Promise<AdminLookupItem> {
  allowed(admin);
  const table = tableOf(list);
  if (!UUID.test(id)) throw itemNotFound();
  checkLength(table, name);
  return refusingDuplicates(name, () =>
    db.transaction(async (tx) => {
      const before = await lockLookupRow(tx, table, id);
      if (!before) throw itemNotFound();
      if (before.name === name) return { id, name };
      if (await findSameName(tx, table, name, id)) throw duplicate(name);
      await updateLookupName(tx, table, id, name);
      // Thousands of listings may carry the value: one `reference` change tells the pages, not each row.
      await quietListingAnnouncements(tx);
      const renamed = await renameEverywhere(tx, table, before.name, name);
      await recordActivity(tx, admin, {
        action: 'lookup_updated',
        targetType: table,
        targetId: id,
        details: { label: label(table, name), before: { name: before.name }, after: { name }, renamed },
      });
      await announcePublicChange(tx, 'reference');
      return { id, name };
    }),
  );
}

/** DELETE: the value leaves the choices; listings that carry it keep their text (DECISIONS.md). */
export async function deleteLookupValue(db: Db, admin: Viewer, list: string, id: string): Promise<void> {
  allowed(admin);
  const table = tableOf(list);
  if (!UUID.test(id)) throw itemNotFound();
  await db.transaction(async (tx) => {
    const before = await lockLookupRow(tx, table, id);
    if (!before) throw itemNotFound();
    await deleteLookupRow(tx, table, id);
    await recordActivity(tx, admin, {
      action: 'lookup_deleted',
      targetType: table,
      targetId: id,
      details: { label: label(table, before.name), before: { name: before.name }, after: null },
    });
    await announcePublicChange(tx, 'reference');
  });
}
