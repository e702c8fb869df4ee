/**
 * The rules of the tag input (tag-input.tsx), apart from React so they are tested on their own. A tag
 * is trimmed, blanks are dropped and a repeat (in any letter case) is ignored: the same rules as the
 * server's lists (tagList in domain/input-fields.ts), so what the chips show is what gets saved.
 */

/** A value the input may suggest: what is stored and what a person reads. */
export interface TagOption {
  value: string;
  label: string;
}

/** Inner runs of spaces are one space; the ends are trimmed. */
function clean(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** For comparing: one space, lower case, accents folded ('tsehhi' finds 'Tšehhi', 'lati' 'Läti'). */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/^ /, '')
    .toLocaleLowerCase('et');
}

const sameTag = (a: string, b: string) =>
  clean(a).toLocaleLowerCase('et') === clean(b).toLocaleLowerCase('et');

export function hasTag(tags: readonly string[], value: string): boolean {
  return tags.some((tag) => sameTag(tag, value));
}

/** The option a typed entry names, by its label or its value, whatever the case or accents. */
export function findOption(options: readonly TagOption[], entry: string): TagOption | undefined {
  const wanted = fold(entry).trim();
  if (!wanted) return undefined;
  return options.find(
    (option) => fold(option.label).trim() === wanted || fold(option.value).trim() === wanted,
  );
}

interface CommitOptions {
  /** Typed entries that name one of these are stored as its value ('Läti' -> 'lati'). */
  options?: readonly TagOption[];
  /** Only the options may be chosen: an entry that names none is refused. */
  restrictToOptions?: boolean;
  max?: number;
}

/**
 * Adds the entries to the tags: each cleaned, blanks and repeats skipped, at most `max` in all. Answers
 * the new list (the same array when nothing was added) and the entries that were refused because they
 * are not among the options, so the box can keep them for the user to correct.
 */
export function addTags(
  tags: readonly string[],
  entries: readonly string[],
  { options = [], restrictToOptions = false, max = Number.POSITIVE_INFINITY }: CommitOptions = {},
): { tags: readonly string[]; refused: string[] } {
  let next = tags;
  const refused: string[] = [];
  for (const entry of entries) {
    const text = clean(entry);
    if (!text) continue;
    const option = findOption(options, text);
    if (!option && restrictToOptions) {
      refused.push(text);
      continue;
    }
    const value = option?.value ?? text;
    if (hasTag(next, value) || next.length >= max) continue;
    next = [...next, value];
  }
  return { tags: next, refused };
}

export function removeTagAt(tags: readonly string[], index: number): string[] {
  return tags.filter((_, i) => i !== index);
}

interface ReadOptions {
  /** Whether a space ends a tag (the default) or only a comma and Enter do. */
  splitOnSpace?: boolean;
  /** Several-word values a space must not cut in two while they are being typed. */
  suggestions?: readonly TagOption[];
}

/** Whether `typed` (ending in a space) is the start of a suggestion that goes on after that space. */
function continuesSuggestion(typed: string, suggestions: readonly TagOption[]): boolean {
  const start = fold(typed);
  return suggestions.some((option) =>
    [option.label, option.value].some((text) => {
      const whole = fold(text);
      return whole.length > start.length && whole.startsWith(start);
    }),
  );
}

/**
 * Reads the box after a keystroke or a paste: the entries a separator has closed (a comma, a line
 * break, or a space) and the text still being typed. A space closes a tag, since most tags are one word
 * ('Tallinn', 'Kohtla-Järve', 'kaubik'); but while the text so far is the start of a several-word
 * suggestion ('külmik poolhaagis'), the space is kept so that value can still be typed whole. Reading
 * on key presses' results rather than the keys themselves also works for phone keyboards, which do not
 * report which key was pressed.
 */
export function readTyped(
  text: string,
  { splitOnSpace = true, suggestions = [] }: ReadOptions = {},
): { entries: string[]; rest: string } {
  const segments = text.split(/[,\n\r\t]/);
  const last = (segments.pop() ?? '').replace(/^\s+/, '');
  if (!splitOnSpace) return { entries: segments.map(clean).filter(Boolean), rest: last };

  const entries: string[] = [];
  // A closed segment ends in a separator, so its last word is whole too.
  for (const segment of segments) {
    const { closed, open } = splitWords(segment, suggestions);
    entries.push(...closed);
    if (clean(open)) entries.push(clean(open));
  }
  const { closed, open } = splitWords(last, suggestions);
  return { entries: [...entries, ...closed], rest: open };
}

/** The words a space has closed, and what is still open: the last word, or a suggestion's start. */
function splitWords(segment: string, suggestions: readonly TagOption[]): { closed: string[]; open: string } {
  const words = segment.replace(/^\s+/, '').split(/\s+/);
  const typing = words.pop() ?? '';
  const closed: string[] = [];
  let pending = '';
  for (const word of words) {
    const candidate = pending ? `${pending} ${word}` : word;
    if (continuesSuggestion(`${candidate} `, suggestions)) pending = candidate;
    else {
      closed.push(candidate);
      pending = '';
    }
  }
  return { closed, open: pending ? `${pending} ${typing}` : typing };
}

/**
 * The options to offer for what is typed: those not chosen yet, whose label or value contains the text
 * (accents and case aside), the ones that start with it first. Empty text offers every one not chosen.
 */
export function suggestionsFor(
  options: readonly TagOption[],
  tags: readonly string[],
  typed: string,
): TagOption[] {
  const query = fold(typed).trim();
  const open = options.filter((option) => !hasTag(tags, option.value));
  if (!query) return open;
  const starts: TagOption[] = [];
  const contains: TagOption[] = [];
  for (const option of open) {
    const texts = [fold(option.label), fold(option.value)];
    if (texts.some((text) => text.startsWith(query))) starts.push(option);
    else if (texts.some((text) => text.includes(query))) contains.push(option);
  }
  return [...starts, ...contains];
}

/** What a chip reads: the option's label for a known value, otherwise the value as typed. */
export function tagLabel(options: readonly TagOption[], value: string): string {
  return (
    options.find((option) => option.value === value)?.label ?? findOption(options, value)?.label ?? value
  );
}
