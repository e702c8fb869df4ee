// Seeds lookup lists, prices, maintenance texts and the gazetteer; demo data too when SEED_DEMO allows it
// (default: everywhere but production) or when run with --demo.
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { runSeeds } from '../server/db/seeds/index';
import { seedPlaces } from '../server/db/seeds/places';
import { locateStoredListings } from '../server/modules/places/locate';

const config = loadConfig();
const database = await openDatabase(config.database);
// Under the lock the servers' starts take, so it never meets one of them half-way.
const result = await database.setUp(async (db) => {
  const seeded = await runSeeds(db, { demo: config.seedDemo || process.argv.includes('--demo') });
  if ((await seedPlaces(db)).loaded > 0) await locateStoredListings(db);
  return seeded;
});
await database.close();
process.stdout.write(`Seeded${result.demoCreated ? ' (demo data created)' : ''}.\n`);
