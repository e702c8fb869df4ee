// Line breaks (including CRLF and the Unicode line/paragraph separators) and tabs.
const LINE_BREAKS_AND_TABS = /\r\n|[\n\r\t\u2028\u2029]/g;
// Quotes (straight, backtick, typographic and guillemets), braces, brackets and backslashes: the
// characters that broke the earlier product's exports and templates, so listings never store them.
const FORBIDDEN = /["'`\u201C\u201D\u201E\u2018\u2019\u201A\u00AB\u00BB{}[\]\\]/g;
// Control characters, plus invisible zero-width characters that would make a blank field look filled.
const CONTROL = /[\p{Cc}\u200B\u2060\uFEFF]/gu;

// Control characters no text of ours may carry: all of them (C0, DEL, C1) but the whitespace ones (tab,
// line feed, vertical tab and form feed, which word processors paste as line and page breaks, carriage
// return). PostgreSQL refuses NUL in text outright; the others have no business in a form. Free-text
// fields turn the whitespace ones into spaces (sanitizeText).
const FORBIDDEN_CONTROL = /(?![\t\n\v\f\r])\p{Cc}/u;

/** The one text rule of every input (query, path, body): whether `text` carries a forbidden control character. */
export function hasControlCharacters(text: string): boolean {
  return FORBIDDEN_CONTROL.test(text);
}

// Half of a UTF-16 surrogate pair on its own (JSON's "\ud800"): no character at all. PostgreSQL
// refuses it in jsonb, and a text column would keep U+FFFD instead. Under the u flag `\p{Cs}` matches
// only a lone half, never a whole pair: String.prototype.isWellFormed's rule, in the ES2023 library.
const LONE_SURROGATE = /\p{Cs}/u;

/** The input's other text rule (query, path, body): whether `text` is whole characters, with no lone surrogate. */
export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/** Cleans a free-text listing field; a value with nothing left becomes null so the column stays empty. */
export function sanitizeText(value: string | null | undefined): string | null {
  if (value == null) return null;
  const cleaned = value
    .replace(LINE_BREAKS_AND_TABS, ' ')
    .replace(CONTROL, '')
    .replace(FORBIDDEN, '')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned === '' ? null : cleaned;
}

const DECIMAL = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * Parses a user-typed decimal, accepting both '12,5' and '12.5' and ignoring spaces used as thousands
 * separators ('12 500').
 *
 * Returns null for an empty value (the field was left blank, which is allowed) and NaN for anything
 * that is not a number, so a caller can tell "not given" from "invalid" and report a validation error.
 */
export function parseDecimal(value: string | number | null | undefined): number | null {
  if (value == null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  // A typed minus may be the typographic one (−5 °C).
  const compact = value.replace(/\s+/g, '').replace('\u2212', '-');
  if (compact === '') return null;
  const dotted = compact.replace(',', '.');
  if (!DECIMAL.test(dotted)) return Number.NaN;
  const parsed = Number(dotted);
  return Number.isFinite(parsed) ? parsed : Number.NaN;
}

/** The input step of the price-per-km field. */
export const PRICE_PER_KM_STEP = 0.01;

/** Rounds to the nearest multiple of step, without binary float noise (1.005 -> 1.01, not 1.00). */
export function roundTo(value: number, step: number): number {
  if (!(step > 0)) throw new RangeError('step must be a positive number');
  if (!Number.isFinite(value)) return value;
  const decimals = stepDecimals(step);
  // toPrecision removes the representation error of value / step before rounding to the step.
  const steps = Math.round(Number((value / step).toPrecision(12)));
  const rounded = Number((steps * step).toFixed(decimals));
  return rounded === 0 ? 0 : rounded;
}

function stepDecimals(step: number): number {
  const [mantissa = '', exponent = '0'] = String(step).split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.max(0, fraction.length - Number(exponent));
}
