import fs from 'node:fs/promises';
import path from 'node:path';
import { runnerImport, type AliasOptions, type Plugin } from 'vite';

type ShellModule = { renderStaticShell(page: 'home' | 'other'): string };

const EMPTY_ROOT = '<div id="root"></div>';
/** Served by server/platform/http/web.ts for every address but the home page. */
const OTHER_PAGES_HTML = 'shell.html';

/**
 * Renders web/app/shell/static-shell.tsx (the header and the home hero, as React first shows them)
 * into #root of index.html at build time, so the first paint does not wait for the scripts; React
 * replaces it (docs/decisions/0013-static-shell-in-index-html.md). The home page's copy goes into
 * index.html; every other address gets shell.html, with the header only, so a visitor of /info never
 * sees the home page's text for a moment.
 */
export function prerenderShell(alias: AliasOptions): Plugin {
  let root = '';
  let outDir = '';
  let otherPagesHtml = '';
  return {
    name: 'veoturg:prerender-shell',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    transformIndexHtml: {
      // After Vite has put in the script and style tags, so both pages carry them.
      order: 'post',
      async handler(html) {
        if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html must contain ${EMPTY_ROOT}`);
        const { module } = await runnerImport<ShellModule>(path.join(root, 'app/shell/static-shell.tsx'), {
          configFile: false,
          root,
          resolve: { alias },
          logLevel: 'warn',
        });
        const withShell = (page: 'home' | 'other') =>
          html.replace(EMPTY_ROOT, `<div id="root">${module.renderStaticShell(page)}</div>`);
        otherPagesHtml = withShell('other');
        return withShell('home');
      },
    },
    async writeBundle() {
      await fs.writeFile(path.join(outDir, OTHER_PAGES_HTML), otherPagesHtml);
    },
  };
}
