// Seeds lookup lists, prices and maintenance texts; demo data too when SEED_DEMO allows it
// (default: everywhere but production) or when run with --demo.
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { runSeeds } from '../server/db/seeds/index';

const config = loadConfig();
const database = await openDatabase(config.database);
// Under the lock the servers' starts take, so it never meets one of them half-way.
const result = await database.setUp((db) =>
  runSeeds(db, { demo: config.seedDemo || process.argv.includes('--demo') }),
);
await database.close();
process.stdout.write(`Seeded${result.demoCreated ? ' (demo data created)' : ''}.\n`);
