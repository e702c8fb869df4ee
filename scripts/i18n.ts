/**
 * Compiles the message catalogues (messages/<locale>.json, project.inlang) into typed message
 * functions in domain/paraglide/ (docs/decisions/0063-message-catalogues.md). The output is
 * generated, not committed: `npm install` (postinstall), the builds, the type-check and the test
 * runs compile it first, so a fresh clone needs no extra step.
 *
 *   node --import tsx scripts/i18n.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '@inlang/paraglide-js';
import { inputsHash } from './build-inputs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUTDIR = path.join(ROOT, 'domain/paraglide');
// What the output is made from: a compile whose inputs have not changed is skipped, so that the
// builds and test runs that compile first never rewrite the folder under a type-check or a test
// that is reading it (CI runs them side by side).
const INPUTS = ['messages', 'project.inlang/settings.json', 'scripts/i18n.ts', 'package-lock.json'];
const STAMP = path.join(OUTDIR, '.inputs-sha256');

export async function compileMessages() {
  const hash = inputsHash(ROOT, INPUTS);
  if (fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8').trim() === hash) return;
  // The project's plugin path is relative to the working directory.
  const cwd = process.cwd();
  process.chdir(ROOT);
  try {
    await compile({
      project: './project.inlang',
      outdir: './domain/paraglide',
      // The locale is always passed per call (the server answers many languages at once); the
      // runtime's own detection (cookie, global) is not used.
      strategy: ['baseLocale'],
      emitReadme: false,
      emitTsDeclarations: true,
    });
  } finally {
    process.chdir(cwd);
  }
  fs.writeFileSync(STAMP, `${hash}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await compileMessages();
  // The project loader leaves a timer behind that would keep the process alive for half a minute.
  process.exit(0);
}
