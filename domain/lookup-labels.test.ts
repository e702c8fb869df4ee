import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { LOOKUP_SEED_LABELS, lookupLabel } from './lookup-labels';
import { LOOKUP_SEED, LOOKUP_TABLES } from './reference';

describe('the built-in lookup values’ labels', () => {
  it('label every built-in value in every other language', () => {
    for (const table of LOOKUP_TABLES) {
      expect(Object.keys(LOOKUP_SEED_LABELS[table]).sort(), table).toEqual([...LOOKUP_SEED[table]].sort());
      for (const [name, labels] of Object.entries(LOOKUP_SEED_LABELS[table])) {
        for (const locale of LOCALES.filter((l) => l !== 'et')) {
          expect(labels[locale]?.trim(), `${table} ${name} ${locale}`).toBeTruthy();
        }
      }
    }
  });
});

describe('lookupLabel', () => {
  it('says the stored value in Estonian, the label elsewhere, the value where a label is missing', () => {
    const labels = { ru: 'рефрижератор', en: '  ' };
    expect(lookupLabel('külmik', labels, 'et')).toBe('külmik');
    expect(lookupLabel('külmik', labels, 'ru')).toBe('рефрижератор');
    expect(lookupLabel('külmik', labels, 'en')).toBe('külmik');
    expect(lookupLabel('külmik', null, 'fi')).toBe('külmik');
  });
});
