import { CalendarDays, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import { fillMessage } from '@domain/catalogue';
import { MESSAGES } from '@domain/messages';
import { cn } from '@web/lib/cn';
import { CALENDAR_LOCALE, CALENDAR_POPOVER_CLASS, shownDay, shownDayOfYear, toDate, toDay } from './calendar';
import { inputVariants } from './input';

/** A range as the address keeps it: calendar days as 'yyyy-MM-dd', either end may be open. */
interface DayRange {
  from?: string;
  to?: string;
}

const DATE_RANGE_PLACEHOLDER = MESSAGES.generic.dateRangePlaceholder;

const shown = shownDay;

/**
 * 'dd.MM.yyyy – dd.MM.yyyy' (as the page's language writes dates), or one open end as 'alates …' /
 * 'kuni …'; empty for no range.
 * `compact` leaves out the start's year when both ends share it ('27.11 – 04.12.2026'), so a range
 * fits a quarter-width field; the full form stays for screen readers and everything else.
 */
function describeDayRange(range: DayRange, { compact = false } = {}): string {
  const from = toDate(range.from);
  const to = toDate(range.to);
  if (from && to) {
    const start = compact && from.getFullYear() === to.getFullYear() ? shownDayOfYear(from) : shown(from);
    return `${start} – ${shown(to)}`;
  }
  if (from) return fillMessage(MESSAGES.marketplace.fromDate, { date: shown(from) });
  if (to) return fillMessage(MESSAGES.marketplace.untilDate, { date: shown(to) });
  return '';
}

interface DateRangePickerProps {
  id?: string;
  /** Names the button for screen readers, e.g. the filter's label. */
  label: string;
  value: DayRange;
  onChange: (range: DayRange) => void;
  /** The spec's picker shows two months on a desktop and one below 768 px; the caller knows which. */
  numberOfMonths?: 1 | 2;
  className?: string;
}

/**
 * The spec's date-range picker: a button reading "Vali kuupäevavahemik" (or the chosen range as
 * dd.MM.yyyy), a calendar in the page's language with weeks from Monday, and a clear button. The first click picks
 * the start, the second the end and applies the range; closing after one click applies an open-ended
 * "from" range, so a click is never silently lost.
 */
export function DateRangePicker({
  id,
  label,
  value,
  onChange,
  numberOfMonths = 2,
  className,
}: DateRangePickerProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DateRange | undefined>();
  const [touched, setTouched] = useState(false);
  const text = describeDayRange(value);
  const hasValue = text !== '';

  const commit = (range: DateRange | undefined) =>
    onChange({ from: toDay(range?.from), to: toDay(range?.to) });

  const openChange = (next: boolean) => {
    if (next) {
      const from = toDate(value.from);
      setDraft(from || value.to ? { from, to: toDate(value.to) } : undefined);
      setTouched(false);
    } else if (touched) {
      commit(draft);
    }
    setOpen(next);
  };

  const select = (range: DateRange | undefined) => {
    setDraft(range);
    setTouched(true);
    if (range?.from && range.to) {
      commit(range);
      setTouched(false);
      setOpen(false);
    }
  };

  return (
    // The clear button sits inside the field's right edge (not beside it), so a whole range still fits
    // a quarter of a desktop filter row.
    <div className={cn('relative min-w-0', className)}>
      <Popover.Root open={open} onOpenChange={openChange}>
        <Popover.Trigger asChild>
          <button
            id={id}
            type="button"
            aria-label={hasValue ? `${label}: ${text}` : `${label}: ${DATE_RANGE_PLACEHOLDER}`}
            className={cn(
              inputVariants({ density: 'compact' }),
              'flex h-11 items-center gap-2 text-left',
              hasValue ? 'pr-11 text-slate-900' : 'text-slate-500',
            )}
          >
            <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            <span className="truncate">
              {hasValue ? describeDayRange(value, { compact: true }) : DATE_RANGE_PLACEHOLDER}
            </span>
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            collisionPadding={8}
            className={CALENDAR_POPOVER_CLASS}
          >
            <DayPicker
              mode="range"
              resetOnSelect
              locale={CALENDAR_LOCALE}
              weekStartsOn={1}
              numberOfMonths={numberOfMonths}
              defaultMonth={draft?.from ?? draft?.to}
              selected={draft}
              onSelect={select}
            />
            <div className="mt-2 flex items-center justify-between gap-3 border-t border-slate-100 pt-2 text-sm">
              <span className="text-slate-600">
                {draft?.from && !draft.to ? MESSAGES.ui.pickEnd : MESSAGES.ui.pickStart}
              </span>
              <button
                type="button"
                onClick={() => {
                  setDraft(undefined);
                  setTouched(false);
                  commit(undefined);
                  setOpen(false);
                }}
                className="rounded-md px-2 py-1 font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {MESSAGES.ui.clear}
              </button>
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {hasValue && (
        <button
          type="button"
          aria-label={fillMessage(MESSAGES.ui.clearLabel, { label })}
          onClick={() => commit(undefined)}
          className="absolute inset-y-1 right-1 inline-flex w-9 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
