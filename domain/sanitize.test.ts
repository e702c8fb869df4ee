import { describe, it, expect } from 'vitest';
import {
  hasControlCharacters,
  isWellFormedText,
  parseDecimal,
  PRICE_PER_KM_STEP,
  roundTo,
  sanitizeText,
} from './sanitize';

describe('sanitizeText', () => {
  it('turns newlines and tabs into single spaces', () => {
    expect(sanitizeText('Tallinn\nTartu\r\nPärnu\tNarva')).toBe('Tallinn Tartu Pärnu Narva');
  });

  it('removes straight, backtick and typographic quotes', () => {
    expect(sanitizeText('"Ettevõte" \'OÜ\' `x` “a” „b“ ‘c’')).toBe('Ettevõte OÜ x a b c');
  });

  it('removes braces, brackets and backslashes', () => {
    expect(sanitizeText('{"a": [1, 2]} C:\\temp')).toBe('a: 1, 2 C:temp');
  });

  it('removes other control characters', () => {
    expect(sanitizeText('a\u0000b\u0007c\u007Fd\u009Be')).toBe('abcde');
  });

  it('collapses whitespace and trims', () => {
    expect(sanitizeText('   20   alust \u00A0 ehitusmaterjale  ')).toBe('20 alust ehitusmaterjale');
  });

  it('keeps Estonian letters and ordinary punctuation', () => {
    expect(sanitizeText('Õunad, pirnid & šokolaad (külm) - 5 t; 12.5 m³!')).toBe(
      'Õunad, pirnid & šokolaad (külm) - 5 t; 12.5 m³!',
    );
  });

  it.each([null, undefined, '', '   ', '\n\t', '""', '{}[]\\', '\u200B'])('gives null for %j', (value) => {
    expect(sanitizeText(value)).toBeNull();
  });
});

describe('parseDecimal', () => {
  it('accepts a decimal comma or point', () => {
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal('12.5')).toBe(12.5);
    expect(parseDecimal(' 7 ')).toBe(7);
    expect(parseDecimal(',5')).toBe(0.5);
    expect(parseDecimal('-3,25')).toBe(-3.25);
  });

  it('ignores spaces used as thousands separators', () => {
    expect(parseDecimal('12 500')).toBe(12500);
    expect(parseDecimal('1\u00A0234,5')).toBe(1234.5);
  });

  it('passes finite numbers through', () => {
    expect(parseDecimal(0)).toBe(0);
    expect(parseDecimal(3.14)).toBe(3.14);
  });

  it('gives null for an empty value', () => {
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('  ')).toBeNull();
    expect(parseDecimal(null)).toBeNull();
    expect(parseDecimal(undefined)).toBeNull();
  });

  it.each(['abc', '12a', '1,2,3', '1.234,5', '1e5', '.', '-', Number.NaN, Number.POSITIVE_INFINITY])(
    'gives NaN for %j',
    (value) => {
      expect(parseDecimal(value)).toBeNaN();
    },
  );
});

describe('roundTo', () => {
  it('rounds to the price-per-km step', () => {
    expect(PRICE_PER_KM_STEP).toBe(0.01);
    expect(roundTo(1.234, PRICE_PER_KM_STEP)).toBe(1.23);
    expect(roundTo(1.235, PRICE_PER_KM_STEP)).toBe(1.24);
    expect(roundTo(1.005, PRICE_PER_KM_STEP)).toBe(1.01);
    expect(roundTo(0.1 + 0.2, PRICE_PER_KM_STEP)).toBe(0.3);
  });

  it('rounds to other steps', () => {
    expect(roundTo(7.3, 0.5)).toBe(7.5);
    expect(roundTo(1234, 100)).toBe(1200);
    expect(roundTo(2.5, 1)).toBe(3);
    expect(roundTo(1.23456789, 1e-7)).toBe(1.2345679);
  });

  it('never gives negative zero', () => {
    expect(Object.is(roundTo(-0.001, 0.01), 0)).toBe(true);
  });

  it('rejects a step that is not positive', () => {
    expect(() => roundTo(1, 0)).toThrow(RangeError);
    expect(() => roundTo(1, -0.01)).toThrow(RangeError);
  });
});

describe('hasControlCharacters', () => {
  it('finds NUL, the other C0 controls, DEL and the C1 controls', () => {
    for (const text of ['a\u0000b', '\u0007', 'x\u001Fy', 'z\u007F', '\u0085'])
      expect(hasControlCharacters(text), JSON.stringify(text)).toBe(true);
  });

  it('lets ordinary text and the whitespace controls through', () => {
    for (const text of [
      'Tallinn – Riga',
      'rida 1\nrida 2',
      'a\tb\r\n',
      'Wordi reavahe\u000Bja lk\u000C',
      'õäöü „jutumärgid“',
      '',
    ]) {
      expect(hasControlCharacters(text), JSON.stringify(text)).toBe(false);
    }
  });
});

describe('isWellFormedText', () => {
  it('refuses a lone surrogate anywhere, a high or a low half, or a pair in the wrong order', () => {
    for (const text of ['\ud800', 'a\ud83d', '\udfffb', 'x\ude00\ud83dy', '😀\ud800'])
      expect(isWellFormedText(text), JSON.stringify(text)).toBe(false);
  });

  it('takes whole characters, those outside the BMP (a pair) included', () => {
    for (const text of ['', 'Tallinn – Riga', '😀', 'a😀b𝄞', 'õäöü'])
      expect(isWellFormedText(text), JSON.stringify(text)).toBe(true);
  });

  it('agrees with String.prototype.isWellFormed', () => {
    const wellFormed = (text: string) => (text as unknown as { isWellFormed(): boolean }).isWellFormed();
    for (let code = 0xd7f0; code <= 0xe010; code++) {
      for (const text of [String.fromCharCode(code), `a${String.fromCharCode(code)}\udc00`]) {
        expect(isWellFormedText(text), text).toBe(wellFormed(text));
      }
    }
  });
});
