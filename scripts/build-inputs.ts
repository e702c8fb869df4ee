import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// Folders never read by a build, wherever they appear among the inputs.
const SKIPPED = new Set(['node_modules', '.git', 'dist']);

/**
 * A SHA-256 over the path and content of every file under the given paths (files or folders,
 * relative to `root`), in a fixed order. A changed, added, removed or renamed file changes it;
 * timestamps do not (a fresh checkout of the same commit hashes the same). A path that does not
 * exist counts as such, so creating it changes the hash too.
 */
export function inputsHash(root: string, inputs: readonly string[]): string {
  const files: string[] = [];
  const missing: string[] = [];
  const walk = (relative: string) => {
    const stat = fs.statSync(path.join(root, relative), { throwIfNoEntry: false });
    if (!stat) {
      missing.push(relative);
    } else if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(path.join(root, relative))) {
        if (!SKIPPED.has(entry)) walk(path.posix.join(relative, entry));
      }
    } else {
      files.push(relative);
    }
  };
  for (const input of inputs) walk(input);

  const hash = createHash('sha256');
  for (const file of [...new Set(files)].sort()) {
    const content = fs.readFileSync(path.join(root, file));
    hash.update(`${file}\0${content.length}\0`).update(content);
  }
  for (const name of missing.sort()) hash.update(`missing\0${name}\0`);
  return hash.digest('hex');
}
