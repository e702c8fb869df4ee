import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// docs/ARCHITECTURE.md, the web's layers: app -> features -> components, lib -> domain. A feature is
// used from outside only through its public module, web/features/<name>/index.ts. Read at load, so a
// new feature folder is covered without touching this file.
const webDir = new URL('./web/', import.meta.url);
const webFeatures = fs
  .readdirSync(new URL('features/', webDir), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webOutsideFeatures = fs
  .readdirSync(webDir)
  .filter((entry) => entry !== 'features')
  .map((entry) => `./web/${entry}`);
const featureZones = webFeatures.map((feature) => ({
  target: [
    ...webOutsideFeatures,
    ...webFeatures.filter((other) => other !== feature).map((other) => `./web/features/${other}`),
  ],
  from: `./web/features/${feature}`,
  // index.ts is the public module; the build drops what it re-exports and an importer does not use
  // (package.json "sideEffects"), so it adds no bytes. Pages that web/app loads on demand are not in
  // it: a page re-exported there would land in the chunk of whatever imports index.ts, and import() of
  // index.ts would bring all of it. They come from pages.ts, which the rules below keep to web/app and
  // to import(), so each page stays a chunk of its own (npm run bench:bytes shows it).
  except: ['./index.ts', './pages.ts'],
  message: `Use the ${feature} feature through its public module, @web/features/${feature}; its other files are its own.`,
}));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/artifacts/**',
      // Generated from messages/ by scripts/i18n.ts.
      'domain/paraglide/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.web.json', 'tsconfig.server.json', 'tsconfig.e2e.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-self-import': 'error',
      // The dependency rules of docs/ARCHITECTURE.md.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './domain',
              from: ['./server', './web'],
              message: 'domain/ is pure: no server or web code.',
            },
            { target: './web', from: './server', message: 'The web app talks to the server over HTTP only.' },
            {
              target: ['./web/components', './web/lib'],
              from: ['./web/features', './web/app'],
              message: 'components/ and lib/ serve every feature, so they import no feature and not the app.',
            },
            {
              target: './web/features',
              from: './web/app',
              message:
                'Features do not import the app (router, layout, pages): the app puts the features together.',
            },
            ...featureZones,
            {
              target: ['./web/features', './web/components', './web/lib'],
              from: './web/features/*/pages.ts',
              message:
                "A feature's pages.ts is for web/app, which loads it with import() so each page stays its own chunk.",
            },
            { target: './server', from: './web', message: 'The server does not import web code.' },
            {
              target: './server/platform',
              from: './server/modules',
              message: 'platform/ is infrastructure; features build on it, not the other way round.',
            },
            {
              target: './server/db',
              from: './server/modules',
              message: 'The database layer knows no features.',
            },
            {
              target: './server/policies',
              from: ['./server/modules', './server/db'],
              message: 'Policies are pure decisions: the services load what they need and ask them.',
            },
          ],
        },
      ],
    },
  },
  {
    // Pages load on demand (web/app/route-table.ts). ESLint's no-restricted-imports checks static imports
    // only, so import('@web/features/<name>/pages') passes and a static import of it does not.
    files: ['web/app/**/*.{ts,tsx}', 'web/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@web/features/*/pages', '**/features/*/pages'],
              message: "Load a feature's pages with import(): a static import puts the page into this chunk.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // docs/decisions/0064-the-pages-language.md: a word people read comes from a catalogue
    // (messages/); a literal would stay Estonian in every language. JSX text and the attributes that
    // are read or heard; the brand is a name, not a word.
    files: ['web/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[A-Za-zÀ-ž]{2,}/]:not([value=/^\\s*Veoturg\\s*$/])',
          message:
            'Words people read come from a catalogue (MESSAGES …): docs/decisions/0064-the-pages-language.md.',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|title|placeholder|alt|label|description|aria-description)$/] > Literal[value=/[A-Za-zÀ-ž]{2,}/]',
          message:
            'Words people read come from a catalogue (MESSAGES …): docs/decisions/0064-the-pages-language.md.',
        },
      ],
    },
  },
  {
    // docs/decisions/0018-zod-mini-in-shared-schemas.md: what the web bundle reaches uses zod/mini.
    files: ['domain/**/*.ts', 'web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['zod', 'zod/v4', 'zod/v4/classic'].map((name) => ({
            name,
            message: "Classic zod costs the web bundle ~16 kB gzip: import * as z from 'zod/mini'.",
          })),
        },
      ],
    },
  },
  {
    files: [
      'server/**/*.ts',
      'scripts/**/*.ts',
      'test/**/*.ts',
      'bench/**/*.ts',
      'e2e/**/*.ts',
      '*.config.ts',
      '*.js',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // docs/ARCHITECTURE.md: a feature uses another feature through its service, never its repository.
    files: ['server/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*.repository'],
              message: "Use the other feature's service; its repository is its own.",
            },
          ],
        },
      ],
    },
  },
);
