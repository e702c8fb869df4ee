import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DatabaseUnavailableError, openDatabase, type Database } from './db/client';
import { DEMO_USERS } from './db/seeds/demo';
import { runSeeds } from './db/seeds/index';
import { startExpiryJob } from './modules/listings/expiry.job';

/**
 * Process entry: validate config, open the database (embedded PGlite unless DATABASE_URL is set),
 * migrate, seed, serve; close everything cleanly on SIGINT/SIGTERM.
 */
async function main() {
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

  await database.migrate();
  const seeded = await runSeeds(database.db, { demo: config.seedDemo });

  const app = await buildApp({ config, database });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as { code?: string }).code;
    await database.close();
    if (code === 'EADDRINUSE') fail(`PORT: port ${config.port} is already in use`);
    if (code === 'EACCES') fail(`PORT: no permission to listen on port ${config.port}`);
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') fail(`HOST: cannot listen on ${config.host}`);
    throw error;
  }

  const stopExpiry = startExpiryJob(database.db, app.log);

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

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      stopExpiry();
      await app.close();
      await database.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

function fail(message: string): never {
  process.stderr.write(`Veoturg cannot start: ${message}\n`);
  process.exit(1);
}

main().catch((error: unknown) => {
  process.stderr.write(`Veoturg cannot start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
