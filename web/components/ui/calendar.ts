import { format } from 'date-fns';
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
export const shownDay = (date: Date) => format(date, 'dd.MM.yyyy');

/** The calendar popover's look, with the brand colours and touch-sized days. */
export const CALENDAR_POPOVER_CLASS =
  'z-50 rounded-xl border border-slate-200 bg-white p-3 shadow-lg [--rdp-accent-background-color:var(--color-brand-50)] [--rdp-accent-color:var(--color-brand-600)] [--rdp-day-height:40px] [--rdp-day-width:40px] [--rdp-day_button-height:38px] [--rdp-day_button-width:38px]';
