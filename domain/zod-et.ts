import type * as z from 'zod/mini';

/**
 * Estonian words for zod's own checks, for the few inputs whose schema gives no message of its own
 * (a query parameter of the wrong type, a text over its length, an unknown key): zod ships no
 * Estonian locale, and an API answer must not mix English into "Vigane sisend: …". Set once per
 * process with `z.config(estonianZodLocale())` (server/app.ts). The messages the schemas carry
 * (the spec's texts) are not touched.
 */
type Issue = Parameters<z.core.$ZodErrorMap>[0];

const TYPES: Record<string, string> = {
  string: 'tekst',
  number: 'number',
  int: 'täisarv',
  boolean: 'tõeväärtus',
  array: 'loend',
  object: 'objekt',
  date: 'kuupäev',
  null: 'tühi väärtus',
  undefined: 'puuduv väärtus',
};

const FORMATS: Record<string, string> = {
  email: 'e-posti aadress',
  url: 'veebiaadress',
  uuid: 'tunnus',
  date: 'kuupäev (AAAA-KK-PP)',
  datetime: 'aeg (ISO 8601)',
};

const UNITS: Record<string, string> = { string: 'märki', array: 'elementi', set: 'elementi' };

function sizeText(
  issue: { origin?: string; exact?: boolean; inclusive?: boolean },
  limit: string,
  big: boolean,
) {
  const unit = UNITS[issue.origin ?? ''];
  const relation = issue.exact
    ? 'täpselt'
    : big
      ? issue.inclusive
        ? 'kuni'
        : 'alla'
      : issue.inclusive
        ? 'vähemalt'
        : 'üle';
  return unit ? `${relation} ${limit} ${unit}` : `${relation} ${limit}`;
}

function message(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `oodati: ${TYPES[issue.expected] ?? issue.expected}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `oodati: ${String(issue.values[0])}`
        : `lubatud on: ${issue.values.map(String).join(', ')}`;
    case 'too_big':
      return `liiga suur: lubatud ${sizeText(issue, String(issue.maximum), true)}`;
    case 'too_small':
      return `liiga väike: lubatud ${sizeText(issue, String(issue.minimum), false)}`;
    case 'invalid_format':
      return `vigane ${FORMATS[issue.format] ?? 'vorming'}`;
    case 'not_multiple_of':
      return `peab olema arvu ${String(issue.divisor)} kordne`;
    case 'unrecognized_keys':
      return `tundmatu väli: ${issue.keys.join(', ')}`;
    case 'invalid_key':
    case 'invalid_element':
    case 'invalid_union':
    default:
      return 'vigane väärtus';
  }
}

export function estonianZodLocale(): { localeError: z.core.$ZodErrorMap } {
  return { localeError: (issue) => message(issue) };
}
