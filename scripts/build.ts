/**
 * Builds what `npm start` and `npm run serve` run (docs/decisions/0034-built-server-and-skipped-builds.md):
 *
 *   web     the SPA into dist/web (vite.config.ts)
 *   server  the API into dist/server/main.js: one ES module of server/ and domain/, made by Vite's
 *           SSR build; packages from node_modules stay imports, loaded from node_modules at run time
 *
 * After a build succeeds, a hash of every file the target is built from goes into
 * dist/<target>.inputs-sha256. With --if-changed (`npm start`) a target is skipped when its output
 * is there and that hash still matches; a fresh clone has neither, so it always builds.
 *
 *   node --import tsx scripts/build.ts [--if-changed] [web] [server]    (both when none is named)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { inputsHash } from './build-inputs';

// Both builds are production builds, whatever the caller runs with (the browser suite runs with
// NODE_ENV=test, which would otherwise give React's development build).
process.env.NODE_ENV = 'production';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(ROOT, 'dist');

// What each output is built from: its sources, the configuration that shapes it, and the installed
// packages (package-lock.json) whose code the web bundle includes and the server imports.
const COMMON = [
  'domain',
  'messages',
  'project.inlang/settings.json',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.base.json',
  'scripts/build.ts',
  'scripts/build-inputs.ts',
];

type Target = { inputs: string[]; output: string; build(): Promise<void> };

const TARGETS: Record<'web' | 'server', Target> = {
  web: {
    inputs: [...COMMON, 'web', 'vite.config.ts', 'scripts/vite', 'tsconfig.web.json'],
    output: 'dist/web/index.html',
    async build() {
      const { build } = await import('vite');
      await build({ configFile: path.join(ROOT, 'vite.config.ts'), mode: 'production' });
    },
  },
  server: {
    inputs: [...COMMON, 'server', 'tsconfig.server.json'],
    output: 'dist/server/main.js',
    async build() {
      const [{ build }, { alias }] = await Promise.all([import('vite'), import('../vite.config')]);
      await build({
        configFile: false,
        root: ROOT,
        mode: 'production',
        logLevel: 'warn',
        publicDir: false,
        resolve: { alias },
        build: {
          // An SSR build bundles our own modules and leaves every package import as it is.
          ssr: 'server/main.ts',
          outDir: path.join(DIST, 'server'),
          emptyOutDir: true,
          target: 'node20',
          // Readable stack traces without source maps: names and lines as written.
          minify: false,
          sourcemap: false,
        },
      });
    },
  },
};

// The message catalogues compile into domain/paraglide first: both builds import them.
execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/i18n.ts')], { stdio: 'inherit' });

const args = process.argv.slice(2);
const ifChanged = args.includes('--if-changed');
const named = args.filter((a) => !a.startsWith('--'));
for (const name of named) {
  if (!(name in TARGETS)) {
    process.stderr.write(`scripts/build.ts: unknown target "${name}" (web, server)\n`);
    process.exit(2);
  }
}
const names = (named.length > 0 ? named : Object.keys(TARGETS)) as (keyof typeof TARGETS)[];

for (const name of names) {
  const target = TARGETS[name];
  const hashFile = path.join(DIST, `${name}.inputs-sha256`);
  const hash = inputsHash(ROOT, target.inputs);
  const built = fs.existsSync(path.join(ROOT, target.output));
  const previous = built && fs.existsSync(hashFile) ? fs.readFileSync(hashFile, 'utf8').trim() : null;
  if (ifChanged && previous === hash) {
    process.stdout.write(`dist/${name}: up to date, not rebuilt\n`);
    continue;
  }
  const began = performance.now();
  process.stdout.write(
    `dist/${name}: building${ifChanged ? (previous ? ' (its sources changed)' : ' (no finished build)') : ''}\n`,
  );
  // A build that fails or is interrupted leaves no hash behind, so the next start builds again.
  fs.rmSync(hashFile, { force: true });
  await target.build();
  fs.mkdirSync(DIST, { recursive: true });
  fs.writeFileSync(hashFile, `${hash}\n`);
  process.stdout.write(`dist/${name}: built in ${((performance.now() - began) / 1000).toFixed(1)} s\n`);
}
