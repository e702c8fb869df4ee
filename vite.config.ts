import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite/precompress.ts';
import { pageLanguage } from './scripts/vite/page-language.ts';
import { prerenderShell } from './scripts/vite/prerender-shell.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const alias = {
  '@domain': r('./domain'),
  '@server': r('./server'),
  '@web': r('./web'),
};

// The SPA lives in web/; the API server (server/) serves the built files from dist/web.
export default defineConfig({
  root: r('./web'),
  publicDir: r('./web/public'),
  plugins: [pageLanguage(), react(), tailwindcss(), prerenderShell(alias), precompress()],
  resolve: { alias },
  // The message catalogue (messages/et.json) is imported by its groups (domain/messages.ts): as an
  // ES module per key, not one JSON.parse of the whole file, so a page gets only the groups it
  // imports (no account or admin words on the public pages).
  json: { stringify: false },
  build: {
    outDir: r('./dist/web'),
    emptyOutDir: true,
    // No source maps in the served build (docs/decisions/0012-compressed-responses-no-public-source-maps.md).
    sourcemap: false,
    // .vite/manifest.json maps each source module to its chunk; bench/route-bytes.ts reads it.
    manifest: true,
    // Small shared chunks are copied into the chunks that use them (docs/decisions/0089): a first
    // view of `/` asked for 139 scripts, 119 of them under 2 kB compressed, and now asks for 71. It
    // needs the modules to run in their source order (strictExecutionOrder, which Rolldown turns on
    // for it) and is marked experimental in Rolldown 1.2; the browser suite runs on this build.
    rolldownOptions: {
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 10 * 1024 } } },
    },
  },
  server: {
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3001}`, changeOrigin: false } },
  },
});
