import { describe, expect, it } from 'vitest';
import {
  MAX_SEARCH_WORDS,
  searchWords,
  cargoFeedQuerySchema,
  EXACT_TOTAL_LIMIT,
  likeContains,
  transportFilterSchema,
  wordStartPattern,
} from './feeds';
import { MAX_PAGED_ROWS } from './pagination';

describe('feed query schemas', () => {
  it('treats empty values as not set and applies the paging defaults', () => {
    expect(cargoFeedQuerySchema.parse({ q: '', minWeight: '', page: '' })).toEqual({ page: 1, pageSize: 25 });
  });

  it('reads decimals with a comma and thousands spaces', () => {
    expect(cargoFeedQuerySchema.parse({ minWeight: '12 500,5' }).minWeight).toBe(12500.5);
  });

  it('accepts real calendar days only', () => {
    expect(transportFilterSchema.safeParse({ availableFrom: '2026-02-28' }).success).toBe(true);
    expect(transportFilterSchema.safeParse({ availableFrom: '2026-02-31' }).success).toBe(false);
    expect(transportFilterSchema.safeParse({ availableFrom: '28.02.2026' }).success).toBe(false);
  });

  it('reads the urgent flag and refuses other words', () => {
    expect(cargoFeedQuerySchema.parse({ urgent: 'true' }).urgent).toBe(true);
    expect(cargoFeedQuerySchema.parse({ urgent: 'false' }).urgent).toBeUndefined();
    expect(cargoFeedQuerySchema.safeParse({ urgent: 'maybe' }).success).toBe(false);
  });

  it('escapes LIKE wildcards so they match literally', () => {
    expect(likeContains('50%_A\\b')).toBe('%50\\%\\_a\\\\b%');
  });

  it('refuses a search without a letter or digit, in Estonian, and takes any other', () => {
    for (const q of ['---', '%', '%%%', ' … ', '"?"']) {
      const result = transportFilterSchema.safeParse({ q });
      expect(result.success, q).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['q']);
      expect(result.error?.issues[0]?.message).toBe('Otsingus peab olema vähemalt üks täht või number');
    }
    for (const q of ['t', 'Tä', 'õ', '7', 'A-1', '50%', 'Tallinn → Riia']) {
      expect(cargoFeedQuerySchema.parse({ q }).q, q).toBe(q);
    }
    // Blank is no search at all, not a refused one.
    expect(cargoFeedQuerySchema.parse({ q: '   ' }).q).toBe('');
  });
});

describe('searchWords', () => {
  it('splits at spaces and the marks put between places, lower-cased, each word once', () => {
    expect(searchWords('Tallinn Riga')).toEqual(['tallinn', 'riga']);
    expect(searchWords('Tallinn→Riga')).toEqual(['tallinn', 'riga']);
    expect(searchWords('  Tallinn - Riga  ')).toEqual(['tallinn', 'riga']);
    expect(searchWords('Tallinn/Riga, Tartu; tallinn')).toEqual(['tallinn', 'riga', 'tartu']);
    expect(searchWords('Pärnu -> Kaunas')).toEqual(['pärnu', 'kaunas']);
  });

  it('keeps words with any letter or digit, drops the rest, and stops at six', () => {
    expect(searchWords('EE 24t 50%')).toEqual(['ee', '24t', '50%']);
    expect(searchWords('* ** !')).toEqual([]);
    expect(searchWords('a b c d e f g h')).toHaveLength(MAX_SEARCH_WORDS);
  });
});

describe('wordStartPattern', () => {
  it('matches a word that starts with the query, lower-cased', () => {
    const re = new RegExp(wordStartPattern('Ta'));
    expect(wordStartPattern('Ta')).toBe('(^|[ (,./:;+-])ta');
    for (const text of ['tallinn eesti', 'riga lati tartu', 'laadimine e-ta', 'x/taani', 'a,ta']) {
      expect(re.test(text), text).toBe(true);
    }
    for (const text of ['riga lati', 'pasta', 'eesti kitarr']) {
      expect(re.test(text), text).toBe(false);
    }
  });

  it('takes punctuation in the query literally', () => {
    expect(wordStartPattern('a.')).toBe('(^|[ (,./:;+-])a\\.');
    expect(new RegExp(wordStartPattern('a.')).test('ab')).toBe(false);
    expect(new RegExp(wordStartPattern('+')).test('2 +6')).toBe(true);
  });
});

describe('paging depth', () => {
  it('is where the feeds stop counting exactly', () => {
    expect(MAX_PAGED_ROWS).toBe(EXACT_TOTAL_LIMIT);
  });
});
