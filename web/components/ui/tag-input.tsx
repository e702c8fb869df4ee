import { X } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { fillMessage } from '@domain/catalogue';
import { MESSAGES } from '@domain/messages';
import { cn } from '@web/lib/cn';
import { addTags, readTyped, removeTagAt, suggestionsFor, tagLabel, type TagOption } from './tag-input-logic';

export type { TagOption };

interface TagInputProps {
  /** The text box's id: FormField's `inputId`, so the field's label names it. */
  id?: string;
  /** The field's name, for the chips' list and their remove buttons ("Eemalda: Tartu"). */
  label: string;
  value: readonly string[];
  onChange: (tags: string[]) => void;
  onBlur?: () => void;
  /**
   * Values to offer as the user types (a lookup list), shown by their labels; a click or Enter on one
   * adds it whole, which is how a value of several words is added when spaces close tags.
   */
  options?: readonly TagOption[];
  /** Only the options may be chosen (the country list): other text stays in the box, not added. */
  restrictToOptions?: boolean;
  /**
   * Whether a space closes a tag (the default: a tag is one word, 'Kohtla-Järve' included). Off for
   * values with spaces by nature, such as routes ('Tallinn → Riia'): then a comma or Enter closes it.
   */
  commitOnSpace?: boolean;
  maxTags?: number;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  'aria-describedby'?: string;
  /** Also handed the text box (react-hook-form's `field.ref`, so a form can focus the field). */
  inputRef?: (element: HTMLInputElement | null) => void;
  className?: string;
}

/**
 * A list of short values typed as chips: Enter, a comma or a space (see `commitOnSpace`) adds what was
 * typed, and so does leaving the box; Backspace in the empty box removes the last chip; each chip has
 * its own remove button. With `options` it suggests values in a list under the box (the ARIA combobox
 * pattern: arrows move, Enter or a click adds, Escape closes), rather than a datalist, whose pop-up a
 * phone shows differently and whose choice would be cut at its first space.
 */
export function TagInput({
  id,
  label,
  value,
  onChange,
  onBlur,
  options = [],
  restrictToOptions = false,
  commitOnSpace = true,
  maxTags,
  placeholder,
  disabled,
  invalid,
  'aria-describedby': describedBy,
  inputRef: outerRef,
  className,
}: TagInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const suggestions = options.length > 0 ? suggestionsFor(options, value, text) : [];
  const full = maxTags !== undefined && value.length >= maxTags;
  const showList =
    open && !disabled && !full && (suggestions.length > 0 || (restrictToOptions && !!text.trim()));
  // Choosing from a closed list: the first match is what Enter takes while typing.
  const activeIndex = active >= 0 ? active : restrictToOptions && text.trim() ? 0 : -1;
  const activeOption = showList ? suggestions[activeIndex] : undefined;

  const commit = (entries: readonly string[], rest = '') => {
    const result = addTags(value, entries, { options, restrictToOptions, max: maxTags });
    if (result.tags !== value) onChange([...result.tags]);
    setText([...result.refused, rest].filter(Boolean).join(', '));
    setActive(-1);
  };

  const choose = (option: TagOption) => {
    commit([option.value]);
    inputRef.current?.focus();
  };

  const type = (next: string) => {
    const { entries, rest } = readTyped(next, { splitOnSpace: commitOnSpace, suggestions: options });
    if (entries.length > 0) commit(entries, rest);
    else {
      setText(rest);
      setActive(-1);
    }
    setOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Enter':
        // Never submits the form: Enter is how a tag is added.
        event.preventDefault();
        if (activeOption) choose(activeOption);
        else if (text.trim()) commit([text]);
        return;
      case 'Backspace':
        if (text === '' && value.length > 0) {
          event.preventDefault();
          onChange(removeTagAt(value, value.length - 1));
        }
        return;
      case 'ArrowDown':
      case 'ArrowUp': {
        if (suggestions.length === 0) return;
        event.preventDefault();
        setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((activeIndex + step + suggestions.length) % suggestions.length);
        return;
      }
      case 'Escape':
        if (showList) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        return;
    }
  };

  return (
    <div className={cn('relative min-w-0', className)}>
      {/* A click anywhere in the field goes to the text box, as in any text field. */}
      <div
        onClick={(event) => {
          if (event.target === event.currentTarget) inputRef.current?.focus();
        }}
        className={cn(
          'flex min-h-11 w-full min-w-0 flex-wrap items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2 py-1.5 shadow-xs focus-within:border-brand-600 focus-within:outline-2 focus-within:outline-offset-0 focus-within:outline-brand-600',
          invalid && 'border-red-600 bg-red-50/40',
          disabled && 'bg-slate-50',
        )}
      >
        {value.length > 0 && (
          <ul aria-label={label} className="flex max-w-full min-w-0 flex-wrap gap-1.5">
            {value.map((tag, index) => {
              const shown = tagLabel(options, tag);
              return (
                <li
                  key={tag}
                  className="inline-flex h-8 max-w-full min-w-0 items-center gap-0.5 rounded-full bg-brand-50 pr-0.5 pl-3 text-sm font-medium text-brand-900 ring-1 ring-brand-200"
                >
                  <span className="truncate">{shown}</span>
                  <button
                    type="button"
                    aria-label={fillMessage(MESSAGES.ui.removeTag, { name: shown })}
                    disabled={disabled}
                    onClick={() => {
                      onChange(removeTagAt(value, index));
                      inputRef.current?.focus();
                    }}
                    className="inline-flex size-7 shrink-0 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <X aria-hidden="true" className="size-3.5" />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <input
          ref={(element) => {
            inputRef.current = element;
            outerRef?.(element);
          }}
          id={id}
          type="text"
          role={options.length > 0 ? 'combobox' : undefined}
          aria-autocomplete={options.length > 0 ? 'list' : undefined}
          aria-expanded={options.length > 0 ? showList : undefined}
          aria-controls={options.length > 0 ? listId : undefined}
          aria-activedescendant={activeOption ? `${listId}-${activeIndex}` : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          enterKeyHint="enter"
          disabled={disabled || full}
          placeholder={
            full && maxTags !== undefined
              ? MESSAGES.wizard.tooManyItems(maxTags)
              : value.length === 0
                ? placeholder
                : undefined
          }
          value={text}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            if (text.trim()) commit([text]);
            setOpen(false);
            onBlur?.();
          }}
          className="h-8 min-w-20 flex-1 border-0 bg-transparent px-1 text-base text-slate-900 outline-none placeholder:text-slate-500 disabled:cursor-not-allowed"
        />
      </div>
      {options.length > 0 && (
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!showList}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-60 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {suggestions.map((option, index) => (
            <li
              key={option.value}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              // Keeps the focus (and so the list) in the box while the pointer picks.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
              className={cn(
                'cursor-pointer px-3 py-2 text-sm text-slate-800',
                index === activeIndex ? 'bg-brand-50 text-brand-900' : 'hover:bg-slate-50',
              )}
            >
              {option.label}
            </li>
          ))}
          {suggestions.length === 0 && (
            <li
              role="option"
              aria-disabled="true"
              aria-selected={false}
              className="px-3 py-2 text-sm text-slate-500"
            >
              {MESSAGES.ui.noMatch}
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
