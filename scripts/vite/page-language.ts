import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { LOCALES, type Locale } from '../../domain/locales.ts';
import { PSEUDO_ESTONIAN, pseudoCatalogue } from './pseudo-estonian.ts';

/**
 * One language per page (docs/decisions/0064-the-pages-language.md). The code reads the Estonian
 * catalogues (domain/messages.ts imports messages/et.json, and so on) and takes Estonian as the
 * default locale of its formats (domain/page-locale.ts); on the server that is what it means. In a
 * page, both become the page's language:
 *
 * - domain/page-locale.ts is web/lib/page-locale.ts, which reads the language the server wrote into
 *   `<html lang>`;
 * - each catalogue's Estonian file (messages/et.json, messages/account/et.json, …) is a small module
 *   that imports that catalogue's file of the page's language and waits for it (a top-level await),
 *   so the modules that read it start with the right words, and a page downloads one language: the
 *   six files of a catalogue are six chunks, of which the page asks one.
 *
 * `fixedLanguage(locale)` does the same for a render at build time in one known language (the
 * static first look of each language, scripts/vite/prerender-shell.ts): there the files are read
 * as they are, with no waiting.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PAGE_LOCALE_MODULE = path.join(ROOT, 'domain/page-locale.ts');
const BROWSER_PAGE_LOCALE = path.join(ROOT, 'web/lib/page-locale.ts');
// A catalogue's Estonian file: messages/et.json (the public catalogue) or messages/<name>/et.json.
const ESTONIAN_FILE = /[\\/]messages[\\/](?:([\w-]+)[\\/])?et\.json$/;
const CATALOGUE = '\0veoturg-catalogue:';
const FIXED_LOCALE = '\0veoturg-page-locale';

type Redirect = (resolvedId: string) => string | undefined;

function redirecting(name: string, redirect: Redirect, load: (id: string) => string | undefined): Plugin {
  return {
    name,
    enforce: 'pre',
    async resolveId(source, importer, options) {
      // Only the two kinds of module this is about; the loaders below import the real files.
      if (
        !source.endsWith('page-locale') &&
        !source.endsWith('page-locale.ts') &&
        !source.endsWith('et.json')
      )
        return null;
      if (importer?.startsWith(CATALOGUE)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? (redirect(resolved.id) ?? null) : null;
    },
    load(id) {
      return load(id) ?? null;
    },
    // Only in a build for the look at longer words (e2e/pseudo-language.ts): the Estonian files,
    // read before Vite's JSON plugin makes them modules, become pseudo-Estonian.
    transform(code, id) {
      if (!PSEUDO_ESTONIAN || !ESTONIAN_FILE.test(id)) return null;
      return { code: JSON.stringify(pseudoCatalogue(JSON.parse(code))), map: null };
    },
  };
}

/** In the browser: the page's language, read from the page, and the catalogues in it. */
export function pageLanguage(): Plugin {
  return redirecting(
    'veoturg:page-language',
    (id) => {
      if (id === PAGE_LOCALE_MODULE) return BROWSER_PAGE_LOCALE;
      const catalogue = ESTONIAN_FILE.exec(id);
      return catalogue ? `${CATALOGUE}${catalogue[1] ?? ''}` : undefined;
    },
    (id) => {
      if (!id.startsWith(CATALOGUE)) return undefined;
      const dir = path.join(ROOT, 'messages', id.slice(CATALOGUE.length));
      const loaders = LOCALES.map(
        (locale) => `  ${locale}: () => import(${JSON.stringify(path.join(dir, `${locale}.json`))}),`,
      );
      return [
        `import { PAGE_LOCALE } from ${JSON.stringify(BROWSER_PAGE_LOCALE)};`,
        `const files = {\n${loaders.join('\n')}\n};`,
        'export default (await files[PAGE_LOCALE]()).default;',
      ].join('\n');
    },
  );
}

/** At build time, for a render in one language. */
export function fixedLanguage(locale: Locale): Plugin {
  return redirecting(
    `veoturg:fixed-language-${locale}`,
    (id) => {
      if (id === PAGE_LOCALE_MODULE) return FIXED_LOCALE;
      return ESTONIAN_FILE.test(id) ? id.replace(/et\.json$/, `${locale}.json`) : undefined;
    },
    (id) => (id === FIXED_LOCALE ? `export const PAGE_LOCALE = ${JSON.stringify(locale)};` : undefined),
  );
}
