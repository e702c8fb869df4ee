import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../server/app';
import { loadConfig } from '../server/config';
import { runSeeds } from '../server/db/seeds/index';
import { openTestDatabase, type TestDatabase } from './database';

export type TestApp = { app: FastifyInstance; database: TestDatabase; close: () => Promise<void> };

/**
 * The real app on a private database, with the base seeds (lookup lists, prices, maintenance
 * texts) but no demo data: tests make their own rows through factories. `embedded` opens PGlite even
 * when the suite runs on PostgreSQL, for tests that must pass on both.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: Omit<Partial<AppDeps>, 'config' | 'database'> = {},
  options: { embedded?: boolean } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(options);
  await runSeeds(database.db, { demo: false });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PUBLIC_URL: 'http://localhost:3000',
    ...env,
  });
  const app = await buildApp({ config, database, ...deps });
  await app.ready();
  if (database.replica) {
    // A streaming replica lags its primary by a few milliseconds: each request waits until it has
    // replayed what the test (or the previous request) committed, so a feed shows the rows a test
    // made a moment ago. Reads still go to the replica; docs/decisions/0058.
    const inject = app.inject.bind(app) as (options: unknown) => Promise<unknown>;
    app.inject = (async (options: unknown) => {
      await database.replicaCaughtUp();
      return inject(options);
    }) as unknown as typeof app.inject;
  }
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
