import type { Db } from '../../db/client';
import { once } from '../../db/once';
import { seedPlaces } from '../../db/seeds/places';
import { locateStoredRoutes } from '../profile/locate-routes';
import { locateStoredTemplates } from '../templates/locate-templates';
import { locateStoredCompanies, locateStoredListings } from './locate';

/**
 * At every start, after the other seeds: the gazetteer, once per database (a few seconds on the
 * first start), then, once per database each, the rows stored before places existed: listings and
 * templates whose typed city is unambiguous (decision 0067), companies whose address names a place
 * (decision 0069), and companies' regular routes whose typed ends name one (decision 0091). Each
 * step is recorded (server/db/once.ts), so a database that had the gazetteer before a step was
 * added still runs it once.
 */
export async function seedPlacesAndLocate(db: Db): Promise<void> {
  await seedPlaces(db);
  await once(db, 'places: locate stored listings', locateStoredListings);
  await once(db, 'places: locate stored templates', locateStoredTemplates);
  await once(db, 'places: locate stored companies', locateStoredCompanies);
  await once(db, 'places: locate stored regular routes', locateStoredRoutes);
}
