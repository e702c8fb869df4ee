import { Rows4, Search } from 'lucide-react';
import type { ListDensity } from '@domain/home-tabs';
import { useId } from 'react';
import type { SortValue } from '@domain/feeds';
import { MESSAGES } from '@domain/messages';
import { PAGE_SIZES, isPageSize, type PageSize } from '@domain/pagination';
import type { ListingType } from '@domain/plans';
import { Input, Select } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { useDebouncedInput } from '@web/lib/use-debounced-input';
import { shownSort, SORT_OPTIONS } from './sort-options';

// The controls above each list of the home page: its search, how many rows a page shows and, for the
// listings, their order.

export function SearchBox({
  label,
  placeholder,
  value,
  onCommit,
}: {
  label: string;
  placeholder: string;
  value: string;
  onCommit: (text: string) => void;
}) {
  const id = useId();
  const { text, setText, flush } = useDebouncedInput(value, onCommit);
  return (
    <form
      role="search"
      className="flex min-w-0 flex-1 flex-col gap-1.5 md:min-w-64"
      onSubmit={(event) => {
        event.preventDefault();
        flush();
      }}
    >
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <Input
          id={id}
          type="search"
          density="compact"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          value={text}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          className="pl-9"
        />
      </div>
    </form>
  );
}

export function PageSizeSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: PageSize;
  onChange: (size: PageSize) => void;
}) {
  const id = useId();
  return (
    // Beside the filter button on a phone, where a label above it would not line up.
    <div className="flex shrink-0 items-center gap-2 md:flex-col md:items-start md:gap-1.5">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-slate-800">
        <span className="md:hidden">{MESSAGES.marketplace.perPage}</span>
        <span className="hidden md:inline">{label}</span>
      </label>
      <Select
        id={id}
        density="compact"
        value={value}
        onChange={(event) => {
          const size = Number(event.target.value);
          if (isPageSize(size)) onChange(size);
        }}
        className="w-20 pr-7 md:w-24"
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </Select>
    </div>
  );
}

export function SortSelect({
  type,
  value,
  onChange,
}: {
  type: ListingType;
  value: SortValue;
  onChange: (sort: SortValue) => void;
}) {
  const id = useId();
  const options = SORT_OPTIONS[type];
  return (
    // A row of its own on a phone, below the filter button and the page size: the options' words
    // need the width, and three controls side by side at 390 px would leave the button none.
    <div className="flex min-w-0 basis-full items-center gap-2 md:basis-auto md:flex-col md:items-start md:gap-1.5">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-slate-800">
        {MESSAGES.marketplace.sort.label}
      </label>
      <Select
        id={id}
        density="compact"
        value={shownSort(type, value)}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
        className="min-w-0 flex-1 md:w-48 md:flex-none lg:w-64"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

/**
 * The compact table's switch (issue 30, item 9): pressed, a listing is one line and the page has no
 * hero. A desktop's choice: a phone's cards are the same either way, so it is not offered there.
 */
export function DensityToggle({
  value,
  onChange,
}: {
  value: ListDensity;
  onChange: (density: ListDensity) => void;
}) {
  const compact = value === 'compact';
  return (
    <button
      type="button"
      aria-pressed={compact}
      title={MESSAGES.marketplace.compactViewHint}
      onClick={() => onChange(compact ? 'comfortable' : 'compact')}
      className={cn(
        'hidden h-11 shrink-0 items-center gap-1.5 rounded-lg border px-3 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:inline-flex',
        compact
          ? 'border-brand-300 bg-brand-50 text-brand-800'
          : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
      )}
    >
      <Rows4 aria-hidden="true" className="size-4" />
      {/* Words beside the icon where the search keeps its room; named for screen readers anyway. */}
      <span className="sr-only xl:not-sr-only">{MESSAGES.marketplace.compactView}</span>
    </button>
  );
}
