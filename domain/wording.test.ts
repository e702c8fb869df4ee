import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from './account-messages';
import { ADMIN_MESSAGES } from './admin-messages';
import { MESSAGES } from './messages';

// The rules of docs/glossary.md that a machine can check: one voice (the formal "Teie"), one term per
// thing, one date format. A sentence that speaks to the user in "sina", a banned variant of a term or a
// slashed date anywhere in the product's texts fails here.

const ROOT = join(import.meta.dirname, '..');
const SCANNED = ['web', 'domain', 'server', 'scripts/vite'];
// Demo listings are written by (made-up) users, not by the product; tests quote texts on purpose.
const SKIPPED = [/\.test\.tsx?$/, /server\/db\/seeds\/demo-data\.ts$/, /server\/db\/migrations\//];

const RULES: { rule: string; pattern: RegExp }[] = [
  {
    rule: 'informal pronoun',
    pattern: /(?<![\p{L}-])(sul|sinu|sulle|sinul|sind|sinust|sinult|sinuga)(?![\p{L}-])/iu,
  },
  {
    rule: 'informal verb',
    pattern:
      /(?<![\p{L}-])(saad|võid|lahkud|otsid|jõuad|sulged|vajad|näed|jääd|avad|oled|registreerusid|unustasid|kasutasid|saaksid)(?![\p{L}-])/iu,
  },
  { rule: 'informal "sa"', pattern: /(?<![\p{L}-])(kui|et|kas) sa(?![\p{L}-])/iu },
  // "Palun logi sisse", "laadida. Proovi uuesti", "ühendust ja proovi uuesti": a command inside a
  // sentence. A label ("Proovi uuesti", "Logi sisse, et avaldada") starts the text.
  {
    rule: 'informal command in a sentence',
    pattern:
      /(palun|[\p{Ll},.:;–] )\s*(?<!(?<!\p{L})ei\s)(logi (?:sisse|välja|uuesti)|loo|proovi|vali|sisesta|kontrolli|vaata|jäta|kirjuta|vajuta|täida|määra|ava|muuda|eemalda|oota|kinnita)(?![\p{L}-])/u,
  },
  {
    rule: 'informal hint',
    pattern:
      /['"`>]\s*(Kirjuta ja|Vali riigid|Vali soovitustest|Proovi teist|Sisesta oma|Sisesta vähemalt|Täida väljad|Muuda (filtrit|otsingut)|Lisa (esimene|uus)|Salvesta kuulutuse|Eralda (linnad|liinid))/u,
  },
  { rule: '"Ettevõtete kataloog", not "firmade kataloog"', pattern: /firmade kataloog/iu },
  // English texts (API docs, logs) say "e-mail"; Estonian ones decline it or put it beside Estonian words.
  {
    rule: '"e-post" or "e-kiri", not "e-mail"',
    pattern: /(?<![\p{L}-])(e-mail\p{L}+|(see|teine|sisestage) e-mail|['"`>]\s*E-mail )/iu,
  },
  { rule: 'one date format, dd.MM.yyyy', pattern: /dd\/MM\/yyyy/ },
  // The glossary's one label per date: "Pealevõtu kuupäev", "Kohaletoimetamise kuupäev", "Vaba alates".
  {
    rule: 'one label per date',
    pattern: /(?<![\p{L}-])((pealelaadimise|laadimise|mahalaadimise) kuupäev|tarnekuupäev|vaba kuupäev)/iu,
  },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(tsx?|html)$/.test(entry.name) ? [path] : [];
  });
}

/** The file without its comments, which are English and may quote a text to explain it. */
function withoutComments(text: string): string {
  // Line breaks stay, so a finding names its line.
  const blank = (comment: string) => comment.replace(/[^\n]/g, '');
  return text
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, blank)
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

function violations(text: string): string[] {
  return RULES.flatMap(({ rule, pattern }) => {
    const found = pattern.exec(text);
    return found ? [`${rule}: "${found[0].trim()}"`] : [];
  });
}

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

describe('wording', () => {
  it('finds what it looks for', () => {
    expect(violations('Sul pole veel ühtegi kuulutust')).toHaveLength(1);
    expect(violations('Palun proovi lehte uuesti laadida.')).toHaveLength(1);
    expect(violations('Kontrolli ühendust ja proovi uuesti.')).toHaveLength(1);
    expect(violations("hint: 'Kirjuta ja vajuta Enter.'")).not.toHaveLength(0);
    expect(violations('Näita ettevõtet firmade kataloogis')).toHaveLength(1);
    expect(violations('Selle e-mailiga konto on juba olemas')).toHaveLength(1);
    expect(violations("variant === 'card' ? 'dd/MM/yyyy' : 'dd.MM.yyyy'")).toHaveLength(1);
    expect(violations('Kui sa ei loonud kontot')).toHaveLength(1);
    expect(violations('Loo konto ja ava 3 kontakti')).toHaveLength(1);
    expect(violations("label: 'Pealelaadimise kuupäev'")).toHaveLength(1);
    expect(violations('Tarnekuupäev')).toHaveLength(1);
    expect(violations('Mahalaadimise kuupäev')).toHaveLength(1);
    expect(violations('Vaba kuupäev')).toHaveLength(1);
  });

  it('lets the formal voice and labels through', () => {
    for (const text of [
      'Teil pole veel ühtegi kuulutust',
      'Palun proovige lehte uuesti laadida.',
      'Palun logige sisse',
      'Proovi uuesti',
      'Logi sisse, et avaldada',
      'Vali kuupäevavahemik',
      'Kirjutage ja vajutage Enter.',
      'Ettevõtete kataloog',
      'Palun sisestage kehtiv e-posti aadress.',
      'E-kiri saadetud',
      'Kasutajate tagasiside, veateated, soovid ja küsimused',
      'Uut katset ootavaid kirju see ei muuda.',
      'Kogu logi',
      'Pealevõtu kuupäev',
      'Kohaletoimetamise kuupäev',
      'Vaba alates',
    ]) {
      expect(violations(text), text).toEqual([]);
    }
  });

  it('speaks formally in the message catalogues', () => {
    const texts = [...allStrings(MESSAGES), ...allStrings(ACCOUNT_MESSAGES), ...allStrings(ADMIN_MESSAGES)];
    const found = texts.flatMap((text) => violations(text).map((v) => `${v} in "${text}"`));
    expect(found).toEqual([]);
  });

  it('speaks formally, with one term per thing and one date format, in every source file', () => {
    const found = SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir)))
      .filter((path) => !SKIPPED.some((skip) => skip.test(path)))
      .flatMap((path) => {
        const lines = withoutComments(readFileSync(path, 'utf8')).split('\n');
        return lines.flatMap((line, index) =>
          violations(line).map((v) => `${relative(ROOT, path)}:${index + 1}: ${v}`),
        );
      });
    expect(found).toEqual([]);
  });
});
