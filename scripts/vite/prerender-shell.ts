import fs from 'node:fs/promises';
import path from 'node:path';
import { runnerImport, type AliasOptions, type Plugin, type Rolldown } from 'vite';
import {
  DEFAULT_DENSITY,
  DEFAULT_TAB,
  homeShellFile,
  LIST_DENSITIES,
  MARKET_TABS,
  type ListDensity,
  type MarketTab,
} from '../../domain/home-tabs.ts';
import { DEFAULT_LOCALE, localeFile, LOCALES, type Locale } from '../../domain/locales.ts';
import { fixedLanguage } from './page-language.ts';

type ShellPage = 'home' | 'other' | 'notFound';
type ShellModule = { renderStaticShell(page: ShellPage, tab?: MarketTab, density?: ListDensity): string };
type Words = { shell: { title: string; description: string }; notFound: { pageNotFound: string } };

const EMPTY_ROOT = '<div id="root"></div>';

/** The files besides index.html, which server/platform/http/web.ts serves. */
const OTHER_FILES: { file: string; page: ShellPage; tab?: MarketTab; density?: ListDensity }[] = [
  // The home page showing another tab first (`/?tab=transport`) or in the compact density:
  // index-transport.html, index-compact.html, index-transport-compact.html, ….
  ...MARKET_TABS.flatMap((tab) =>
    LIST_DENSITIES.filter((density) => tab !== DEFAULT_TAB || density !== DEFAULT_DENSITY).map((density) => ({
      file: homeShellFile(tab, density),
      page: 'home' as const,
      tab,
      density,
    })),
  ),
  // Every page of the app but the home page.
  { file: 'shell.html', page: 'other' },
  // Every address that is no page, with status 404 (the title is the one the page sets itself).
  { file: '404.html', page: 'notFound' },
];

/** The chunk of a catalogue file (messages/ru.json): the page of that language waits for it first. */
function catalogueChunk(bundle: Rolldown.OutputBundle | undefined, locale: Locale): string | undefined {
  for (const output of Object.values(bundle ?? {}))
    if (output.type === 'chunk' && output.facadeModuleId?.endsWith(`/messages/${locale}.json`))
      return output.fileName;
  return undefined;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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
        // Each language's copy of every file: index.html and the rest in Estonian, ru/index.html
        // and so on in the others (domain/site-pages.ts, localeFile), each rendered with that
        // language's catalogues and formats, in `<html lang>`, with its catalogue's chunk preloaded.
        const files: { file: string; html: string }[] = [];
        for (const locale of LOCALES) {
          const load = <T>(file: string) =>
            runnerImport<T>(path.join(root, file), {
              configFile: false,
              root,
              plugins: [fixedLanguage(locale)],
              resolve: { alias },
              logLevel: 'warn',
            }).then(({ module }) => module);
          const [shell, words] = await Promise.all([
            load<ShellModule>('app/shell/static-shell.tsx'),
            load<{ MESSAGES: Words }>('../domain/messages.ts').then(({ MESSAGES }) => MESSAGES),
          ]);
          const catalogue = catalogueChunk(ctx.bundle, locale);
          const preloads = catalogue ? `<link rel="modulepreload" crossorigin href="/${catalogue}">` : '';
          const inLanguage = html
            .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(words.shell.title)}</title>`)
            .replace(
              /(<meta\s+name="description"\s+content=")[^"]*(")/,
              `$1${escapeHtml(words.shell.description)}$2`,
            );
          const withShell = (page: ShellPage, title?: string, tab?: MarketTab, density?: ListDensity) => {
            const filled = inLanguage
              .replace(EMPTY_ROOT, `<div id="root">${shell.renderStaticShell(page, tab, density)}</div>`)
              .replace('</head>', `${preloads}${page === 'home' ? homePreloads : ''}</head>`);
            return title
              ? filled.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
              : filled;
          };
          const notFoundTitle = `${words.notFound.pageNotFound} – Veoturg`;
          for (const { file, page, tab, density } of OTHER_FILES)
            files.push({
              file: localeFile(file, locale),
              html: withShell(page, page === 'notFound' ? notFoundTitle : undefined, tab, density),
            });
          files.push({ file: localeFile('index.html', locale), html: withShell('home') });
        }
        otherFiles = files.filter(({ file }) => file !== 'index.html');
        const index = files.find(({ file }) => file === localeFile('index.html', DEFAULT_LOCALE));
        if (!index) throw new Error('No Estonian index.html was rendered');
        return index.html;
      },
    },
    async writeBundle() {
      for (const { file, html } of otherFiles) {
        await fs.mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
        await fs.writeFile(path.join(outDir, file), html);
      }
    },
  };
}
