import { defineConfig } from 'vitest/config';
import { alias } from './vite.config.ts';

// Two projects: pure unit tests (domain/, web/, the server's policies) and integration tests that start the real
// app on a real database (PostgreSQL when DATABASE_URL is set, PGlite otherwise).
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'web/**/*.test.ts', 'server/policies/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['server/policies/**', '**/node_modules/**'],
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Two cores: files in parallel on two workers, each with its own database.
          maxWorkers: 2,
        },
      },
    ],
  },
});
