/**
 * Adds messages to a catalogue, in all six languages at once (docs/decisions/0063-message-catalogues.md):
 *
 *   node --import tsx scripts/add-messages.ts <catalogue> <additions.json>
 *
 * <catalogue> is public (messages/), pages, account, admin, mail or server. additions.json maps a
 * key to its texts: { "feeds.empty": { "et": "…", "en": "…", "ru": "…", "lv": "…", "lt": "…", "fi": "…" } }.
 * A counted message gives each language its CLDR plural forms instead of a text:
 * { "et": { "one": "{count} päev", "other": "{count} päeva" }, "ru": { "one": …, "few": …, "many": …, "other": … } }.
 * A key that is there already with other Estonian words is refused; with the same words it is
 * replaced (a translation corrected). Several sessions may add at once: the files are written under
 * a lock. Run `npm run i18n` afterwards for the server's compiled messages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '../domain/locales';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIRS: Record<string, string> = {
  public: 'messages',
  pages: 'messages/pages',
  account: 'messages/account',
  admin: 'messages/admin',
  mail: 'messages/mail',
  server: 'messages/server',
};

type Text = string | Record<string, string>;
type Tree = { [key: string]: Tree | unknown };

function toCatalogueValue(text: Text): unknown {
  if (typeof text === 'string') return text;
  return [
    {
      declarations: ['input count', 'local countPlural = count: plural'],
      selectors: ['countPlural'],
      match: Object.fromEntries(Object.entries(text).map(([form, words]) => [`countPlural=${form}`, words])),
    },
  ];
}

function lock(file: string): () => void {
  const started = Date.now();
  for (;;) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch {
      if (Date.now() - started > 60_000)
        throw new Error(`${file} is held by another run; remove it if none is running`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
  }
}

const [name, additionsFile] = process.argv.slice(2);
const dir = name ? DIRS[name] : undefined;
if (!dir || !additionsFile) {
  process.stderr.write(`usage: add-messages.ts <${Object.keys(DIRS).join('|')}> <additions.json>\n`);
  process.exit(2);
}
const additions = JSON.parse(fs.readFileSync(additionsFile, 'utf8')) as Record<string, Record<string, Text>>;
for (const [key, texts] of Object.entries(additions)) {
  const missing = LOCALES.filter((locale) => texts[locale] === undefined);
  if (missing.length > 0) throw new Error(`${key}: no text in ${missing.join(', ')}`);
}

const release = lock(path.join(ROOT, 'messages/.lock'));
try {
  const files: string[] = [];
  for (const locale of LOCALES) {
    const file = path.join(ROOT, dir, `${locale}.json`);
    const catalogue: Tree = fs.existsSync(file)
      ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Tree)
      : { $schema: 'https://inlang.com/schema/inlang-message-format' };
    for (const [key, texts] of Object.entries(additions)) {
      const parts = key.split('.');
      const last = parts.pop()!;
      let node = catalogue;
      for (const part of parts) {
        const child = node[part];
        if (child !== undefined && (typeof child !== 'object' || Array.isArray(child)))
          throw new Error(`${key}: ${part} is a message, not a group`);
        node = (child as Tree | undefined) ?? (node[part] = {});
      }
      const value = toCatalogueValue(texts[locale]!);
      if (locale === 'et' && node[last] !== undefined && JSON.stringify(node[last]) !== JSON.stringify(value))
        throw new Error(`${key} is there already with other words: ${JSON.stringify(node[last])}`);
      node[last] = value;
    }
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(catalogue, null, 2)}\n`);
    files.push(file);
  }
  execFileSync(path.join(ROOT, 'node_modules/.bin/prettier'), ['--write', '--log-level', 'warn', ...files], {
    stdio: 'inherit',
  });
  process.stdout.write(`${Object.keys(additions).length} message(s) in ${dir}/<locale>.json\n`);
} finally {
  release();
}
