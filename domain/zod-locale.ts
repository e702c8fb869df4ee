import type * as z from 'zod/mini';
import type { Locale } from './locales';
import { m } from './paraglide/messages';

/**
 * Words for zod's own checks, for the few inputs whose schema gives no message of its own (a query
 * parameter of the wrong type, a text over its length, an unknown key): zod ships no Estonian or
 * Latvian locale, and an API answer must not mix English into "Vigane sisend: …". The words are the
 * catalogue's (`zod.*`, messages/server/<locale>.json), so they come in all six languages.
 *
 * The process answers in Estonian (`z.config(zodLocale('et'))`, server/app.ts); the API's error
 * handler says it again in the request's language with `zodMessage`. The messages the schemas carry
 * (the spec's texts) are not touched.
 */
type Issue = Parameters<z.core.$ZodErrorMap>[0];

const TYPES = {
  string: m['zod.type.string'],
  number: m['zod.type.number'],
  int: m['zod.type.int'],
  boolean: m['zod.type.boolean'],
  array: m['zod.type.array'],
  object: m['zod.type.object'],
  date: m['zod.type.date'],
  null: m['zod.type.null'],
  undefined: m['zod.type.undefined'],
} as const;

const FORMATS = {
  email: m['zod.format.email'],
  url: m['zod.format.url'],
  uuid: m['zod.format.uuid'],
  date: m['zod.format.date'],
  datetime: m['zod.format.datetime'],
} as const;

const UNITS = {
  string: m['zod.unit.characters'],
  array: m['zod.unit.elements'],
  set: m['zod.unit.elements'],
} as const;

const pick = <T extends object>(table: T, key: string | undefined): T[keyof T] | undefined =>
  key !== undefined && Object.hasOwn(table, key) ? table[key as keyof T] : undefined;

type SizeIssue = { origin?: string; exact?: boolean; inclusive?: boolean };

function sizeText(issue: SizeIssue, limit: number | bigint, big: boolean, locale: Locale) {
  const unit = pick(UNITS, issue.origin);
  const count = Number(limit);
  const amount = unit ? unit({ count }, { locale }) : String(limit);
  const relation = issue.exact
    ? m['zod.size.exactly']
    : big
      ? issue.inclusive
        ? m['zod.size.atMost']
        : m['zod.size.below']
      : issue.inclusive
        ? m['zod.size.atLeast']
        : m['zod.size.above'];
  return relation({ amount }, { locale });
}

/** What zod's own check says about `issue`, in `locale`. */
export function zodMessage(issue: Issue, locale: Locale): string {
  const o = { locale };
  switch (issue.code) {
    case 'invalid_type': {
      const type = pick(TYPES, issue.expected);
      return m['zod.expected']({ value: type ? type({}, o) : issue.expected }, o);
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? m['zod.expected']({ value: String(issue.values[0]) }, o)
        : m['zod.oneOf']({ values: issue.values.map(String).join(', ') }, o);
    case 'too_big':
      return m['zod.tooBig']({ limit: sizeText(issue, issue.maximum, true, locale) }, o);
    case 'too_small':
      return m['zod.tooSmall']({ limit: sizeText(issue, issue.minimum, false, locale) }, o);
    case 'invalid_format': {
      const format = pick(FORMATS, issue.format);
      return format ? m['zod.invalidFormat']({ format: format({}, o) }, o) : m['zod.invalidShape']({}, o);
    }
    case 'not_multiple_of':
      return m['zod.notMultipleOf']({ divisor: String(issue.divisor) }, o);
    case 'unrecognized_keys':
      return m['zod.unknownField']({ keys: issue.keys.join(', ') }, o);
    case 'invalid_key':
    case 'invalid_element':
    case 'invalid_union':
    default:
      return m['zod.invalidValue']({}, o);
  }
}

export function zodLocale(locale: Locale): { localeError: z.core.$ZodErrorMap } {
  return { localeError: (issue) => zodMessage(issue, locale) };
}
