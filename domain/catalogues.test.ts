import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueEntries, placeholderNames } from './catalogue';
import { OTHER_LOCALES, type Locale } from './locales';

/**
 * The catalogues stay whole (issue 28, item 8): every language has every message of the Estonian
 * one, with the same placeholders, the plural forms its language has, and nothing else. A language
 * is the files project.inlang/settings.json lists: the public pages' (messages/<locale>.json), the
 * long static pages', the account area's, the back office's, the e-mails' and the API's own.
 */
const PROJECT = fileURLToPath(new URL('../', import.meta.url));
const settings = JSON.parse(fs.readFileSync(path.join(PROJECT, 'project.inlang/settings.json'), 'utf8')) as {
  'plugin.inlang.messageFormat': { pathPattern: string[] };
};
const FILES = settings['plugin.inlang.messageFormat'].pathPattern;
const load = (locale: Locale) =>
  Object.assign(
    {},
    ...FILES.map(
      (pattern) =>
        JSON.parse(
          fs.readFileSync(path.join(PROJECT, pattern.replace('{locale}', locale)), 'utf8'),
        ) as Record<string, unknown>,
    ),
  ) as Record<string, unknown>;

const entries = catalogueEntries;
const placeholders = (texts: string[]) => placeholderNames(texts).sort();

const estonian = new Map(entries(load('et')).map((entry) => [entry.key, entry]));

describe.each(OTHER_LOCALES)('the %s catalogue', (locale) => {
  const own = new Map(entries(load(locale)).map((entry) => [entry.key, entry]));

  it('has every Estonian message and no other', () => {
    expect([...own.keys()].filter((key) => !estonian.has(key))).toEqual([]);
    expect([...estonian.keys()].filter((key) => !own.has(key))).toEqual([]);
  });

  it('keeps each message’s placeholders', () => {
    const differing = [...estonian.values()]
      .filter((entry) => own.has(entry.key))
      .filter((entry) => placeholders(entry.texts).join() !== placeholders(own.get(entry.key)!.texts).join())
      .map((entry) => entry.key);
    expect(differing).toEqual([]);
  });

  it('gives a counted message the plural forms of its language', () => {
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const entry of estonian.values()) {
      if (!entry.forms) continue;
      const forms = own.get(entry.key)?.forms;
      expect(forms, entry.key).toBeDefined();
      for (const category of categories) expect(forms, `${entry.key}: ${category}`).toContain(category);
    }
  });

  it('has no blank or padded message', () => {
    for (const { key, texts } of own.values()) {
      for (const text of texts) expect(text.trim() !== '' && text.trim() === text, key).toBe(true);
    }
  });

  it('says the same Estonian words the same way', () => {
    // The API finds a message by its Estonian words (server/platform/i18n/localize.ts): two keys
    // with the same words must not say different things.
    const byText = new Map<string, string>();
    const differing: string[] = [];
    for (const entry of estonian.values()) {
      if (entry.forms) continue;
      const said = own.get(entry.key)?.texts[0];
      const earlier = byText.get(entry.texts[0]!);
      if (earlier !== undefined && said !== undefined && earlier !== said) differing.push(entry.key);
      if (said !== undefined && earlier === undefined) byText.set(entry.texts[0]!, said);
    }
    expect(differing).toEqual([]);
  });
});

describe('the server’s and the schemas’ messages', () => {
  // Every message the API can answer comes from the catalogue, or the API could not say it in the
  // request's language. A literal message in a schema or a thrown error fails here.
  const ROOT = fileURLToPath(new URL('../', import.meta.url));
  const sources = (dir: string): string[] =>
    fs
      .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory()
          ? entry.name === 'paraglide'
            ? []
            : sources(path.join(dir, entry.name))
          : /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)
            ? [path.join(dir, entry.name)]
            : [],
      );
  const LITERAL =
    /(?:\b(?:error|message):\s*|\b(?:badRequest|conflict|forbidden|notFound|unauthorized)\(\s*)(['"`])(?=[^'"`]*[a-zõäöü])/g;
  // Not for users: the process's own configuration errors, a response schema's internal check, a
  // development-only endpoint.
  const ALLOWED = [
    'server/config.ts',
    'domain/contract/companies.ts',
    'server/modules/dev/test-users.service.ts',
  ];

  it('come from the catalogue', () => {
    const literal = [...sources('domain'), ...sources('server')]
      .filter((file) => !ALLOWED.includes(file))
      .flatMap((file) => {
        const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
        return [...text.matchAll(LITERAL)].map((match) => {
          const line = text.slice(0, match.index).split('\n').length;
          return `${file}:${line}`;
        });
      });
    expect(literal).toEqual([]);
  });
});
