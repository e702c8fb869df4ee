import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueEntries } from '../../domain/catalogue';
import type { Locale } from '../../domain/locales';

/**
 * A journey written with the pages' Estonian words, walked in another language: `inLanguage('ru')`
 * turns an Estonian text into the same message's text in Russian, found by its words in the
 * catalogues (as the API finds its errors' words, server/platform/i18n/localize.ts). A text that
 * no catalogue message says is a mistake of the test, so it throws.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const settings = JSON.parse(fs.readFileSync(path.join(ROOT, 'project.inlang/settings.json'), 'utf8')) as {
  'plugin.inlang.messageFormat': { pathPattern: string[] };
};
const PATTERNS = settings['plugin.inlang.messageFormat'].pathPattern;

function texts(locale: Locale): Map<string, string[]> {
  const byKey = new Map<string, string[]>();
  for (const pattern of PATTERNS) {
    const file = JSON.parse(fs.readFileSync(path.join(ROOT, pattern.replace('{locale}', locale)), 'utf8'));
    for (const entry of catalogueEntries(file)) byKey.set(entry.key, entry.texts);
  }
  return byKey;
}

export function inLanguage(locale: Locale): (estonian: string) => string {
  const estonian = texts('et');
  const own = texts(locale);
  return (words) => {
    for (const [key, candidates] of estonian) {
      const at = candidates.indexOf(words);
      if (at >= 0) return own.get(key)?.[at] ?? words;
    }
    throw new Error(`No catalogue message says "${words}"`);
  };
}
