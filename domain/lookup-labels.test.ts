import { describe, expect, it } from 'vitest';
import { lookupLabel } from './lookup-labels';

describe('lookupLabel', () => {
  it('says the stored value in Estonian, the label elsewhere, the value where a label is missing', () => {
    const labels = { ru: 'рефрижератор', en: '  ' };
    expect(lookupLabel('külmik', labels, 'et')).toBe('külmik');
    expect(lookupLabel('külmik', labels, 'ru')).toBe('рефрижератор');
    expect(lookupLabel('külmik', labels, 'en')).toBe('külmik');
    expect(lookupLabel('külmik', null, 'fi')).toBe('külmik');
  });
});
