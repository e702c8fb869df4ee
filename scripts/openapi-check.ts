// Checks the published API description (GET /api/docs/json): builds the app on an in-memory PGlite,
// lints the document with Redocly's recommended rules (redocly.yaml: any error or warning fails),
// generates TypeScript from it with openapi-typescript and type-checks that. A route whose schema
// cannot be described, or describes something a client generator cannot use, fails here rather
// than in someone else's client. Run with `npm run openapi:check`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { runSeeds } from '../server/db/seeds/index';

const database = await openDatabase({ kind: 'pglite', dataDir: null });
let document: string;
try {
  await database.migrate();
  await runSeeds(database.db, { demo: false });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // As in production (README): the document's server is the public address.
    PUBLIC_URL: 'https://veoturg.ee',
  });
  const app = await buildApp({ config, database });
  await app.ready();
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  await app.close();
  if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}`);
  document = res.body;
} finally {
  await database.close();
}

// A fixed place under dist/ (not committed): .redocly.lint-ignore.yaml names the file it is about.
const dir = 'dist/openapi';
const json = `${dir}/openapi.json`;
const types = `${dir}/openapi.d.ts`;
mkdirSync(dir, { recursive: true });
writeFileSync(json, document);

const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
const run = (args: string[], capture = false) => {
  const result = spawnSync('npx', ['--no-install', ...args], {
    stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    encoding: 'utf8',
    env,
  });
  if (result.status !== 0) {
    process.stderr.write(`openapi:check: ${args.join(' ')} failed\n`);
    process.exit(result.status ?? 1);
  }
  return result.stdout ?? '';
};

const lint = ['redocly', 'lint', json, '--config', 'redocly.yaml', '--max-problems', '500'];
run(lint);
// Redocly passes a document with warnings; this check does not.
const { totals } = JSON.parse(run([...lint, '--format', 'json'], true)) as {
  totals: { errors: number; warnings: number };
};
if (totals.errors + totals.warnings > 0) {
  process.stderr.write(`openapi:check: ${totals.errors} errors, ${totals.warnings} warnings\n`);
  process.exit(1);
}
run(['openapi-typescript', json, '--output', types]);
run(['tsc', '--noEmit', '--strict', '--skipLibCheck', '--target', 'es2022', types]);
process.stdout.write('openapi:check: the API description lints clean and its generated types compile.\n');
