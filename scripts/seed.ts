// Seeds lookup lists, prices, maintenance texts and the gazetteer; demo data too when SEED_DEMO allows it
// (default: everywhere but production) or when run with --demo.
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { runSeeds } from '../server/db/seeds/index';
import { seedPlacesAndLocate } from '../server/modules/places/places.seed';

const config = loadConfig();
const database = await openDatabase(config.database);
// Under the lock the servers' starts take, so it never meets one of them half-way.
const result = await database.setUp(async (db) => {
  const seeded = await runSeeds(db, { demo: config.seedDemo || process.argv.includes('--demo') });
  await seedPlacesAndLocate(db);
  return seeded;
});
await database.close();
process.stdout.write(`Seeded${result.demoCreated ? ' (demo data created)' : ''}.\n`);
