import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DatabaseUnavailableError, describeDatabaseError, openDatabase, type Database } from './db/client';
import { DEMO_USERS } from './db/seeds/demo';
import { runSeeds } from './db/seeds/index';
import { seedPlacesAndLocate } from './modules/places/places.seed';
import { startExpiryJob } from './modules/listings/expiry.job';
import { startSubscriptionJob } from './modules/subscriptions/billing.service';

/**
 * Process entry: validate config, open the database (embedded PGlite unless DATABASE_URL is set),
 * migrate, seed, serve; close everything cleanly on SIGINT/SIGTERM.
 *
 * The signal handlers are installed before anything opens, so a SIGTERM at any moment (a deploy
 * right after a start) ends in a clean shutdown: during start-up it is remembered and honoured at
 * the next step, after start-up it closes what is open. The ready line comes last of all.
 */
async function main() {
  const shutdown = installShutdown();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let database: Database;
  try {
    database = await openDatabase(config.database);
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) {
      fail(`${config.database.kind === 'postgres' ? 'DATABASE_URL' : 'DATA_DIR'}: ${error.message}`);
    }
    throw error;
  }

  shutdown.onClose(() => database.close());
  if (shutdown.requested()) return shutdown.run();

  // Under one lock on PostgreSQL: instances started together take turns (docs/decisions/0056).
  let seeded: { demoCreated: boolean };
  try {
    seeded = await database.setUp(
      async (db) => {
        const result = await runSeeds(db, { demo: config.seedDemo });
        // The gazetteer, and the rows stored before it located, once per database each.
        await seedPlacesAndLocate(db);
        return result;
      },
      {
        waiting: () => process.stdout.write('Another instance is migrating the database; waiting for it\n'),
      },
    );
  } catch (error) {
    await database.close().catch(() => {});
    if (error instanceof DatabaseUnavailableError) fail(`DATABASE_URL: ${error.message}`);
    fail(`migrating and seeding the database failed: ${describeDatabaseError(error)}`);
  }
  if (shutdown.requested()) return shutdown.run();

  const app = await buildApp({ config, database });
  shutdown.onClose(() => app.close(), app.log);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as { code?: string }).code;
    await app.close();
    await database.close();
    if (code === 'EADDRINUSE') fail(`PORT: port ${config.port} is already in use`);
    if (code === 'EACCES') fail(`PORT: no permission to listen on port ${config.port}`);
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') fail(`HOST: cannot listen on ${config.host}`);
    throw error;
  }

  const stopExpiry = startExpiryJob(database.db, app.log);
  shutdown.onClose(stopExpiry);
  const stopSubscriptions = startSubscriptionJob({
    db: database.db,
    provider: app.paymentProvider,
    config,
    log: app.log,
  });
  shutdown.onClose(stopSubscriptions);
  if (shutdown.requested()) return shutdown.run();
  shutdown.started();

  const dbLine =
    config.database.kind === 'postgres'
      ? 'PostgreSQL (DATABASE_URL)'
      : `embedded PGlite in ${config.database.dataDir}`;
  const lines = [
    '',
    `  Veoturg is running at http://localhost:${config.port}`,
    `  Database: ${dbLine}${seeded.demoCreated ? ' (demo data created)' : ''}`,
    `  API docs: http://localhost:${config.port}/api/docs`,
  ];
  if (config.seedDemo) {
    lines.push('  Demo sign-in (password for all):', `    ${DEMO_USERS.password}`);
    for (const u of DEMO_USERS.accounts) lines.push(`    ${u.role.padEnd(8)} ${u.email}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

type Closer = () => unknown;
type Logger = { info: (obj: object, msg: string) => void };

/**
 * SIGINT/SIGTERM handling for the whole life of the process. Closers run newest first (the app
 * before the database it uses); a shutdown that hangs is cut off after 10 s with exit code 1.
 */
function installShutdown() {
  const closers: Closer[] = [];
  let signal: string | null = null;
  let log: Logger | null = null;
  let ready = false;
  let running = false;

  const run = async () => {
    if (running) return;
    running = true;
    log?.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      for (const close of closers.reverse()) await close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  const onSignal = (name: string) => {
    signal ??= name;
    // Before start-up finishes, main() notices at its next step; after it, close now.
    if (ready) void run();
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));

  return {
    /** Adds what to close; `logger`, once there is one, announces the shutdown. */
    onClose(close: Closer, logger?: Logger) {
      closers.push(close);
      log = logger ?? log;
    },
    requested: () => signal !== null,
    run,
    started() {
      ready = true;
    },
  };
}

function fail(message: string): never {
  process.stderr.write(`Veoturg cannot start: ${message}\n`);
  process.exit(1);
}

main().catch((error: unknown) => {
  // PostgreSQL's own words when a statement failed, not Drizzle's "Failed query" around them.
  process.stderr.write(`Veoturg cannot start: ${describeDatabaseError(error)}\n`);
  process.exit(1);
});
