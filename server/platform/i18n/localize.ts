import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, negotiateLocale, type Locale } from '@domain/locales';
import { catalogueEntries, PLACEHOLDER, placeholderNames } from '@domain/catalogue';
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
type Pattern = { key: MessageKey; regex: RegExp; names: string[]; literal: number };

const exact = new Map<string, MessageKey>();
const patterns: Pattern[] = [];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words of a message around its placeholders: "{label}: {value}" has none. */
export const literalWords = (text: string) => text.replace(PLACEHOLDER, '').replace(/[^\p{L}]/gu, '');

function learn(key: string, text: string) {
  // The pages' frames ("{label}: {value}", "{count} {unit}") are no message of their own: they would
  // make anything, and the API never sends one as a whole.
  if (!literalWords(text)) return;
  const names = placeholderNames([text]);
  if (names.length === 0) {
    // The first key wins: the same words under two keys are said the same way (checked by
    // domain/catalogues.test.ts for every language).
    if (!exact.has(text)) exact.set(text, key as MessageKey);
    return;
  }
  const source = text
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 === 1 ? '(.+?)' : escape(part)))
    .join('');
  patterns.push({
    key: key as MessageKey,
    regex: new RegExp(`^${source}$`, 's'),
    names,
    literal: text.replace(PLACEHOLDER, '').length,
  });
}

// The Estonian catalogue: the public pages' file, the account area's and the back office's. A
// message with plural forms is found by the words of any of them.
for (const { key, texts } of [et, etAccount, etAdmin].flatMap((file) => catalogueEntries(file))) {
  for (const text of texts) learn(key, text);
}
// The most particular first: a message with more words of its own than another that also fits
// ("Kuni {max} tähemärki" before "Kuni {date}") is the one that was meant.
patterns.sort((a, b) => b.literal - a.literal);

const render = (key: MessageKey, params: Record<string, unknown>, locale: Locale): string =>
  (m[key] as (inputs: Record<string, unknown>, options: { locale: Locale }) => string)(params, { locale });

/**
 * `text` said in `locale`, and how many of its characters a message's own words account for (0: no
 * message makes it, and it stays as it is). The reading that accounts for the most wins: a whole
 * message, else the first pattern that fits (the most particular), or "Vigased andmed: <the
 * schema's own words>", each part on its own. "Vigased andmed: Raadius peab olema täisarv 1 kuni
 * 1000 km" also fits the alert summary's "{label} kuni {value}", whose own word is "kuni" alone; read
 * that way it came out "… 1 up to 1000 km".
 */
function said(text: string, locale: Locale): { text: string; known: number } {
  const key = exact.get(text);
  if (key) return { text: render(key, {}, locale), known: text.length };
  let best = { text, known: 0 };
  for (const pattern of patterns) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const params = Object.fromEntries(
      pattern.names.map((name, index) => {
        const value = match[index + 1]!;
        // A count goes back as a number, so that the plural forms are chosen by it.
        return [name, /^\d+$/.test(value) ? Number(value) : value];
      }),
    );
    best = { text: render(pattern.key, params, locale), known: pattern.literal };
    break;
  }
  const colon = text.indexOf(': ');
  const prefix = colon > 0 ? exact.get(text.slice(0, colon)) : undefined;
  if (prefix) {
    const rest = said(text.slice(colon + 2), locale);
    const known = colon + 2 + rest.known;
    if (known > best.known) best = { text: `${render(prefix, {}, locale)}: ${rest.text}`, known };
  }
  return best;
}

/** `text` (the Estonian catalogue's words) in `locale`; unchanged when no message makes it. */
export function localize(text: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? text : said(text, locale).text;
}

/** The language the request's `Accept-Language` asks for: the best of the six, else Estonian. */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  const header = request.headers['accept-language'];
  return negotiateLocale(Array.isArray(header) ? header[0] : header);
}
