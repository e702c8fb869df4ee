import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { PlaceLabels } from '@domain/places';

/**
 * The gazetteer (docs/decisions/0066-the-gazetteer.md): Europe's populated places from GeoNames,
 * loaded once by server/db/seeds/places.ts and never edited. `id` is the GeoNames id, so a place keeps
 * its id when the data is loaded again.
 */
export const places = pgTable(
  'places',
  {
    id: integer('id').primaryKey(),
    // GeoNames' own name: the local one ("Tallinn", "Rīga", "Warszawa").
    name: text('name').notNull(),
    country: text('country').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    population: integer('population').notNull(),
    // The name in each of the six languages where one is known ({ "et": "Riia", "ru": "Рига" }).
    labels: jsonb('labels').$type<PlaceLabels>().notNull().default({}),
  },
  // Read by id, or by the ids the names' index found: no index of its own.
);

/** A place this big is in place_names_big_idx, which answers a one- or two-letter prefix first. */
export const BIG_PLACE = 20_000;

/**
 * Every name a place is known by (its own, the six languages' and GeoNames' other names), folded
 * (lower case, no diacritics: domain/places.ts foldPlaceName), for a prefix search on the index. The
 * place's population is copied here, so the biggest places of a short prefix are read without
 * visiting every match (places_names_big_idx).
 */
export const placeNames = pgTable(
  'place_names',
  {
    name: text('name').notNull(),
    placeId: integer('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    population: integer('population').notNull(),
  },
  // Written once and only read by prefix: the two indexes that serve that, no primary key.
  (t) => [
    index('place_names_prefix_idx').using('btree', t.name.op('text_pattern_ops')),
    index('place_names_big_idx')
      .using('btree', t.name.op('text_pattern_ops'))
      .where(sql`population >= ${sql.raw(String(BIG_PLACE))}`),
  ],
);
