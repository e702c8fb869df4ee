import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@domain/locales';
import {
  buildReferenceData,
  fallbackReference,
  LOOKUP_TABLES,
  REFERENCE_LOAD_ERROR,
  type LookupTable,
  type StoredLookup,
  type ReferenceData,
} from '@domain/reference';
import { lookupLabel } from '@domain/lookup-labels';
import type { Db } from '../../db/client';
import { listLookup } from './reference.repository';

/**
 * The lookup lists and countries, labelled in `locale`. When the tables cannot be read the spec's
 * built-in Estonian lists are answered instead (marked `fallback`), so forms keep working.
 */
export async function getReference(
  db: Db,
  log: FastifyBaseLogger,
  locale: Locale,
): Promise<ReferenceData & { fallback: boolean }> {
  try {
    const entries = await Promise.all(LOOKUP_TABLES.map(async (t) => [t, await listLookup(db, t)] as const));
    const lists = Object.fromEntries(entries) as Record<LookupTable, StoredLookup[]>;
    return { ...buildReferenceData(lists, locale), fallback: false };
  } catch (error) {
    log.error({ err: error }, REFERENCE_LOAD_ERROR);
    return { ...fallbackReference(locale), fallback: true };
  }
}

/**
 * The lookup values' labels, read once for many mails (an alert batch): a function from a list and
 * a stored value to its label in a language, the value itself where it has none or is not in the list.
 */
export async function lookupLabeler(
  db: Db,
  tables: readonly LookupTable[],
): Promise<(table: LookupTable, value: string, locale: Locale) => string> {
  const byTable = new Map<LookupTable, Map<string, StoredLookup['labels']>>();
  for (const table of tables) {
    const rows = await listLookup(db, table);
    byTable.set(table, new Map(rows.map((row) => [row.name.toLowerCase(), row.labels])));
  }
  return (table, value, locale) => lookupLabel(value, byTable.get(table)?.get(value.toLowerCase()), locale);
}

/** Every lookup list's values with their labels, in one list (a text search's words). */
export async function allLookupValues(db: Db): Promise<StoredLookup[]> {
  const lists = await Promise.all(LOOKUP_TABLES.map((table) => listLookup(db, table)));
  return lists.flat();
}
