import { format } from 'date-fns';
import type { DayPickerLocale } from 'react-day-picker';
import { enGB, et, fi, lt, lv, ru } from 'react-day-picker/locale';
import { formatDate } from '@domain/format';
import { intlLocale, type Locale } from '@domain/locales';
import { PAGE_LOCALE } from '@domain/page-locale';
// The calendar's base look, for both pickers (imported once, here).
import 'react-day-picker/style.css';

/** What the two date pickers (one day, a range) share: days as the address and the API keep them. */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

// A calendar day, not an instant: midnight where the browser is, as the calendar draws its days.
export function toDate(value: string | undefined | null): Date | undefined {
  const match = value ? DAY.exec(value) : null;
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export const toDay = (date: Date | undefined) => (date ? format(date, 'yyyy-MM-dd') : undefined);
/** A chosen day as the page's language writes dates (Estonian dd.MM.yyyy). */
export const shownDay = (date: Date) => formatDate(toDay(date));

let dayAndMonth: Intl.DateTimeFormat | undefined;

/** A day without its year ('27.11' in Estonian), for a range whose two ends share the year. */
export function shownDayOfYear(date: Date): string {
  if (PAGE_LOCALE === 'et') return format(date, 'dd.MM');
  dayAndMonth ??= new Intl.DateTimeFormat(intlLocale(PAGE_LOCALE), {
    day: '2-digit',
    month: '2-digit',
  });
  return dayAndMonth.format(date);
}

// The calendar's month and weekday names and its own labels (next month, today…), in each language;
// English as it is written in Europe, weeks from Monday.
const CALENDAR_LOCALES: Record<Locale, DayPickerLocale> = { et, en: enGB, ru, lv, lt, fi };

/** The calendar's words in the page's language. */
export const CALENDAR_LOCALE = CALENDAR_LOCALES[PAGE_LOCALE];

/** The calendar popover's look, with the brand colours and touch-sized days. */
export const CALENDAR_POPOVER_CLASS =
  'z-50 rounded-xl border border-slate-200 bg-white p-3 shadow-lg [--rdp-accent-background-color:var(--color-brand-50)] [--rdp-accent-color:var(--color-brand-600)] [--rdp-day-height:40px] [--rdp-day-width:40px] [--rdp-day_button-height:38px] [--rdp-day_button-width:38px]';
