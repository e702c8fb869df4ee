import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { LookupTable } from '@domain/reference';
import type { LookupLabels } from '@domain/lookup-labels';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import {
  adTemplates,
  cargoListings,
  cargoTypes,
  loadingTypes,
  notificationPreferences,
  profiles,
  serviceRegions,
  specializations,
  trailerTypes,
  transportListings,
  transportTypes,
  units,
} from '../../db/schema/index';

const TABLES = {
  cargo_types: cargoTypes,
  trailer_types: trailerTypes,
  transport_types: transportTypes,
  service_regions: serviceRegions,
  specializations,
  loading_types: loadingTypes,
  units,
} as const;

type ListingTable = typeof cargoListings | typeof transportListings;
const np = notificationPreferences;

/**
 * Where a list's chosen values are stored as text: the listing columns the add-listing wizard fills
 * from it, the same fields in saved templates' data, the alert preferences' filters of it, and the
 * directory profile's fields of it. A rename rewrites all of them, so a filter for the new name finds
 * what carried the old one (DECISIONS.md, "Lookup lists").
 */
type Carriers = {
  listings: { table: ListingTable; column: AnyPgColumn }[];
  templates: { type: 'cargo' | 'transport'; key: string }[];
  preferences: AnyPgColumn[];
  profileText: AnyPgColumn[];
  profileLists: AnyPgColumn[];
};

const none: Carriers = { listings: [], templates: [], preferences: [], profileText: [], profileLists: [] };

const CARRIERS: Record<LookupTable, Carriers> = {
  cargo_types: {
    ...none,
    listings: [{ table: cargoListings, column: cargoListings.cargoType }],
    templates: [{ type: 'cargo', key: 'cargoType' }],
    preferences: [np.cargoTypes],
  },
  loading_types: {
    ...none,
    listings: [{ table: cargoListings, column: cargoListings.loadingType }],
    templates: [{ type: 'cargo', key: 'loadingType' }],
    preferences: [np.cargoLoadingTypes],
  },
  units: {
    ...none,
    listings: [
      { table: cargoListings, column: cargoListings.unit },
      { table: transportListings, column: transportListings.volumeUnit },
    ],
    templates: [
      { type: 'cargo', key: 'unit' },
      { type: 'transport', key: 'volumeUnit' },
    ],
    preferences: [np.cargoUnits, np.transportVolumeUnits],
  },
  trailer_types: {
    ...none,
    listings: [{ table: transportListings, column: transportListings.trailerType }],
    templates: [{ type: 'transport', key: 'trailerType' }],
    preferences: [np.transportTrailerTypes],
  },
  service_regions: {
    ...none,
    listings: [{ table: transportListings, column: transportListings.serviceArea }],
    templates: [{ type: 'transport', key: 'serviceArea' }],
    preferences: [np.transportServiceAreas, np.companyServiceRegions],
    profileLists: [profiles.serviceRegions],
  },
  specializations: { ...none, preferences: [np.companySpecialties], profileText: [profiles.specialty] },
  transport_types: {
    ...none,
    preferences: [np.companyTransportTypes],
    profileLists: [profiles.transportTypes],
  },
};

/** Whether listings carry values of this list (and so whether a value has a usage count). */
export function listingsCarry(list: LookupTable): boolean {
  return CARRIERS[list].listings.length > 0;
}

export type LookupRow = { id: string; name: string; labels: LookupLabels; usage: number | null };

/**
 * The list's values with, where listings carry the list, how many listings that are not deleted
 * carry each (any case): one grouped pass over each listing column, not one count per value.
 */
export async function findLookupRows(db: Db, list: LookupTable): Promise<LookupRow[]> {
  const table = TABLES[list];
  const { listings } = CARRIERS[list];
  if (listings.length === 0) {
    const rows = await db.select({ id: table.id, name: table.name, labels: table.labels }).from(table);
    return rows.map((row) => ({ ...row, usage: null }));
  }
  const counts = sql.join(
    listings.map(
      ({ table: listingTable, column }) =>
        sql`select lower(${column}) as value, count(*) as n from ${listingTable}
            where ${listingTable.deletedAt} is null and ${column} is not null group by 1`,
    ),
    sql` union all `,
  );
  return queryRows<LookupRow>(
    db,
    sql`select ${table.id} as id, ${table.name} as name, ${table.labels} as labels,
               coalesce(sum(c.n), 0)::int as usage
        from ${table} left join (${counts}) c on c.value = lower(${table.name})
        group by ${table.id}, ${table.name}, ${table.labels}`,
  );
}

