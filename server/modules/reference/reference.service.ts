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
