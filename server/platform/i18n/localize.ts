import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, negotiateLocale, type Locale } from '@domain/locales';
import { m } from '@domain/paraglide/messages';
import etAccount from '../../../messages/account/et.json' with { type: 'json' };
import etAdmin from '../../../messages/admin/et.json' with { type: 'json' };
import et from '../../../messages/et.json' with { type: 'json' };

/**
 * The API's errors in the request's language (../shared/spec/API.md, "Languages";
 * docs/decisions/0063-message-catalogues.md). Services throw the Estonian catalogue's text, as the
 * shared schemas and the web app use it; at the boundary that text is found in the Estonian
 * catalogue, by its words and with its placeholders' values read back out ("Kuni 5 väärtust" is
 * `wizard.tooManyItems` with max 5), and said again by the same message in the request's language.
 * A text no catalogue message makes stays as it is.
 */

type MessageKey = keyof typeof m;
type Pattern = { key: MessageKey; regex: RegExp; names: string[] };

const exact = new Map<string, MessageKey>();
const patterns: Pattern[] = [];
const PLACEHOLDER = /\{(\w+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function learn(key: string, text: string) {
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  if (names.length === 0) {
    // The first key wins: the same words under two keys are said the same way (checked by
    // messages.test.ts for every language).
    if (!exact.has(text)) exact.set(text, key as MessageKey);
    return;
  }
  const source = text
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 === 1 ? '(.+?)' : escape(part)))
    .join('');
  patterns.push({ key: key as MessageKey, regex: new RegExp(`^${source}$`, 's'), names });
}

function walk(node: unknown, path: string[]) {
  if (typeof node === 'string') {
    learn(path.join('.'), node);
  } else if (Array.isArray(node)) {
    // A message with variants (plural forms): each variant's words lead to the same message.
    for (const variant of node as { match: Record<string, string> }[]) {
      for (const text of Object.values(variant.match)) learn(path.join('.'), text);
    }
  } else if (node && typeof node === 'object') {
    for (const [name, child] of Object.entries(node)) if (name !== '$schema') walk(child, [...path, name]);
  }
}
// The Estonian catalogue: the public pages' file, the account area's and the back office's.
for (const file of [et, etAccount, etAdmin]) walk(file, []);

const render = (key: MessageKey, params: Record<string, unknown>, locale: Locale): string =>
  (m[key] as (inputs: Record<string, unknown>, options: { locale: Locale }) => string)(params, { locale });

/** `text` (the Estonian catalogue's words) in `locale`; unchanged when no message makes it. */
export function localize(text: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return text;
  const key = exact.get(text);
  if (key) return render(key, {}, locale);
  for (const { key, regex, names } of patterns) {
    const match = regex.exec(text);
    if (!match) continue;
    const params = Object.fromEntries(
      names.map((name, index) => {
        const value = match[index + 1]!;
        // A count goes back as a number, so that the plural forms are chosen by it.
        return [name, /^\d+$/.test(value) ? Number(value) : value];
      }),
    );
    return render(key, params, locale);
  }
  // "Vigased andmed: <the schema's own words>": each part on its own.
  const colon = text.indexOf(': ');
  if (colon > 0 && exact.has(text.slice(0, colon))) {
    return `${localize(text.slice(0, colon), locale)}: ${localize(text.slice(colon + 2), locale)}`;
  }
  return text;
}

/** The language the request's `Accept-Language` asks for: the best of the six, else Estonian. */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  const header = request.headers['accept-language'];
  return negotiateLocale(Array.isArray(header) ? header[0] : header);
}
