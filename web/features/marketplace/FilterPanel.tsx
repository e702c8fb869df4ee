import { X } from 'lucide-react';
import { lazy, Suspense, type ComponentProps } from 'react';
import { RADIUS_KM } from '@domain/places';
import { fillMessage } from '@domain/catalogue';
import { MESSAGES } from '@domain/messages';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { inputVariants, Input, Select } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { useDebouncedInput } from '@web/lib/use-debounced-input';
import { loadWhenOnline } from '@web/lib/load-when-online';
import { useIsMobile } from '@web/lib/use-media-query';
import { usePlace } from '@web/lib/places-query';
import {
  choiceLabel,
  describeFilter,
  FILTER_FIELDS,
  fieldKeys,
  nearFieldOf,
  type FieldDef,
  type Option,
} from './filter-fields';
import { SEARCH_KEY, type FilterKey, type FilterValues, type MarketTab } from './home-params';
import type { FilterOptions } from './use-reference';
import { wholeOf } from '@web/lib/place-display';

// The calendar (react-day-picker) is fetched when the filters are first opened, not with the home page.
const DateRangePicker = lazy(
  loadWhenOnline(() =>
    import('@web/components/ui/date-range-picker').then((module) => ({ default: module.DateRangePicker })),
  ),
);

// The place picker (downshift) as well: the panel is closed on most visits.
const NearPlaceField = lazy(
  loadWhenOnline(() => import('@web/features/places').then((module) => ({ default: module.NearPlaceField }))),
);

interface FilterFieldsProps {
  tab: MarketTab;
  filters: FilterValues;
  options: FilterOptions;
  optionsLoading: boolean;
  onChange: (changes: FilterChanges) => void;
  onClear: () => void;
  activeCount: number;
}

