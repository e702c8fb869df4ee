import type { FastifyBaseLogger } from 'fastify';
import {
  buildReferenceData,
  fallbackReference,
  LOOKUP_TABLES,
  REFERENCE_LOAD_ERROR,
  type LookupItem,
  type LookupTable,
  type ReferenceData,
} from '@domain/reference';
import type { Db } from '../../db/client';
import { listLookup } from './reference.repository';

/**
 * The lookup lists and countries. When the tables cannot be read the spec's built-in Estonian
 * lists are answered instead (marked `fallback`), so forms keep working.
 */
export async function getReference(
  db: Db,
  log: FastifyBaseLogger,
): Promise<ReferenceData & { fallback: boolean }> {
  try {
    const entries = await Promise.all(LOOKUP_TABLES.map(async (t) => [t, await listLookup(db, t)] as const));
    const lists = Object.fromEntries(entries) as Record<LookupTable, LookupItem[]>;
    return { ...buildReferenceData(lists), fallback: false };
  } catch (error) {
    log.error({ err: error }, REFERENCE_LOAD_ERROR);
    return { ...fallbackReference(), fallback: true };
  }
}
