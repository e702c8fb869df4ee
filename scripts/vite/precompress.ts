import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the browser downloads; images and fonts are compressed already. */
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its extra headers and file cost. */
const MIN_BYTES = 1024;

/**
 * Writes `name.br` and `name.gz` beside every text file of the build, at the strongest settings,
 * once per build rather than on every request; @fastify/static serves them (`preCompressed`).
 * A copy that comes out no smaller than the original is not written, so the server falls back
 * to the original file.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'veoturg:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = await fs.readdir(outDir, { recursive: true, withFileTypes: true });
      await Promise.all(
        files
          // The Vite manifest (in .vite/) is read by bench:bytes, never served.
          .filter((f) => f.isFile() && TEXT_FILE.test(f.name) && !f.parentPath.includes(`${path.sep}.vite`))
          .map(async (f) => {
            const file = path.join(f.parentPath, f.name);
            const bytes = await fs.readFile(file);
            if (bytes.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(bytes, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }),
              gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
            ]);
            if (br.length < bytes.length) await fs.writeFile(`${file}.br`, br);
            if (gz.length < bytes.length) await fs.writeFile(`${file}.gz`, gz);
          }),
      );
    },
  };
}
