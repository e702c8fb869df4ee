import { tz, TZDate } from '@date-fns/tz';
import { lightFormat, startOfDay } from 'date-fns';
import { intlLocale, type Locale } from './locales';
import { MESSAGES } from './messages';
import { PAGE_LOCALE } from './page-locale';
import { parseDecimal } from './sanitize';

/** Times are stored in UTC and always shown in Tallinn time, wherever the viewer or the server is. */
export const TALLINN_TIME_ZONE = 'Europe/Tallinn';
const inTallinn = tz(TALLINN_TIME_ZONE);

// lightFormat knows numeric tokens only, so no locale data comes with it (the pages stay lighter);
// the instant is turned into a Tallinn-zoned date first, whose day and hour it then reads.
function formatInTallinn(instant: Date, pattern: string): string {
  return lightFormat(new TZDate(instant.getTime(), TALLINN_TIME_ZONE), pattern);
}

export const MISSING_VALUE = '-';
// In the page's language in the browser (the catalogue is the page's); on the server Estonian, and a
// mail in another language says it with its own catalogue's `generic.priceOnOffer`.
export const PRICE_ON_OFFER: string = MESSAGES.generic.priceOnOffer;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date-only string ('2026-03-29', as date columns arrive) names a Tallinn calendar day, not a UTC
 * instant, so it becomes midnight in Tallinn; anything else is parsed as an instant.
 */
function toInstant(value: Date | string | null | undefined): Date | null {
  if (value == null) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const text = value.trim();
  if (!text) return null;
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const [, y, m, d] = dateOnly.map(Number) as [number, number, number, number];
    const day = new TZDate(y, m - 1, d, TALLINN_TIME_ZONE);
    // Rejects dates such as 2026-02-31 that Date would silently roll over.
    if (day.getFullYear() !== y || day.getMonth() !== m - 1 || day.getDate() !== d) return null;
    return new Date(day.getTime());
  }
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

// The Intl locale of each language: English as written in Europe (day before month).

