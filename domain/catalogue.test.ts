import { describe, expect, it } from 'vitest';
import { countMessage, fillMessage } from './catalogue';

const forms = (match: Record<string, string>) => [
  { match: Object.fromEntries(Object.entries(match).map(([form, text]) => [`countPlural=${form}`, text])) },
];

describe('countMessage', () => {
  const days = {
    et: forms({ one: '{count} päev', other: '{count} päeva' }),
    ru: forms({ one: '{count} день', few: '{count} дня', many: '{count} дней', other: '{count} дня' }),
    lv: forms({ zero: '{count} dienu', one: '{count} diena', other: '{count} dienas' }),
  };

  it("chooses each language's CLDR form for the count", () => {
    expect(countMessage(days.et, 1, {}, 'et')).toBe('1 päev');
    expect(countMessage(days.et, 3, {}, 'et')).toBe('3 päeva');
    expect([1, 2, 5, 21, 22, 11].map((n) => countMessage(days.ru, n, {}, 'ru'))).toEqual([
      '1 день',
      '2 дня',
      '5 дней',
      '21 день',
      '22 дня',
      '11 дней',
    ]);
    expect([0, 1, 21, 2].map((n) => countMessage(days.lv, n, {}, 'lv'))).toEqual([
      '0 dienu',
      '1 diena',
      '21 diena',
      '2 dienas',
    ]);
  });

  it('writes the count as the language writes numbers, and fills the other values', () => {
    expect(
      countMessage(forms({ one: '{count} {what}', other: '{count} {what}' }), 12500, { what: 'kg' }, 'et'),
    ).toBe('12\u00A0500 kg');
    expect(countMessage(forms({ one: '{count}', other: '{count}' }), 12500, {}, 'en')).toBe('12,500');
  });

  it('falls back to the other form where a language has no form of its own for the count', () => {
    expect(countMessage(forms({ other: '{count} x' }), 1, {}, 'ru')).toBe('1 x');
  });
});

describe('fillMessage', () => {
  it('fills every placeholder', () => {
    expect(fillMessage('Kuni {max} väärtust ({max})', { max: 5 })).toBe('Kuni 5 väärtust (5)');
  });
});