/** The advanced-filter panel's fields for the active tab, with the clear-all button. */
export function FilterFields({
  tab,
  filters,
  options,
  optionsLoading,
  onChange,
  onClear,
  activeCount,
}: FilterFieldsProps) {
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="grid gap-x-4 gap-y-4 sm:grid-cols-2 lg:grid-cols-4">
        {FILTER_FIELDS[tab].map((field) => (
          <FilterField
            key={fieldKeys(field)[0]}
            field={field}
            filters={filters}
            options={options}
            optionsLoading={optionsLoading}
            onChange={onChange}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <p className="text-sm text-slate-600">
          {activeCount === 0
            ? MESSAGES.marketplace.filters.none
            : fillMessage(MESSAGES.marketplace.filters.selected, { count: activeCount })}
        </p>
        <Button variant="outline" size="sm" onClick={onClear} disabled={activeCount === 0}>
          <X aria-hidden="true" />
          {MESSAGES.marketplace.clearFilters}
        </Button>
      </div>
    </div>
  );
}

type FilterChanges = Partial<Record<FilterKey, string | undefined>>;

interface FieldProps {
  field: FieldDef;
  filters: FilterValues;
  options: FilterOptions;
  optionsLoading: boolean;
  onChange: (changes: FilterChanges) => void;
}

function FilterField({ field, filters, options, optionsLoading, onChange }: FieldProps) {
  const isMobile = useIsMobile();
  switch (field.kind) {
    case 'select': {
      const value = filters[field.key] ?? '';
      let choices = field.options(options);
      // A value from a shared link that the lists do not (or not yet) hold is still shown, not lost.
      if (value && !choices.some((c) => c.value === value)) {
        choices = [{ value, label: choiceLabel(field, value) }, ...choices];
      }
      return (
        <FormField label={field.label}>
          {({ inputId }) => (
            <SelectControl
              id={inputId}
              value={value}
              choices={choices}
              busy={optionsLoading && choices.length === 0}
              onChange={(event) => onChange({ [field.key]: event.target.value || undefined })}
            />
          )}
        </FormField>
      );
    }
    case 'number':
      return (
        <NumberFilter
          label={field.label}
          unit={field.unit}
          value={filters[field.key] ?? ''}
          onCommit={(next) => onChange({ [field.key]: next || undefined })}
        />
      );
    case 'dateRange':
      return (
        <FormField label={field.label}>
          {({ inputId }) => (
            <Suspense
              fallback={
                <div
                  aria-busy="true"
                  className={cn(inputVariants({ density: 'compact' }), 'h-11 bg-slate-50')}
                />
              }
            >
              <DateRangePicker
                id={inputId}
                label={field.label}
                value={{ from: filters[field.from], to: filters[field.to] }}
                onChange={(range) => onChange({ [field.from]: range.from, [field.to]: range.to })}
                numberOfMonths={isMobile ? 1 : 2}
              />
            </Suspense>
          )}
        </FormField>
      );
    case 'near':
      return <NearFilter field={field} filters={filters} onChange={onChange} />;
    case 'check':
      return (
        <label className="flex min-h-11 items-center gap-3 self-end rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
          <input
            type="checkbox"
            checked={filters[field.key] === 'true'}
            onChange={(event) => onChange({ [field.key]: event.target.checked ? 'true' : undefined })}
            className="size-5 accent-brand-600"
          />
          {field.label}
        </label>
      );
  }
}

function SelectControl({
  choices,
  busy,
  ...props
}: ComponentProps<'select'> & { choices: Option[]; busy: boolean }) {
  return (
    <Select density="compact" aria-busy={busy || undefined} {...props}>
      <option value="">{MESSAGES.generic.all}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </Select>
  );
}

function NumberFilter({
  label,
  unit,
  value,
  onCommit,
}: {
  label: string;
  unit: string;
  value: string;
  onCommit: (next: string) => void;
}) {
  const { text, setText, flush } = useDebouncedInput(value, onCommit, 500);
  return (
    <FormField label={label}>
      {({ inputId }) => (
        <div className="relative">
          <Input
            id={inputId}
            type="text"
            density="compact"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onBlur={flush}
            onKeyDown={(event) => event.key === 'Enter' && flush()}
            className="pr-12"
          />
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-500">
            {unit}
          </span>
        </div>
      )}
    </FormField>
  );
}

type NearField = Extract<FieldDef, { kind: 'near' }>;

function NearFilter({
  field,
  filters,
  onChange,
}: {
  field: NearField;
  filters: FilterValues;
  onChange: (changes: FilterChanges) => void;
}) {
  return (
    <Suspense
      fallback={<div aria-busy="true" className="h-[4.75rem] rounded-lg bg-slate-50 sm:col-span-2" />}
    >
      <NearPlaceField
        label={field.label}
        density="compact"
        className="sm:col-span-2"
        value={{ placeId: wholeOf(filters[field.place]), radiusKm: wholeOf(filters[field.radius]) }}
        onChange={(next) =>
          onChange({
            [field.place]: next.placeId === null ? undefined : String(next.placeId),
            [field.radius]:
              next.placeId === null || next.radiusKm === null ? undefined : String(next.radiusKm),
          })
        }
      />
    </Suspense>
  );
}

/** A near filter's chip: 'Pealelaadimine lähedal: Tallinn, 100 km'. */
function nearChipText(field: NearField, filters: FilterValues, name: string | undefined): string {
  return fillMessage(MESSAGES.marketplace.filters.nearChip, {
    label: field.label,
    place: name ?? filters[field.place] ?? '',
    radius: filters[field.radius] ?? String(RADIUS_KM.default),
  });
}

function NearChip({
  field,
  filters,
  onRemove,
}: {
  field: NearField;
  filters: FilterValues;
  onRemove: (keys: FilterKey[]) => void;
}) {
  const place = usePlace(wholeOf(filters[field.place]));
  return (
    <Chip
      text={nearChipText(field, filters, place.data?.name)}
      onRemove={() => onRemove([field.place, field.radius])}
    />
  );
}

function Chip({ text, onRemove }: { text: string; onRemove: () => void }) {
  return (
    <span className="inline-flex h-8 max-w-full items-center gap-1 rounded-full bg-brand-50 pr-1 pl-3 text-sm font-medium text-brand-900 ring-1 ring-brand-200 ring-inset">
      <span className="truncate">{text}</span>
      <button
        type="button"
        aria-label={fillMessage(MESSAGES.marketplace.filters.remove, { filter: text })}
        onClick={onRemove}
        className="inline-flex size-6 shrink-0 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <X aria-hidden="true" className="size-3.5" />
      </button>
    </span>
  );
}

/**
 * The active filters as removable chips, so they stay visible with the panel closed; `options` say
 * the chosen lookup values in the page's language.
 */
export function ActiveFilterChips({
  tab,
  filters,
  options,
  onRemove,
}: {
  tab: MarketTab;
  filters: FilterValues;
  options?: FilterOptions;
  onRemove: (keys: FilterKey[]) => void;
}) {
  const active = (Object.entries(filters) as [FilterKey, string | undefined][]).filter(([key, value]) => {
    if (key === SEARCH_KEY || !value) return false;
    // A place and its radius are one chip, the place's; a radius without its place is none.
    const near = nearFieldOf(tab, key);
    return !near || key === near.place;
  });
  if (active.length === 0) return null;
  return (
    <ul aria-label={MESSAGES.marketplace.filters.active} className="flex flex-wrap gap-2">
      {active.map(([key, value]) => {
        const near = nearFieldOf(tab, key);
        return (
          <li key={key}>
            {near ? (
              <NearChip field={near} filters={filters} onRemove={onRemove} />
            ) : (
              <Chip text={describeFilter(tab, key, value ?? '', options)} onRemove={() => onRemove([key])} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
