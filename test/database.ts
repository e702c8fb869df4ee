import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import pg from 'pg';
import { openDatabase, type Database } from '../server/db/client';

export type TestDatabase = Database & {
  /** Where it is, for tests that open their own connections; null on PGlite. */
  url: string | null;
  /**
   * Another handle on the same database, with its own pool and LISTEN connection, as a second
   * server instance would open; null on PGlite, which only its own process can open. Close it
   * before the database itself.
   */
  openAgain(): Promise<Database | null>;
};

/**
 * A private, migrated database for one test file: a copy of the template on PostgreSQL, or an
 * in-memory PGlite (always with `embedded`). `close()` drops it again.
 */
export async function openTestDatabase({ embedded = false } = {}): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  const template = inject('templateDatabase');
  if (embedded || !url || !template) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    return Object.assign(database, { url: null, openAgain: async () => null });
  }
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.end();
  }
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const open = () => openDatabase({ kind: 'postgres', url: dbUrl.toString(), poolSize: 5 });
  const database = Object.assign(await open(), { url: dbUrl.toString(), openAgain: open });
  const close = database.close.bind(database);
  database.close = async () => {
    await close();
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).finally(() => dropper.end());
  };
  return database;
}