// One Intl formatter per language and shape, made once: a date, or a date with its time.
const intlFormats = new Map<string, Intl.DateTimeFormat>();
function tallinnIntl(locale: Locale, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}:${withTime}`;
  let format = intlFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      timeZone: TALLINN_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    });
    intlFormats.set(key, format);
  }
  return format;
}

/**
 * A Tallinn calendar day as `locale` writes it: Estonian dd.MM.yyyy (the glossary's format); the
 * other languages through Intl, two-digit day and month (ru and lv 08.12.2026, lt 2026-12-08,
 * fi 08.12.2026, en 08/12/2026, as British English writes it).
 */
export function formatDate(value: Date | string | null | undefined, locale: Locale = PAGE_LOCALE): string {
  const instant = toInstant(value);
  if (!instant) return MISSING_VALUE;
  return locale === 'et'
    ? formatInTallinn(instant, 'dd.MM.yyyy')
    : tallinnIntl(locale, false).format(instant);
}

/** A Tallinn date and time, 24-hour: Estonian dd.MM.yyyy HH:mm; the other languages through Intl. */
export function formatDateTime(
  value: Date | string | null | undefined,
  locale: Locale = PAGE_LOCALE,
): string {
  const instant = toInstant(value);
  if (!instant) return MISSING_VALUE;
  return locale === 'et'
    ? formatInTallinn(instant, 'dd.MM.yyyy HH:mm')
    : tallinnIntl(locale, true).format(instant);
}

const shortDateFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A Tallinn day without its year, for a compact table's narrow column: Estonian dd.MM, the other
 * languages through Intl (en 08/12, lt 12-08, fi 8.12.).
 */
export function formatShortDate(
  value: Date | string | null | undefined,
  locale: Locale = PAGE_LOCALE,
): string {
  const instant = toInstant(value);
  if (!instant) return MISSING_VALUE;
  if (locale === 'et') return formatInTallinn(instant, 'dd.MM');
  let format = shortDateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      timeZone: TALLINN_TIME_ZONE,
      month: '2-digit',
      day: '2-digit',
    });
    shortDateFormats.set(locale, format);
  }
  return format.format(instant);
}

const ageFormats = new Map<string, Intl.NumberFormat>();

/**
 * How long ago `since` was, in the shortest words a dispatcher scans a column of: '5 min', '3 h',
 * '2 p' in Estonian ('3h', '2d' in English), counted down to the whole unit: minutes for the first
 * hour, hours for the first day, then days. A time still ahead (a clock that runs fast) is 0 minutes.
 */
export function formatAge(
  since: Date | string | null | undefined,
  now: Date = new Date(),
  locale: Locale = PAGE_LOCALE,
): string {
  const instant = toInstant(since);
  if (!instant) return MISSING_VALUE;
  const minutes = Math.max(0, Math.floor((now.getTime() - instant.getTime()) / 60_000));
  const [count, unit] =
    minutes < 60
      ? [minutes, 'minute']
      : minutes < 1440
        ? [Math.floor(minutes / 60), 'hour']
        : [Math.floor(minutes / 1440), 'day'];
  // Estonian and Finnish write an hour "t", as they write a tonne: beside a weight it would read as
  // one, so an age's hours are the SI's "h", which both use too.
  if (unit === 'hour' && (locale === 'et' || locale === 'fi')) return `${count}\u00A0h`;
  const key = `${locale}:${unit}`;
  let format = ageFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), { style: 'unit', unit, unitDisplay: 'narrow' });
    ageFormats.set(key, format);
  }
  return normalizeSpaces(format.format(count));
}

/** The UTC instant of midnight in Tallinn on the Tallinn day that contains `now`. */
export function tallinnDayStart(now: Date): Date {
  return new Date(startOfDay(now, { in: inTallinn }).getTime());
}

/** 'yyyy-MM' of the Tallinn calendar month: two instants share a credit month when their keys match. */
export function tallinnMonthKey(date: Date | string): string {
  const instant = toInstant(date);
  if (!instant) throw new RangeError(`Invalid date: ${String(date)}`);
  return formatInTallinn(instant, 'yyyy-MM');
}

/** 'yyyy-MM-dd' of the Tallinn calendar day, the form date-only columns and date inputs use. */
export function tallinnDateKey(date: Date | string): string {
  const instant = toInstant(date);
  if (!instant) throw new RangeError(`Invalid date: ${String(date)}`);
  const time = instant.getTime();
  if (time >= lastDay.start && time < lastDay.end) return lastDay.key;
  const key = formatInTallinn(instant, 'yyyy-MM-dd');
  const [start, end] = tallinnDayBounds(instant);
  lastDay = { start, end, key };
  return key;
}

/** The Tallinn day that contains `instant`: its midnight and the next, in UTC milliseconds. */
export function tallinnDayBounds(instant: Date): [start: number, end: number] {
  const start = tallinnDayStart(instant).getTime();
  // A Tallinn day lasts 23 to 25 hours, so 26 hours after its midnight is always the next day.
  return [start, tallinnDayStart(new Date(start + 26 * 3_600_000)).getTime()];
}

// The Tallinn day asked for last, with its bounds (UTC milliseconds, end excluded): the server asks
// for today's key in every publish's date checks, and going through Intl for it each time was a
// few per cent of a publish's CPU.
let lastDay = { start: 0, end: 0, key: '' };

// Estonian CLDR leaves four-digit numbers ungrouped ('1234'); grouping always keeps the columns of a
// listing table consistent ('1 234' next to '12 500').
// Made at first use, like the others, not when the module loads: the first Intl object of a page
// costs tens of milliseconds of ICU start-up, which belongs to the first render that needs it, not
// to the evaluation of the app's code (issue 27, item 31).
const moneyFormats = new Map<Locale, Intl.NumberFormat>();
function moneyFormat(locale: Locale): Intl.NumberFormat {
  let nf = moneyFormats.get(locale);
  if (!nf) {
    nf = new Intl.NumberFormat(intlLocale(locale), {
      style: 'currency',
      currency: 'EUR',
      useGrouping: 'always',
    });
    moneyFormats.set(locale, nf);
  }
  return nf;
}
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(maxFractionDigits: number, locale: Locale): Intl.NumberFormat {
  const key = `${locale}:${maxFractionDigits}`;
  let nf = numberFormats.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat(intlLocale(locale), {
      maximumFractionDigits: maxFractionDigits,
      useGrouping: 'always',
    });
    numberFormats.set(key, nf);
  }
  return nf;
}

// ICU versions differ between a normal, a non-breaking and a narrow non-breaking space; one kind keeps
// the output stable across browsers and the server, and never wraps between a number and its unit.
function normalizeSpaces(text: string): string {
  return text.replace(/\s/g, '\u00A0');
}

function toNumber(value: number | string | null | undefined): number | null {
  const parsed = parseDecimal(value);
  return parsed == null || Number.isNaN(parsed) ? null : parsed;
}

export function formatNumber(
  value: number | string | null | undefined,
  maxFractionDigits = 2,
  locale: Locale = PAGE_LOCALE,
): string {
  const n = toNumber(value);
  return n == null ? MISSING_VALUE : normalizeSpaces(numberFormat(maxFractionDigits, locale).format(n));
}

/**
 * A listing without a usable price is negotiable, which the product says as "Pakkumise korral" (in
 * Estonian: a caller in another language says it with the catalogue's `generic.priceOnOffer`).
 */
export function formatMoney(
  amount: number | string | null | undefined,
  locale: Locale = PAGE_LOCALE,
): string {
  const n = toNumber(amount);
  return n == null ? PRICE_ON_OFFER : normalizeSpaces(moneyFormat(locale).format(n));
}

export function formatPricePerKm(
  amount: number | string | null | undefined,
  locale: Locale = PAGE_LOCALE,
): string {
  const n = toNumber(amount);
  return n == null ? PRICE_ON_OFFER : `${formatMoney(n, locale)}/km`;
}

export function formatWeightKg(
  value: number | string | null | undefined,
  locale: Locale = PAGE_LOCALE,
): string {
  const n = toNumber(value);
  return n == null ? MISSING_VALUE : `${formatNumber(n, 2, locale)}\u00A0${locale === 'ru' ? 'кг' : 'kg'}`;
}

export function formatTonnes(
  value: number | string | null | undefined,
  locale: Locale = PAGE_LOCALE,
): string {
  const n = toNumber(value);
  return n == null ? MISSING_VALUE : `${formatNumber(n, 2, locale)}\u00A0${locale === 'ru' ? 'т' : 't'}`;
}

/**
 * A count with its word: Estonian says one thing in the singular and more in the partitive
 * ('1 kord', '2 korda'; '1 päev', '3 päeva').
 */
export function countText(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}
