import { useCombobox } from 'downshift';
import { Check, MapPin } from 'lucide-react';
import { useEffect, useState, type Ref } from 'react';
import { fillMessage } from '@domain/catalogue';
import type { Place } from '@domain/contract/places';
import { MESSAGES } from '@domain/messages';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { placeCountry, placeText } from '@web/lib/place-display';
import { usePlaceSuggestions } from '@web/lib/places-query';

const P = MESSAGES.places;

// Long enough to skip the requests of a fast typist's keystrokes, short enough not to be noticed.
const SUGGEST_DELAY_MS = 150;

function useDelayed(value: string, delay: number): string {
  const [delayed, setDelayed] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDelayed(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return delayed;
}

export interface PlaceComboboxProps {
  /** The input's id (FormField's), so the field's label names the combobox. */
  id: string;
  /** The text in the field: a picked place's name, or what was typed. */
  value: string;
  /** The place the text is, when it was picked from the list (or loaded with it). */
  picked: Pick<Place, 'name' | 'country'> | null;
  /** Typed text: from here on not a picked place (the caller drops its place id). */
  onType: (text: string) => void;
  onPick: (place: Place) => void;
  onBlur?: () => void;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
  density?: 'compact';
  placeholder?: string;
  /** Whether a typed text that is no place says so under the field (a listing's end: "not located"). */
  showStatus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
}

/**
 * The one place picker of every form and filter (issue 29): a text field that suggests the
 * gazetteer's places as one types (any language, any diacritics: "riia", "Рига"), each with its
 * country. An ARIA 1.2 combobox (downshift): arrows move through the list, Enter or a tap picks,
 * Escape closes it and keeps the text. Typing is never refused: a farm or a port terminal the
 * gazetteer does not know stays as typed, and `showStatus` says it is not located.
 */
export function PlaceCombobox({
  id,
  value,
  picked,
  onType,
  onPick,
  onBlur,
  describedBy,
  invalid,
  required,
  density,
  placeholder = P.placeholder,
  showStatus = false,
  inputRef,
  name,
}: PlaceComboboxProps) {
  const query = useDelayed(value, SUGGEST_DELAY_MS);
  // Nothing to suggest for the place already picked: its name is its own best match.
  const suggestions = usePlaceSuggestions(picked ? '' : query);
  const items = picked ? [] : (suggestions.data ?? []);
  const waiting = !picked && value.trim() !== '' && (suggestions.isFetching || query !== value);
  const statusId = `${id}-place`;

  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps } = useCombobox<Place>({
    inputId: id,
    menuId: `${id}-places`,
    items,
    inputValue: value,
    selectedItem: null,
    itemToString: (place) => place?.name ?? '',
    itemToKey: (place) => place?.id,
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onPick(selectedItem);
    },
    stateReducer: (_state, { type, changes }) => {
      // Leaving the field keeps what was typed: a pick is made by choosing, never by tabbing past.
      if (type === useCombobox.stateChangeTypes.InputBlur) {
        return { ...changes, selectedItem: null, inputValue: value };
      }
      return changes;
    },
  });

  const menuOpen = isOpen && value.trim() !== '' && !picked;
  const notFound = !waiting && suggestions.isSuccess && items.length === 0;
  const status = picked
    ? fillMessage(P.located, { place: placeText(picked) })
    : value.trim() !== '' && notFound
      ? P.notLocated
      : null;

  return (
    <div className="relative">
      <div className="relative">
        <Input
          {...getInputProps({
            ref: inputRef,
            // Typing reaches the form in the keystroke's own event, not in downshift's
            // `onInputValueChange` (an effect after the render): a key pressed straight after
            // (Escape on a dialog asking about unsaved text) must already see the text.
            onChange: (event) => onType(event.currentTarget.value),
            onBlur,
            name,
            placeholder,
            autoComplete: 'off',
            spellCheck: false,
            maxLength: 100,
            'aria-invalid': invalid || undefined,
            'aria-required': required || undefined,
            'aria-describedby':
              [describedBy, showStatus && status ? statusId : null].filter(Boolean).join(' ') || undefined,
          })}
          density={density}
          className={cn(picked && 'pr-9')}
          data-place-picked={picked ? 'true' : 'false'}
        />
        {picked && (
          <MapPin
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-brand-600"
          />
        )}
      </div>
      <ul
        {...getMenuProps({ 'aria-label': P.suggestions, 'aria-labelledby': undefined })}
        className={cn(
          'absolute inset-x-0 top-full z-50 mt-1 max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg',
          !menuOpen && 'hidden',
        )}
      >
        {menuOpen &&
          items.map((place, index) => (
            <li
              key={place.id}
              {...getItemProps({ item: place, index })}
              className={cn(
                'flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm',
                highlightedIndex === index ? 'bg-brand-50 text-brand-900' : 'text-slate-900',
              )}
            >
              <span className="min-w-0 truncate font-medium">{place.name}</span>
              <span className="shrink-0 text-xs text-slate-600">{placeCountry(place)}</span>
            </li>
          ))}
        {menuOpen && items.length === 0 && (
          <li role="presentation" className="px-3 py-2 text-sm text-slate-600">
            {waiting ? P.searching : P.noSuggestions}
          </li>
        )}
      </ul>
      {showStatus && status && (
        <p
          id={statusId}
          className={cn('mt-1 flex items-center gap-1 text-xs', picked ? 'text-brand-800' : 'text-amber-800')}
          data-place-status={picked ? 'located' : 'not-located'}
        >
          {picked && <Check aria-hidden="true" className="size-3.5 shrink-0" />}
          <span className="min-w-0">{status}</span>
        </p>
      )}
    </div>
  );
}
