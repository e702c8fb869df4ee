import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { LOCALES } from '@domain/locales';
import { foldPlaceName, type PlaceLabels } from '@domain/places';
import type { Db } from '../client';
import { places } from '../schema/index';
import { readGazetteer } from './gazetteer';
import { PLACE_LABELS_FILE } from '../../platform/files';

/** server/db/seeds/place-labels.tsv (scripts/place-labels.ts): GeoNames id → the six languages' names. */
function readLabels(file: string): Map<number, PlaceLabels> {
  const labels = new Map<number, PlaceLabels>();
  const [header, ...rows] = fs.readFileSync(file, 'utf8').trimEnd().split('\n');
  const columns = header!.split('\t').slice(1);
  for (const row of rows) {
    const [id, ...names] = row.split('\t');
    const own: PlaceLabels = {};
    names.forEach((name, i) => {
      const locale = LOCALES.find((l) => l === columns[i]);
      if (name && locale) own[locale] = name;
    });
    labels.set(Number(id), own);
  }
  return labels;
}

const BATCH = 10_000;

/**
 * Loads the gazetteer into an empty `places` table, in one transaction (a start that stops half way
 * leaves nothing, and the next start loads it again). A table that has places is left as it is: the
 * data changes only with a new release of the package, and then a migration empties the table.
 * `countries` loads only those (the tests' small gazetteer).
 */
export async function seedPlaces(
  db: Db,
  { countries }: { countries?: readonly string[] } = {},
): Promise<{ loaded: number }> {
  const [any] = await db.select({ id: places.id }).from(places).limit(1);
  if (any) return { loaded: 0 };
  const labels = readLabels(PLACE_LABELS_FILE);
  const gazetteer = readGazetteer(undefined, { countries });
  await db.transaction(async (tx) => {
    // As JSON, a batch to one statement: a third of the time of Drizzle's parameter lists.
    for (let i = 0; i < gazetteer.length; i += BATCH) {
      const batch = gazetteer.slice(i, i + BATCH);
      const rows = batch.map((place) => ({
        id: place.id,
        name: place.name,
        country: place.country,
        lat: place.lat,
        lon: place.lon,
        population: place.population,
        labels: labels.get(place.id) ?? {},
      }));
      await tx.execute(
        sql`insert into places (id, name, country, lat, lon, population, labels)
            select id, name, country, lat, lon, population, labels
            from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
              as r(id integer, name text, country text, lat double precision, lon double precision,
                   population integer, labels jsonb)`,
      );
      const names = batch.flatMap((place) => {
        const all = new Set(place.names);
        for (const label of Object.values(labels.get(place.id) ?? {})) all.add(foldPlaceName(label));
        return [...all].map((name) => [name, place.id, place.population]);
      });
      await tx.execute(
        sql`insert into place_names (name, place_id, population)
            select r->>0, (r->>1)::integer, (r->>2)::integer
            from jsonb_array_elements(${JSON.stringify(names)}::jsonb) as r`,
      );
    }
    await tx.execute(sql`analyze places, place_names`);
  });
  return { loaded: gazetteer.length };
}
