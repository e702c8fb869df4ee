import { OTHER_LOCALES } from '@domain/locales';
import { ADMIN_MESSAGES } from '@domain/admin-messages';
import {
  LOOKUP_NAME_MAX,
  lookupTableOfPath,
  missingLabels,
  type AdminLookupItem,
  type AdminLookupList,
} from '@domain/contract/admin-lookups';
import type { LookupLabels } from '@domain/lookup-labels';
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
  updateLookupLabels,
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

const item = (row: { id: string; name: string; labels: LookupLabels }) => ({
  id: row.id,
  name: row.name,
  labels: row.labels,
  missingLabels: missingLabels(row.labels),
});

/**
 * GET /api/admin/lookups/{list}: the values in Estonian order, with their labels, the languages that
 * have none, and their usage where listings carry them.
 */
export async function listLookupValues(db: Db, list: string): Promise<AdminLookupList> {
  const table = tableOf(list);
  const rows = await findLookupRows(db, table);
  const counted = listingsCarry(table);
  const items: AdminLookupItem[] = rows.map((row) =>
    counted ? { ...item(row), usage: Number(row.usage ?? 0) } : item(row),
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
      return listingsCarry(table) ? { ...item(row), usage: 0 } : item(row);
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
      if (before.name === name) return item(before);
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
      return item({ id, name, labels: before.labels });
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

/**
 * PUT …/labels: the value's words in the other languages, replacing the ones it had (a blank one is
 * removed: that language's readers see the Estonian name). The stored value, and so every listing,
 * filter and preference that carries it, stays as it is.
 */
export async function setLookupLabels(
  db: Db,
  admin: Viewer,
  list: string,
  id: string,
  asked: LookupLabels,
): Promise<AdminLookupItem> {
  allowed(admin);
  const table = tableOf(list);
  if (!UUID.test(id)) throw itemNotFound();
  const labels: LookupLabels = {};
  for (const locale of OTHER_LOCALES) {
    const text = asked[locale]?.trim();
    if (!text) continue;
    if (text.length > LOOKUP_NAME_MAX[table]) {
      throw badRequest(V.nameTooLong(LOOKUP_NAME_MAX[table]), `labels.${locale}`);
    }
    labels[locale] = text;
  }
  return db.transaction(async (tx) => {
    const before = await lockLookupRow(tx, table, id);
    if (!before) throw itemNotFound();
    await updateLookupLabels(tx, table, id, labels);
    await recordActivity(tx, admin, {
      action: 'lookup_updated',
      targetType: table,
      targetId: id,
      details: { label: label(table, before.name), before: { labels: before.labels }, after: { labels } },
    });
    await announcePublicChange(tx, 'reference');
    return item({ id, name: before.name, labels });
  });
}
