import { describe, expect, it } from 'vitest';
import { OTHER_LOCALES } from '@domain/locales';
import { LOOKUP_SEED, LOOKUP_TABLES } from '@domain/reference';
import { LOOKUP_SEED_LABELS } from './lookup-labels';

describe('the built-in lookup values’ labels', () => {
  it('label every built-in value in every other language', () => {
    for (const table of LOOKUP_TABLES) {
      expect(Object.keys(LOOKUP_SEED_LABELS[table]).sort(), table).toEqual([...LOOKUP_SEED[table]].sort());
      for (const [name, labels] of Object.entries(LOOKUP_SEED_LABELS[table])) {
        for (const locale of OTHER_LOCALES) {
          expect(labels[locale]?.trim(), `${table} ${name} ${locale}`).toBeTruthy();
        }
      }
    }
  });
});
