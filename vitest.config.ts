import { defineConfig } from 'vitest/config';
import { alias } from './vite.config.ts';

// Two projects: pure unit tests (domain/, web/, the server's policies) and integration tests that start the real
// app on a real database (PostgreSQL when DATABASE_URL is set, PGlite otherwise).
// Packages made of hundreds of ES modules are pre-bundled into one file each for the tests. Node 24
// spends about 3 s per test file looking up the package scope of every module it loads (Node 20
// does not): the unit suite took 102 s on Node 24 and 33 s on Node 20; bundled, 24 s and 32 s.
const UNIT_BUNDLED = ['date-fns', '@date-fns/tz', 'zod'];
const INTEGRATION_BUNDLED = [
  ...UNIT_BUNDLED,
  'better-auth',
  'drizzle-orm',
  'stripe',
  'fastify-type-provider-zod',
];

// Files the integration run leaves out, comma-separated (CI's Node.js 24 pass). `--exclude` on the
// command line does not reach a project defined inline here (Vitest 4.1 passes only some options
// on to projects), so it is read from the environment instead.
const INTEGRATION_EXCLUDE = (process.env.INTEGRATION_EXCLUDE ?? '').split(',').filter(Boolean);

// Where the pre-bundled packages are written. Two runs at once (CI's Node.js 20 checks and its
// Node.js 24 pass) must not share it: one run's optimizer replaced the folder while the other
// loaded from it ("Cannot find module …/deps_ssr/@date-fns_tz.js").
const cacheDir = process.env.VITEST_CACHE_DIR ?? 'node_modules/.vite';

export default defineConfig({
  cacheDir,
  resolve: { alias },
  test: {
    projects: [
      {
        cacheDir,
        resolve: { alias },
        test: {
          name: 'unit',
          deps: { optimizer: { ssr: { enabled: true, include: UNIT_BUNDLED } } },
          include: ['domain/**/*.test.ts', 'web/**/*.test.ts', 'server/policies/**/*.test.ts'],
          environment: 'node',
          // A bound on a test that hangs, not on speed. CI runs this suite at the lowest CPU priority
          // beside the browser suite, where a test that takes half a second alone once took more
          // than 5 s (Vitest's default) waiting for a core.
          testTimeout: 30_000,
          // As the integration project: a worker keeps its loaded modules from one file to the next.
          // Loading them again for each of 102 files was nearly all of the suite's time (import 45 s,
          // tests 4 s; 105 CPU-seconds in all, 34 without). A file restores what it stubs (globals,
          // timers, spies) in its own afterEach.
          isolate: false,
        },
      },
      {
        cacheDir,
        resolve: { alias },
        test: {
          name: 'integration',
          deps: { optimizer: { ssr: { enabled: true, include: INTEGRATION_BUNDLED } } },
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['server/policies/**', '**/node_modules/**', ...INTEGRATION_EXCLUDE],
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          // Bounds on a test that hangs, not on speed. CI runs this suite in its background CPU
          // group beside the browser suite (docs/decisions/0093), where a test waits for a core for
          // as long as the browser suite keeps both busy: it sets TEST_TIMEOUT_MS to the hooks' bound
          // there (a test that starts an embedded database of its own took more than 30 s).
          testTimeout: Number(process.env.TEST_TIMEOUT_MS ?? 30_000),
          hookTimeout: 120_000,
          // Two cores: files in parallel on two workers, each with its own database. CI's Node.js 24
          // pass, beside the browser suite, runs one (INTEGRATION_MAX_WORKERS: a `--maxWorkers` on the
          // command line does not override a project's own value).
          maxWorkers: Number(process.env.INTEGRATION_MAX_WORKERS ?? 2),
          // A worker keeps its loaded modules from one file to the next: every file starts its own
          // app on its own database, and loading the app's modules again for each of 61 files was
          // more than half the suite's time (import 90 s of 163 s). Mocks and spies are restored by
          // the file that makes them; module state (caches keyed by database or secret) is per app.
          isolate: false,
        },
      },
    ],
  },
});
