import { describe, expect, it } from 'vitest';
import { lookupLabel, namesMatchingLabel } from './lookup-labels';

describe('lookupLabel', () => {
  it('says the stored value in Estonian, the label elsewhere, the value where a label is missing', () => {
    const labels = { ru: 'рефрижератор', en: '  ' };
    expect(lookupLabel('külmik', labels, 'et')).toBe('külmik');
    expect(lookupLabel('külmik', labels, 'ru')).toBe('рефрижератор');
    expect(lookupLabel('külmik', labels, 'en')).toBe('külmik');
    expect(lookupLabel('külmik', null, 'fi')).toBe('külmik');
  });
});

describe('namesMatchingLabel', () => {
  const values = [
    {
      name: 'Ehitusmaterjalid',
      labels: { en: 'building materials', ru: 'стройматериалы', lv: 'būvmateriāli' },
    },
    { name: 'Elektroonika', labels: { en: 'electronics', ru: 'электроника' } },
    { name: 'Muu', labels: null },
  ];

  it('gives the stored names whose label in any language contains the word, case and marks ignored', () => {
    expect(namesMatchingLabel('СТРОЙ', values)).toEqual(['ehitusmaterjalid']);
    expect(namesMatchingLabel('buvmateriali', values)).toEqual(['ehitusmaterjalid']);
    expect(namesMatchingLabel('tronic', values)).toEqual(['elektroonika']);
  });

  it('leaves out a name that contains the word itself, and finds nothing for nothing', () => {
    expect(namesMatchingLabel('elektro', values)).toEqual([]);
    expect(namesMatchingLabel('  ', values)).toEqual([]);
    expect(namesMatchingLabel('Германия', values)).toEqual([]);
  });
});
