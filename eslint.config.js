import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/artifacts/**',
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
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
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