/** One value, locked until the transaction ends: a rename or delete of it at the same time waits. */
export async function lockLookupRow(tx: DbOrTx, list: LookupTable, id: string) {
  const table = TABLES[list];
  const [row] = await tx
    .select({ id: table.id, name: table.name, labels: table.labels })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  return row;
}

/** Another value of the list with this name in any case. */
export async function findSameName(db: DbOrTx, list: LookupTable, name: string, exceptId?: string) {
  const table = TABLES[list];
  const sameName = sql`lower(${table.name}) = lower(${name})`;
  const [row] = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(exceptId ? and(sameName, ne(table.id, exceptId)) : sameName)
    .limit(1);
  return row;
}

export async function insertLookupRow(db: DbOrTx, list: LookupTable, name: string) {
  const table = TABLES[list];
  const [row] = await db
    .insert(table)
    .values({ name })
    .returning({ id: table.id, name: table.name, labels: table.labels });
  if (!row) throw new Error('lookup insert returned no row');
  return row;
}

export async function updateLookupName(db: DbOrTx, list: LookupTable, id: string, name: string) {
  const table = TABLES[list];
  await db.update(table).set({ name }).where(eq(table.id, id));
}

export async function updateLookupLabels(db: DbOrTx, list: LookupTable, id: string, labels: LookupLabels) {
  const table = TABLES[list];
  await db.update(table).set({ labels }).where(eq(table.id, id));
}

export async function deleteLookupRow(db: DbOrTx, list: LookupTable, id: string) {
  const table = TABLES[list];
  await db.delete(table).where(eq(table.id, id));
}

/** How many rows an UPDATE changed, on either driver. */
async function countUpdated(db: Db, update: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with u as (${update} returning 1) select count(*)::int as n from u`,
  );
  return Number(row?.n ?? 0);
}

/** `values` with `from` (any case) replaced by `to`, in order, a value that then repeats kept once. */
function renamedArray(column: AnyPgColumn, from: string, to: string): SQL {
  return sql`array(
    select v from (
      select case when lower(x) = lower(${from}) then ${to}::text else x end as v, min(o) as o
      from unnest(${column}) with ordinality as u(x, o) group by 1
    ) renamed order by o)`;
}

const holdsOldName = (column: AnyPgColumn, from: string, to: string) =>
  sql`exists (select 1 from unnest(${column}) x where lower(x) = lower(${from}) and x <> ${to})`;

export type RenameCounts = { listings: number; templates: number; preferences: number; profiles: number };

/**
 * Rewrites `from` (any case) to `to` wherever the list's values are stored: listings that are not
 * deleted, saved templates, alert preferences and directory profiles. Rows already spelt `to` are left
 * alone. Each statement goes through the table's own indexes or a scan; run it in the rename's
 * transaction.
 */
export async function renameEverywhere(
  tx: Db,
  list: LookupTable,
  from: string,
  to: string,
): Promise<RenameCounts> {
  const carriers = CARRIERS[list];
  const counts: RenameCounts = { listings: 0, templates: 0, preferences: 0, profiles: 0 };
  for (const { table, column } of carriers.listings) {
    counts.listings += await countUpdated(
      tx,
      sql`update ${table} set ${sql.identifier(column.name)} = ${to}
          where ${table.deletedAt} is null and lower(${column}) = lower(${from}) and ${column} <> ${to}`,
    );
  }
  for (const { type, key } of carriers.templates) {
    const value = sql`(${adTemplates.templateData} ->> ${key}::text)`;
    counts.templates += await countUpdated(
      tx,
      sql`update ${adTemplates}
          set template_data = jsonb_set(${adTemplates.templateData}, array[${key}::text], to_jsonb(${to}::text))
          where ${adTemplates.templateType} = ${type} and lower(${value}) = lower(${from}) and ${value} <> ${to}`,
    );
  }
  for (const column of carriers.preferences) {
    counts.preferences += await countUpdated(
      tx,
      sql`update ${np} set ${sql.identifier(column.name)} = ${renamedArray(column, from, to)}
          where ${holdsOldName(column, from, to)}`,
    );
  }
  for (const column of carriers.profileText) {
    counts.profiles += await countUpdated(
      tx,
      sql`update ${profiles} set ${sql.identifier(column.name)} = ${to}
          where lower(${column}) = lower(${from}) and ${column} <> ${to}`,
    );
  }
  for (const column of carriers.profileLists) {
    counts.profiles += await countUpdated(
      tx,
      sql`update ${profiles} set ${sql.identifier(column.name)} = ${renamedArray(column, from, to)}
          where ${holdsOldName(column, from, to)}`,
    );
  }
  return counts;
}
