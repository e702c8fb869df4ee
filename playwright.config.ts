import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/chromium-path';

// Browser tests drive Debian's Chromium headless shell (a Playwright browser download cannot work
// here; scripts/ensure-chromium.ts).
// E2E_BASE_URL points the suite at an app that is already running (CI starts it exactly as
// `npm start` does); otherwise the suite builds and starts its own server on port 3100.
const external = process.env.E2E_BASE_URL;
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = external ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  // On CI a failed test is retried once; the summary lists it as "flaky" (still a bug to fix).
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    locale: 'et-EE',
    timezoneId: 'Europe/Tallinn',
    // As someone who asked for less motion (web/styles.css): no skeleton pulses, no spinner turns.
    // Each of those frames was composited in software, about a quarter of Chromium's CPU a page load.
    reducedMotion: 'reduce',
    // A trace records every action with DOM snapshots and screencast frames: about a quarter of the
    // suite's time on this machine. On CI it is taken for the retry of a failed test only.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // V8's baseline compiler only: no Maglev or TurboFan. A test's page lives for seconds, and the
        // optimising compilers' background work never paid for itself there: the renderer used about
        // 14 % less CPU (decision 0090). The app's code runs the same; only how fast hot loops get.
        '--js-flags=--max-opt=1',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
  ],
  webServer: external
    ? undefined
    : {
        command: 'node --import tsx scripts/e2e-server.ts',
        url: `${baseURL}/api/health`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        env: { PORT: String(port), NODE_ENV: 'test', LOG_LEVEL: 'warn', RATE_LIMIT_SCALE: '20' },
      },
});
