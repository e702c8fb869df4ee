/**
 * Writes server/db/seeds/place-labels.tsv: the gazetteer's places' names in the six languages
 * (docs/decisions/0066-the-gazetteer.md). GeoNames' cities500 lists a place's other names without
 * saying whose they are; Debian's libgeonames-common keeps GeoNames' names per language (gettext
 * catalogues, the GeoNames id as the key), for the places of about 15,000 people and more. Run again
 * when either source changes; the output is committed, so neither the server nor CI needs Debian.
 *
 *   node --import tsx scripts/place-labels.ts
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '../domain/locales';
import { isPlaceLabel, readGazetteer } from '../server/db/seeds/gazetteer';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = path.join(ROOT, 'server/db/seeds/place-labels.tsv');

/** A gettext .mo file's messages: msgid → msgstr (the format: GNU gettext manual, "MO Files"). */
function readMo(file: string): Map<string, string> {
  const buffer = fs.readFileSync(file);
  const magic = buffer.readUInt32LE(0);
  const read = magic === 0x950412de ? buffer.readUInt32LE.bind(buffer) : buffer.readUInt32BE.bind(buffer);
  const count = read(8);
  const originals = read(12);
  const translations = read(16);
  const text = (table: number, i: number) => {
    const length = read(table + i * 8);
    const offset = read(table + i * 8 + 4);
    return buffer.toString('utf8', offset, offset + length);
  };
  const messages = new Map<string, string>();
  for (let i = 0; i < count; i++) messages.set(text(originals, i), text(translations, i));
  return messages;
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'veoturg-place-labels-'));
try {
  execFileSync('apt-get', ['download', 'libgeonames-common'], { cwd: work, stdio: 'inherit' });
  const deb = fs.readdirSync(work).find((file) => file.endsWith('.deb'));
  if (!deb) throw new Error('apt-get download libgeonames-common gave no .deb');
  execFileSync('dpkg-deb', ['-x', deb, 'x'], { cwd: work });
  const catalogues = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      readMo(path.join(work, 'x/usr/share/locale', locale, 'LC_MESSAGES/geonames.mo')),
    ]),
  );
  const lines = [`id\t${LOCALES.join('\t')}`];
  for (const place of readGazetteer()) {
    const labels = LOCALES.map((locale) => {
      const label = catalogues[locale]!.get(String(place.id)) ?? '';
      return isPlaceLabel(locale, label) ? label : '';
    });
    // A label that only repeats the local name says nothing new.
    if (labels.every((label) => label === '' || label === place.name)) continue;
    lines.push(`${place.id}\t${labels.map((label) => (label === place.name ? '' : label)).join('\t')}`);
  }
  fs.writeFileSync(OUT, `${lines.join('\n')}\n`);
  process.stdout.write(`${path.relative(ROOT, OUT)}: ${lines.length - 1} places\n`);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
