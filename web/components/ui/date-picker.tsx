import { CalendarDays, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState, type Ref } from 'react';
import { DayPicker } from 'react-day-picker';
import { fillMessage } from '@domain/catalogue';
import { MESSAGES } from '@domain/messages';
import { cn } from '@web/lib/cn';
import { CALENDAR_LOCALE, CALENDAR_POPOVER_CLASS, shownDay, toDate, toDay } from './calendar';
import { inputVariants } from './input';

const DATE_PLACEHOLDER = MESSAGES.wizard.chooseDate;

interface DatePickerProps {
  id?: string;
  /** Names the button for screen readers (the field's label). */
  label: string;
  /** A day as 'yyyy-MM-dd', or '' for none. */
  value: string;
  onChange: (day: string) => void;
  onBlur?: () => void;
  /** The first day that can be chosen ('yyyy-MM-dd'); earlier days are greyed out. */
  fromDay?: string;
  invalid?: boolean;
  describedBy?: string;
  buttonRef?: Ref<HTMLButtonElement>;
  className?: string;
}

/**
 * One day, as the filters' range picker chooses them: a button reading the day as dd.MM.yyyy (or
 * "Vali kuupäev"), a calendar in the page's language with weeks from Monday, and a clear button.
 */
export function DatePicker({
  id,
  label,
  value,
  onChange,
  onBlur,
  fromDay,
  invalid,
  describedBy,
  buttonRef,
  className,
}: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const selected = toDate(value);
  const first = toDate(fromDay);
  return (
    <div className={cn('relative min-w-0', className)}>
      <Popover.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) onBlur?.();
        }}
      >
        <Popover.Trigger asChild>
          <button
            ref={buttonRef}
            id={id}
            type="button"
            aria-label={`${label}: ${selected ? shownDay(selected) : DATE_PLACEHOLDER}`}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className={cn(
              inputVariants(),
              'flex h-11 items-center gap-2 text-left',
              selected ? 'pr-11 text-slate-900' : 'text-slate-500',
            )}
          >
            <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            <span className="truncate">{selected ? shownDay(selected) : DATE_PLACEHOLDER}</span>
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
              mode="single"
              locale={CALENDAR_LOCALE}
              weekStartsOn={1}
              defaultMonth={selected ?? first}
              selected={selected}
              disabled={first ? { before: first } : undefined}
              onSelect={(day) => {
                onChange(toDay(day) ?? '');
                setOpen(false);
                onBlur?.();
              }}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {selected && (
        <button
          type="button"
          aria-label={fillMessage(MESSAGES.ui.clearLabel, { label })}
          onClick={() => {
            onChange('');
            onBlur?.();
          }}
          className="absolute inset-y-1 right-1 inline-flex w-9 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
