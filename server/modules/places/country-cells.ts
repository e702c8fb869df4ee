import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { placeCell } from '../../db/schema/match-cells';
import { places } from '../../db/schema/index';
import { keyOf } from './locate';

/**
 * The grid cells (schema/match-cells.ts) a country's located ends can be in: those of its places
 * in the gazetteer, where every located end comes from (decision 0067), and those of the places
 * whose country has no key of ours (Åland, the Faroes), since an end picked there keeps the country
 * its writer chose. What matching reads for "in the same country" when its own end is not located.
 *
 * Kept per database: the gazetteer is written by its seed before the server listens and never
 * changed. An empty gazetteer is not kept.
 */
type Cells = { byKey: Map<string, number[]>; elsewhere: number[] };
const kept = new WeakMap<Db, Promise<Cells>>();

async function load(db: Db): Promise<Cells> {
  const rows = await queryRows<{ country: string; cells: number[] }>(
    db,
    sql`select country, array_agg(distinct ${placeCell(places.lat, places.lon)}) as cells
        from ${places} group by country`,
  );
  const byKey = new Map<string, number[]>();
  const elsewhere: number[] = [];
  for (const row of rows) {
    const key = keyOf(row.country);
    if (key) byKey.set(key, row.cells);
    else elsewhere.push(...row.cells);
  }
  return { byKey, elsewhere };
}

export async function countryCells(db: Db, country: string): Promise<number[]> {
  let cells = kept.get(db);
  if (!cells) {
    cells = load(db);
    kept.set(db, cells);
    // A failed read, or a gazetteer not loaded yet, is asked again next time.
    cells.then(
      (c) => c.byKey.size === 0 && kept.delete(db),
      () => kept.delete(db),
    );
  }
  const { byKey, elsewhere } = await cells;
  return [...(byKey.get(country) ?? []), ...elsewhere];
}
