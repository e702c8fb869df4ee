/**
 * Pseudo-Estonian: every catalogue text 40 % longer and with accents on its letters, placeholders
 * and addresses left as they are. A build made with VEOTURG_PSEUDO_ESTONIAN=1 (e2e/pseudo-language.ts
 * makes one) shows it in place of Estonian, so a look at the pages at 390 px finds the text that
 * would not fit in a language longer than ours (Finnish, Lithuanian and Russian often are), and a
 * word no catalogue holds stands out as the only one without accents.
 */
export const PSEUDO_ESTONIAN = process.env.VEOTURG_PSEUDO_ESTONIAN === '1';

const ACCENTS: Record<string, string> = {
  a: 'á',
  e: 'ë',
  i: 'ï',
  o: 'ó',
  u: 'ú',
  c: 'ç',
  n: 'ñ',
  s: 'ş',
  y: 'ý',
  A: 'Å',
  E: 'É',
  I: 'Î',
  O: 'Ø',
  U: 'Û',
  C: 'Ç',
  N: 'Ñ',
  S: 'Ş',
};
// The letters that make a text longer: wide ones, as the longest languages' words are.
const FILLER = 'ŵẅḿẃ';

function accented(text: string): string {
  return text.replace(/[A-Za-z]/g, (letter) => ACCENTS[letter] ?? letter);
}

// A value that is an address, a link or an e-mail is used as one: it stays as it is.
const UNTOUCHED = /^(?:https?:\/\/\S+|\S+@\S+|www\.\S+|\/\S*)$/;

/** One text: its words accented, 40 % more letters at the end, `{placeholders}` kept. */
function pseudoText(text: string): string {
  if (UNTOUCHED.test(text) || !/\p{L}/u.test(text)) return text;
  // Placeholders and tags are code: only what is between them changes.
  const parts = text.split(/(\{[^}]*\}|<[^>]*>)/);
  const body = parts.map((part, index) => (index % 2 === 1 ? part : accented(part))).join('');
  const letters = parts.filter((_, index) => index % 2 === 0).join('').length;
  const extra = Math.ceil(letters * 0.4);
  const several = /\s/.test(text.trim());
  let filler = '';
  for (let i = 0; i < extra; i++) {
    // More words of six letters for a text of several words, a longer word for a text of one.
    if (several && i > 0 && i % 6 === 0) filler += ' ';
    filler += FILLER[i % FILLER.length];
  }
  return several ? `${body} ${filler}` : `${body}${filler}`;
}

/** A catalogue file's contents (messages/et.json, …), every text made pseudo. */
export function pseudoCatalogue(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return key === '$schema' ? value : pseudoText(value);
  if (Array.isArray(value)) return value.map((item) => pseudoCatalogue(item));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, pseudoCatalogue(item, name)]),
    );
  return value;
}
