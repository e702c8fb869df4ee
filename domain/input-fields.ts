import * as z from 'zod/mini';
import { COUNTRIES, normalizeCountry, type CountryKey } from './countries';
import { isCalendarDay } from './dates';
import { MESSAGES } from './messages';
import { parseDecimal, sanitizeText } from './sanitize';
import { websiteHref } from './website';

/**
 * The field schemas every form of the product is validated with, on both sides: the add-listing
 * wizard and the edit form (listing-input.ts), the settings tabs (contract/profile.ts,
 * contract/notifications.ts). Input is lenient where forms are (numbers as typed text, blank is
 * null); output is canonical.
 *
 * None is optional by itself: the object shapes that use them decide what may be left out, so that
 * an edit can tell "not sent" from "cleared". A description for the API document is registered on
 * the pipe each call builds, not added as a z.describe() check, which would give a transforming pipe
 * a check of its own.
 */

const W = MESSAGES.wizard;

const tooLong = (max: number) => ({ error: W.textTooLong(max) });

/** Required text: non-blank after sanitising, else `message` (also when missing or not a string). */
export function requiredText(message: string, max: number) {
  return z.pipe(
    z.pipe(
      z.string({ error: message }),
      z.transform((value: string) => sanitizeText(value) ?? ''),
    ),
    z.string().check(z.minLength(1, { error: message }), z.maxLength(max, tooLong(max))),
  );
}

/** Optional text: sanitised; blank (or null) becomes null. */
export function optionalText(max: number) {
  return z.pipe(
    z.pipe(
      z.nullable(z.string({ error: W.invalidDataTitle })),
      z.transform((value: string | null) => sanitizeText(value)),
    ),
    z.nullable(z.string().check(z.maxLength(max, tooLong(max)))),
  );
}

/**
 * Optional text of several lines (a company's description): trimmed, line breaks kept, runs of
 * blank lines collapsed; blank becomes null.
 */
export function optionalLongText(max: number) {
  return z.pipe(
    z.pipe(
      z.nullable(z.string({ error: W.invalidDataTitle })),
      z.transform((value: string | null) => {
        const cleaned = (value ?? '')
          .replace(/\r\n?/g, '\n')
          .replace(/[ \t]+\n/g, '\n')
          .replace(/\n{3,}/g, '\n\n')
          .trim();
        return cleaned === '' ? null : cleaned;
      }),
    ),
    z.nullable(z.string().check(z.maxLength(max, tooLong(max)))),
  );
}

// Upper bound well inside the columns' numeric precision (numeric(12,2) and (14,3)), so an absurd
// number is a 400 with a message, never a database overflow.
const MAX_NUMBER = 1_000_000_000;

/** A non-negative decimal: a number, typed text ('12,5', '12 500') or blank/null for "not given". */
export function decimal() {
  return z
    .pipe(
      z.pipe(
        z.union([z.number(), z.string(), z.null()], { error: W.invalidNumber }),
        z.transform((value: number | string | null) => parseDecimal(value)),
      ),
      z.nullable(
        z
          .number({ error: W.invalidNumber })
          .check(
            z.minimum(0, { error: W.negativeNumber }),
            z.maximum(MAX_NUMBER, { error: W.numberTooLarge }),
          ),
      ),
    )
    .register(z.globalRegistry, {
      description: "A number, or decimal text such as '12,5' or '12 500'; blank or null for none",
    });
}

/** A decimal above 0 where given (a quantity, weight or capacity of nothing means nothing); blank is null. */
export function positiveDecimal() {
  return decimal().check(z.refine((value) => value == null || value > 0, { error: W.notPositive }));
}

/** A whole number between `min` and `max` (a number or typed text), or blank/null for "not given". */
export function integer(min: number, max: number, outOfRange: string) {
  return z
    .pipe(
      z.pipe(
        z.union([z.number(), z.string(), z.null()], { error: W.invalidInteger }),
        z.transform((value: number | string | null) => parseDecimal(value)),
      ),
      z.nullable(
        z
          .number({ error: W.invalidInteger })
          .check(
            z.int({ error: W.invalidInteger }),
            z.minimum(min, { error: outOfRange }),
            z.maximum(max, { error: outOfRange }),
          ),
      ),
    )
    .register(z.globalRegistry, {
      description: `A whole number from ${min} to ${max} (or such text); blank or null for none`,
    });
}

