import fs from 'node:fs/promises';
import path from 'node:path';
import { runnerImport, type AliasOptions, type Plugin, type Rolldown } from 'vite';
import { DEFAULT_TAB, homeShellFile, MARKET_TABS, type MarketTab } from '../../domain/home-tabs.ts';

type ShellPage = 'home' | 'other' | 'notFound';
type ShellModule = { renderStaticShell(page: ShellPage, tab?: MarketTab): string };

const EMPTY_ROOT = '<div id="root"></div>';

/** The files besides index.html, which server/platform/http/web.ts serves. */
const OTHER_FILES: { file: string; page: ShellPage; tab?: MarketTab; title?: string }[] = [
  // The home page showing another tab first (`/?tab=transport`): index-transport.html, ….
  ...MARKET_TABS.filter((tab) => tab !== DEFAULT_TAB).map((tab) => ({
    file: homeShellFile(tab),
    page: 'home' as const,
    tab,
  })),
  // Every page of the app but the home page.
  { file: 'shell.html', page: 'other' },
  // Every address that is no page, with status 404 (the title is the one the page sets itself).
  { file: '404.html', page: 'notFound', title: 'Lehte ei leitud – Veoturg' },
];

/**
 * The home page's chunk and every chunk it imports statically. The home page's HTML names them as
 * `<link rel="modulepreload">`, so the browser fetches and compiles them while it parses the page,
 * instead of after the entry has run and asked for them one by one (with a link element per chunk
 * that the entry's script would otherwise insert, on the main thread).
 */
function homePageChunks(bundle: Rolldown.OutputBundle | undefined): string[] {
  if (!bundle) return [];
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const output of Object.values(bundle))
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  const home = [...chunks.values()].find((chunk) =>
    chunk.facadeModuleId?.endsWith('/web/app/pages/HomePage.tsx'),
  );
  if (!home) throw new Error('The build has no chunk of web/app/pages/HomePage.tsx');
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of chunks.get(file)?.imports ?? []) visit(imported);
  };
  visit(home.fileName);
  return [...files];
}

/**
 * Renders web/app/shell/static-shell.tsx (the header and the home hero, as React first shows them)
 * into #root of index.html at build time, so the first paint does not wait for the scripts; React
 * replaces it (docs/decisions/0013-static-shell-in-index-html.md). The home page's copy goes into
 * index.html, and one copy per other tab of the home page (index-transport.html, …, picked by
 * `?tab=`); every other page gets shell.html, with the header only, so a visitor of /info never
 * sees the home page's text for a moment; an address that is no page gets 404.html, the header and
 * the not-found page (decision 0052).
 */
export function prerenderShell(alias: AliasOptions): Plugin {
  let root = '';
  let outDir = '';
  let otherFiles: { file: string; html: string }[] = [];
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
      async handler(html, ctx) {
        if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html must contain ${EMPTY_ROOT}`);
        const homePreloads = homePageChunks(ctx.bundle)
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('');
        const { module } = await runnerImport<ShellModule>(path.join(root, 'app/shell/static-shell.tsx'), {
          configFile: false,
          root,
          resolve: { alias },
          logLevel: 'warn',
        });
        const withShell = (page: ShellPage, title?: string, tab?: MarketTab) => {
          const shell = module.renderStaticShell(page, tab);
          const filled = html
            .replace(EMPTY_ROOT, `<div id="root">${shell}</div>`)
            .replace('</head>', page === 'home' ? `${homePreloads}</head>` : '</head>');
          return title ? filled.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`) : filled;
        };
        otherFiles = OTHER_FILES.map(({ file, page, title, tab }) => ({
          file,
          html: withShell(page, title, tab),
        }));
        return withShell('home');
      },
    },
    async writeBundle() {
      for (const { file, html } of otherFiles) await fs.writeFile(path.join(outDir, file), html);
    },
  };
}
