// Applies pending migrations to the configured database (DATABASE_URL, or the embedded one).
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';

const config = loadConfig();
const database = await openDatabase(config.database);
await database.migrate();
await database.close();
process.stdout.write('Migrations applied.\n');
