import { format } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { et } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { inputVariants } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

// A calendar day as the calendar draws it: midnight where the browser is.
function toDate(day: string): Date | undefined {
  const match = DAY.exec(day);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
}

interface EndDatePickerProps {
  id?: string;
  /** 'yyyy-MM-dd' or ''. */
  value: string;
  onChange: (day: string) => void;
  /** The first day that may be chosen, 'yyyy-MM-dd' (earlier days are greyed out). */
  firstDay: string;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * One end date: a field reading "Vali kuupäev" (or the day as dd.MM.yyyy) that opens a calendar in
 * Estonian, weeks from Monday, the days before `firstDay` not selectable. Picking a day closes it.
 */
export function EndDatePicker({ id, value, onChange, firstDay, invalid, describedBy }: EndDatePickerProps) {
  const [open, setOpen] = useState(false);
  const selected = toDate(value);
  const first = toDate(firstDay);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          id={id}
          type="button"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={cn(
            inputVariants(),
            'flex h-11 items-center gap-2 text-left',
            selected ? 'text-slate-900' : 'text-slate-400',
          )}
        >
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          <span className="truncate">{selected ? format(selected, 'dd.MM.yyyy') : 'Vali kuupäev'}</span>
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 rounded-xl border border-slate-200 bg-white p-3 shadow-lg [--rdp-accent-background-color:var(--color-brand-50)] [--rdp-accent-color:var(--color-brand-600)] [--rdp-day-height:40px] [--rdp-day-width:40px] [--rdp-day_button-height:38px] [--rdp-day_button-width:38px]"
        >
          <DayPicker
            mode="single"
            locale={et}
            weekStartsOn={1}
            defaultMonth={selected ?? first}
            selected={selected}
            disabled={first ? { before: first } : undefined}
            onSelect={(date) => {
              onChange(date ? format(date, 'yyyy-MM-dd') : '');
              if (date) setOpen(false);
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
