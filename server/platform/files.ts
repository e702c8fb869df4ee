import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of package.json, found from this module's own address. The server runs from source
 * (this file, under tsx) and built (bundled into dist/server/main.js, docs/decisions/0034-*); the
 * files it reads at run time are named from the project's folder so that both find them.
 */
function projectFolder(): string {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`no package.json above ${fileURLToPath(import.meta.url)}`);
    folder = parent;
  }
  return folder;
}

const PROJECT = projectFolder();

/** The SQL migrations (drizzle-kit generate), applied at every start. */
export const MIGRATIONS_DIR = path.join(PROJECT, 'server/db/migrations');

/** The built web app (scripts/build.ts), served by server/platform/http/web.ts. */
export const WEB_DIST_DIR = path.join(PROJECT, 'dist/web');

/** The gazetteer's names in the six languages (scripts/place-labels.ts), read by server/db/seeds/places.ts. */
export const PLACE_LABELS_FILE = path.join(PROJECT, 'server/db/seeds/place-labels.tsv');
