import { describe, expect, it } from 'vitest';
import {
  addTags,
  findOption,
  hasTag,
  readTyped,
  removeTagAt,
  suggestionsFor,
  tagLabel,
  type TagOption,
} from './tag-input-logic';

const COUNTRIES: TagOption[] = [
  { value: 'eesti', label: 'Eesti' },
  { value: 'lati', label: 'Läti' },
  { value: 'tšehhi', label: 'Tšehhi' },
  { value: 'leedu', label: 'Leedu' },
];

const TYPES: TagOption[] = [
  { value: 'kaubik', label: 'Kaubik' },
  { value: 'külmik poolhaagis', label: 'Külmik poolhaagis' },
  { value: 'poolhaagis', label: 'Poolhaagis' },
];

describe('adding tags', () => {
  it('trims, skips blanks and ignores a repeat in any letter case', () => {
    const { tags } = addTags(['Tallinn'], ['  Tartu ', '', '   ', 'tallinn', 'TARTU', 'Pärnu']);
    expect(tags).toEqual(['Tallinn', 'Tartu', 'Pärnu']);
  });

  it('collapses inner spaces and keeps the first spelling', () => {
    expect(addTags([], ['Kohtla-Järve', 'kohtla-järve', 'Narva   Jõesuu']).tags).toEqual([
      'Kohtla-Järve',
      'Narva Jõesuu',
    ]);
  });

  it('answers the same list when nothing is new, so the form stays untouched', () => {
    const tags = ['Tallinn'];
    expect(addTags(tags, ['tallinn', ' ']).tags).toBe(tags);
  });

  it('stores an option typed by its label as its value', () => {
    expect(addTags([], ['Läti', 'LATI', 'tsehhi'], { options: COUNTRIES }).tags).toEqual(['lati', 'tšehhi']);
  });

  it('refuses what is not an option when only options may be chosen', () => {
    expect(addTags(['eesti'], ['Läti', 'Atlantis'], { options: COUNTRIES, restrictToOptions: true })).toEqual(
      {
        tags: ['eesti', 'lati'],
        refused: ['Atlantis'],
      },
    );
  });

  it('keeps free text when options are only suggestions', () => {
    expect(addTags([], ['autovedu'], { options: TYPES }).tags).toEqual(['autovedu']);
  });

  it('stops at the maximum', () => {
    expect(addTags(['a'], ['b', 'c', 'd'], { max: 3 }).tags).toEqual(['a', 'b', 'c']);
  });
});

describe('removing tags', () => {
  it('removes the one at an index; the last one for Backspace in an empty box', () => {
    expect(removeTagAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(removeTagAt(['a', 'b', 'c'], 2)).toEqual(['a', 'b']);
    expect(removeTagAt([], 0)).toEqual([]);
  });

  it('knows a tag whatever its case', () => {
    expect(hasTag(['Tallinn'], ' tallinn ')).toBe(true);
    expect(hasTag(['Tallinn'], 'Tartu')).toBe(false);
  });
});

describe('reading what is typed', () => {
  it('closes a tag at a comma, a space or a line break and keeps the word being typed', () => {
    expect(readTyped('Tallinn,')).toEqual({ entries: ['Tallinn'], rest: '' });
    expect(readTyped('Tallinn ')).toEqual({ entries: ['Tallinn'], rest: '' });
    expect(readTyped('Tallinn Tar')).toEqual({ entries: ['Tallinn'], rest: 'Tar' });
    expect(readTyped('Tar')).toEqual({ entries: [], rest: 'Tar' });
  });

  it('reads a pasted list at once', () => {
    expect(readTyped('Tallinn, Tartu\nPärnu,, Narva')).toEqual({
      entries: ['Tallinn', 'Tartu', 'Pärnu'],
      rest: 'Narva',
    });
  });

  it('ignores spaces and separators with nothing between them', () => {
    expect(readTyped('  ')).toEqual({ entries: [], rest: '' });
    expect(readTyped(', ,')).toEqual({ entries: [], rest: '' });
  });

  it('keeps a space that continues a several-word suggestion', () => {
    expect(readTyped('külmik ', { suggestions: TYPES })).toEqual({ entries: [], rest: 'külmik ' });
    expect(readTyped('Külmik pool', { suggestions: TYPES })).toEqual({ entries: [], rest: 'Külmik pool' });
    expect(readTyped('külmik poolhaagis ', { suggestions: TYPES })).toEqual({
      entries: ['külmik poolhaagis'],
      rest: '',
    });
    // A one-word suggestion is closed by the space as usual.
    expect(readTyped('kaubik ', { suggestions: TYPES })).toEqual({ entries: ['kaubik'], rest: '' });
  });

  it('closes only at a comma when spaces belong to the value', () => {
    expect(readTyped('Tallinn → Riia, Tartu - Võru', { splitOnSpace: false })).toEqual({
      entries: ['Tallinn → Riia'],
      rest: 'Tartu - Võru',
    });
  });
});

describe('suggestions', () => {
  it('offers what is not chosen yet, those starting with the text first', () => {
    expect(suggestionsFor(TYPES, ['kaubik'], '').map((o) => o.value)).toEqual([
      'külmik poolhaagis',
      'poolhaagis',
    ]);
    expect(suggestionsFor(TYPES, [], 'pool').map((o) => o.value)).toEqual([
      'poolhaagis',
      'külmik poolhaagis',
    ]);
  });

  it('matches without accents and by value', () => {
    expect(suggestionsFor(COUNTRIES, [], 'tse').map((o) => o.value)).toEqual(['tšehhi']);
    expect(suggestionsFor(COUNTRIES, [], 'LAT').map((o) => o.value)).toEqual(['lati']);
    expect(suggestionsFor(COUNTRIES, ['LATI'], 'lat')).toEqual([]);
  });

  it('finds an option by label or value and names a chip by its label', () => {
    expect(findOption(COUNTRIES, ' läti ')?.value).toBe('lati');
    expect(findOption(COUNTRIES, '')).toBeUndefined();
    expect(tagLabel(COUNTRIES, 'lati')).toBe('Läti');
    expect(tagLabel(COUNTRIES, 'Tallinn')).toBe('Tallinn');
  });
});
