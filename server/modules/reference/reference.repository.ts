import { asc } from 'drizzle-orm';
import type { StoredLookup } from '@domain/reference';
import type { Db } from '../../db/client';
import {
  cargoTypes,
  loadingTypes,
  serviceRegions,
  specializations,
  trailerTypes,
  transportTypes,
  units,
} from '../../db/schema/index';

const LOOKUP_TABLE_BY_NAME = {
  cargo_types: cargoTypes,
  trailer_types: trailerTypes,
  transport_types: transportTypes,
  service_regions: serviceRegions,
  specializations,
  loading_types: loadingTypes,
  units,
} as const;

export type LookupTableName = keyof typeof LOOKUP_TABLE_BY_NAME;
export async function listLookup(db: Db, name: LookupTableName): Promise<StoredLookup[]> {
  const table = LOOKUP_TABLE_BY_NAME[name];
  return db
    .select({ id: table.id, name: table.name, labels: table.labels })
    .from(table)
    .orderBy(asc(table.name));
}
