import type { KnipConfig } from 'knip';

// Dead code and unused exports, files and dependencies (docs/decisions/0017-knip.md); `npm run lint`
// runs it. Knip's plugins add the entries that the tools' own configuration names: web/main.tsx
// (web/index.html through vite.config.ts), test/global-setup.ts (vitest.config.ts), and the
// configuration files themselves.
const config: KnipConfig = {
  entry: [
    // The server's entry: package.json's scripts run its build, dist/server/main.js (scripts/build.ts).
    'server/main.ts',
    // Loaded by scripts/vite/prerender-shell.ts through Vite at build time, by path.
    'web/app/shell/static-shell.tsx',
    // Put in place of domain/page-locale.ts by scripts/vite/page-language.ts in the web build, by path.
    'web/lib/page-locale.ts',
    'scripts/*.ts',
    'bench/*.ts',
    'e2e/**/*.spec.ts',
    '**/*.test.{ts,tsx}',
  ],
  project: ['**/*.{ts,tsx,js,css}'],
  ignoreDependencies: [
    // Run with `npx --no-install` by scripts/openapi-check.ts and bench/lighthouse.ts.
    '@redocly/cli',
    'openapi-typescript',
    'lighthouse',
    // Loaded by Paraglide's compiler from project.inlang/settings.json, by path.
    '@inlang/plugin-message-format',
    // The types of smtp-server, which server/platform/mail/mail.test.ts starts.
    '@types/smtp-server',
  ],
  // scripts/ensure-chromium.ts installs Debian's Chromium when it is missing.
  ignoreBinaries: ['apt-get', 'dpkg-deb'],
};

export default config;