/** A calendar day as `YYYY-MM-DD` (domain/dates.ts), or blank/null. */
export function day() {
  return z
    .pipe(
      z.pipe(
        z.nullable(z.string({ error: W.invalidDate })),
        z.transform((value: string | null) => (value == null || value.trim() === '' ? null : value.trim())),
      ),
      z.nullable(
        z
          .string()
          .check(
            z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: W.invalidDate }),
            z.refine(isCalendarDay, { error: W.invalidDate }),
          ),
      ),
    )
    .register(z.globalRegistry, { description: 'A calendar day, YYYY-MM-DD; blank or null for none' });
}

const COUNTRY_KEYS = COUNTRIES.map((c) => c.key) as [CountryKey, ...CountryKey[]];

/** A country by key, or by its Estonian or English name (partner systems); stored as the key. */
export function country() {
  return z
    .pipe(
      z.pipe(
        z.string({ error: W.invalidCountry }),
        z.transform((value: string) => normalizeCountry(value) ?? value),
      ),
      z.enum(COUNTRY_KEYS, { error: W.invalidCountry }),
    )
    .register(z.globalRegistry, {
      description: `A country key (${COUNTRY_KEYS.join(', ')}) or its Estonian or English name; default eesti`,
    });
}

/** E-mail: the spec's simple pattern (something@something.something, no spaces), or blank. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Digits with the usual separators; at least five digits so "-" or "+372" alone is not a number.
const PHONE = /^[+\d\s().\-/]+$/;

export function email(max = 254) {
  return optionalText(max).check(z.refine((v) => v == null || EMAIL.test(v), { error: W.invalidEmail }));
}

export function phone(max = 40) {
  return optionalText(max).check(
    z.refine((v) => v == null || (PHONE.test(v) && (v.match(/\d/g)?.length ?? 0) >= 5), {
      error: W.invalidPhone,
    }),
  );
}

/**
 * A web address (http or https; typed without a scheme it gets https), stored as the full address;
 * blank is null.
 */
export function webAddress(max = 300) {
  return z.pipe(
    z.pipe(
      z.nullable(z.string({ error: W.invalidWebsite })),
      z.transform((value: string | null, ctx) => {
        if (value == null || value.trim() === '') return null;
        const href = websiteHref(value);
        if (!href) ctx.issues.push({ code: 'custom', message: W.invalidWebsite, input: value });
        return href;
      }),
    ),
    z.nullable(z.string().check(z.maxLength(max, tooLong(max)))),
  );
}

/**
 * A list of short texts, as the tag input gives it: each trimmed (sanitised), blanks dropped,
 * repeats dropped (case-insensitively, the first spelling kept); an empty list becomes null.
 */
export function tagList(maxItems: number, maxLength: number) {
  return z
    .pipe(
      z.pipe(
        z.nullable(z.array(z.string({ error: W.invalidDataTitle }), { error: W.invalidDataTitle })),
        z.transform((values: string[] | null) => {
          const seen = new Set<string>();
          const out: string[] = [];
          for (const raw of values ?? []) {
            const value = sanitizeText(raw);
            if (value == null || seen.has(value.toLocaleLowerCase('et'))) continue;
            seen.add(value.toLocaleLowerCase('et'));
            out.push(value);
          }
          return out.length === 0 ? null : out;
        }),
      ),
      z.nullable(
        z
          .array(z.string().check(z.maxLength(maxLength, tooLong(maxLength))))
          .check(z.maxLength(maxItems, { error: W.tooManyItems(maxItems) })),
      ),
    )
    .register(z.globalRegistry, {
      description: `Up to ${maxItems} texts; blanks and repeats are dropped; an empty list is null`,
    });
}

/** A list of country keys (or names), repeats dropped; an empty list becomes null. */
export function countryList() {
  return z.pipe(
    z.nullable(z.array(country(), { error: W.invalidCountry })),
    z.transform((values: CountryKey[] | null) => {
      const unique = [...new Set(values ?? [])];
      return unique.length === 0 ? null : unique;
    }),
  );
}
