import { describe, it, expect } from 'vitest';
import {
  countText,
  formatAge,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPricePerKm,
  formatShortDate,
  formatTonnes,
  formatWeightKg,
  tallinnDateKey,
  tallinnDayStart,
  tallinnMonthKey,
} from './format';

const NBSP = '\u00A0';
const intlMoney = (n: number) =>
  new Intl.NumberFormat('et-EE', { style: 'currency', currency: 'EUR', useGrouping: 'always' })
    .format(n)
    .replace(/\s/g, NBSP);

describe('formatDate', () => {
  it('formats as dd.MM.yyyy', () => {
    expect(formatDate(new Date('2026-05-04T09:00:00Z'))).toBe('04.05.2026');
  });

  it('shows the Tallinn day for a UTC time that is already the next day in Tallinn', () => {
    expect(formatDate('2026-01-31T22:30:00Z')).toBe('01.02.2026');
    expect(formatDate('2026-07-14T21:00:00Z')).toBe('15.07.2026');
    expect(formatDate('2026-07-14T20:59:59Z')).toBe('14.07.2026');
  });

  it('treats a date-only value as that calendar day', () => {
    expect(formatDate('2026-03-29')).toBe('29.03.2026');
  });

  it.each([null, undefined, '', '  ', 'not a date', '2026-02-31', new Date(Number.NaN)])(
    'shows a dash for %j',
    (value) => {
      expect(formatDate(value)).toBe('-');
    },
  );
});

describe('formatDateTime in the other languages', () => {
  it('writes a Tallinn time on the 24-hour clock as each language does', () => {
    const at = '2026-01-15T13:05:00Z';
    expect(formatDateTime(at, 'en')).toBe('15/01/2026, 15:05');
    expect(formatDateTime(at, 'ru')).toBe('15.01.2026, 15:05');
    expect(formatDateTime(at, 'lt')).toBe('2026-01-15 15:05');
    expect(formatDateTime(at, 'fi')).toBe('15.01.2026 klo 15.05');
    expect(formatDateTime(null, 'ru')).toBe('-');
  });
});

describe('formatDateTime', () => {
  it('formats in Tallinn time with a 24-hour clock', () => {
    expect(formatDateTime('2026-01-15T13:05:00Z')).toBe('15.01.2026 15:05');
    expect(formatDateTime('2026-07-15T13:05:00Z')).toBe('15.07.2026 16:05');
  });

  it('jumps from 02:59 to 04:00 when summer time starts on 2026-03-29', () => {
    expect(formatDateTime('2026-03-29T00:59:00Z')).toBe('29.03.2026 02:59');
    expect(formatDateTime('2026-03-29T01:00:00Z')).toBe('29.03.2026 04:00');
  });

  it('shows 03:30 twice when summer time ends on 2026-10-25', () => {
    expect(formatDateTime('2026-10-25T00:30:00Z')).toBe('25.10.2026 03:30');
    expect(formatDateTime('2026-10-25T01:30:00Z')).toBe('25.10.2026 03:30');
  });

  it('shows a dash when there is no time', () => {
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('garbage')).toBe('-');
  });
});

describe('tallinnDayStart', () => {
  it('is 22:00 UTC the day before in winter and 21:00 UTC in summer', () => {
    expect(tallinnDayStart(new Date('2026-01-15T12:00:00Z')).toISOString()).toBe('2026-01-14T22:00:00.000Z');
    expect(tallinnDayStart(new Date('2026-07-15T12:00:00Z')).toISOString()).toBe('2026-07-14T21:00:00.000Z');
  });

  it('uses the winter offset on the day summer time starts (2026-03-29)', () => {
    expect(tallinnDayStart(new Date('2026-03-29T12:00:00Z')).toISOString()).toBe('2026-03-28T22:00:00.000Z');
    expect(tallinnDayStart(new Date('2026-03-29T21:30:00Z')).toISOString()).toBe('2026-03-29T21:00:00.000Z');
  });

  it('uses the summer offset on the day summer time ends (2026-10-25)', () => {
    expect(tallinnDayStart(new Date('2026-10-25T12:00:00Z')).toISOString()).toBe('2026-10-24T21:00:00.000Z');
    expect(tallinnDayStart(new Date('2026-10-25T22:30:00Z')).toISOString()).toBe('2026-10-25T22:00:00.000Z');
  });

  it('counts a UTC evening that is past midnight in Tallinn as the next day', () => {
    expect(tallinnDayStart(new Date('2026-02-01T23:15:00Z')).toISOString()).toBe('2026-02-01T22:00:00.000Z');
  });

  it('returns a plain Date', () => {
    const start = tallinnDayStart(new Date('2026-01-15T12:00:00Z'));
    expect(start.constructor).toBe(Date);
  });
});

describe('tallinnMonthKey', () => {
  it('switches month at Tallinn midnight, not UTC midnight', () => {
    expect(tallinnMonthKey(new Date('2026-06-30T20:59:59Z'))).toBe('2026-06');
    expect(tallinnMonthKey(new Date('2026-06-30T21:00:00Z'))).toBe('2026-07');
    expect(tallinnMonthKey('2026-12-31T22:00:00Z')).toBe('2027-01');
  });

  it('rejects an invalid date', () => {
    expect(() => tallinnMonthKey('nope')).toThrow(RangeError);
  });
});

describe('tallinnDateKey', () => {
  it('gives the Tallinn calendar day', () => {
    expect(tallinnDateKey(new Date('2026-03-28T22:30:00Z'))).toBe('2026-03-29');
    expect(tallinnDateKey('2026-03-28T21:30:00Z')).toBe('2026-03-28');
  });

  it('changes at Tallinn midnight, on the days the clocks change too', () => {
    // 29 March 2026 has 23 hours (summer time from 03:00), 25 October 2026 has 25.
    const instants: [string, string][] = [
      ['2026-03-28T21:59:59.999Z', '2026-03-28'],
      ['2026-03-28T22:00:00.000Z', '2026-03-29'],
      ['2026-03-29T20:59:59.999Z', '2026-03-29'],
      ['2026-03-29T21:00:00.000Z', '2026-03-30'],
      ['2026-10-24T20:59:59.999Z', '2026-10-24'],
      ['2026-10-24T21:00:00.000Z', '2026-10-25'],
      ['2026-10-25T21:59:59.999Z', '2026-10-25'],
      ['2026-10-25T22:00:00.000Z', '2026-10-26'],
    ];
    // Forwards, backwards and again: the key of the day asked before must not leak into the next.
    for (const order of [instants, [...instants].reverse(), instants]) {
      for (const [iso, key] of order) expect(tallinnDateKey(new Date(iso)), iso).toBe(key);
    }
  });
});

describe('formatMoney', () => {
  it('formats euros with a decimal comma, grouped thousands and the euro sign after', () => {
    expect(formatMoney(1234.5)).toBe(`1${NBSP}234,50${NBSP}€`);
    expect(formatMoney(1234.5)).toBe(intlMoney(1234.5));
    expect(formatMoney(2)).toBe(`2,00${NBSP}€`);
    expect(formatMoney(7.99)).toContain(',99');
    expect(formatMoney(7.99).endsWith('€')).toBe(true);
  });

  it('matches Intl for et-EE with only non-breaking spaces', () => {
    for (const n of [0, 0.5, 12500, 1234567.891]) {
      const text = formatMoney(n);
      expect(text).toBe(intlMoney(n));
      expect(text).not.toMatch(/[ \u202F\u2009]/);
    }
  });

  it('accepts the numeric strings that come from the database', () => {
    expect(formatMoney('1234.50')).toBe(`1${NBSP}234,50${NBSP}€`);
    expect(formatMoney('12,5')).toBe(`12,50${NBSP}€`);
  });

  it.each([null, undefined, '', '   ', 'abc'])('says "Pakkumise korral" for %j', (value) => {
    expect(formatMoney(value)).toBe('Pakkumise korral');
  });
});

describe('formatPricePerKm', () => {
  it('formats a price per kilometre', () => {
    expect(formatPricePerKm(1.25)).toBe(`1,25${NBSP}€/km`);
    expect(formatPricePerKm('0.9')).toBe(`0,90${NBSP}€/km`);
  });

  it('says "Pakkumise korral" without a price', () => {
    expect(formatPricePerKm(null)).toBe('Pakkumise korral');
  });
});

describe('formatNumber and units', () => {
  it('groups thousands with a non-breaking space and uses a decimal comma', () => {
    expect(formatNumber(12500)).toBe(`12${NBSP}500`);
    expect(formatNumber(1234)).toBe(`1${NBSP}234`);
    expect(formatNumber(2.456)).toBe('2,46');
    expect(formatNumber(2.456, 0)).toBe('2');
  });

  it('adds the unit', () => {
    expect(formatWeightKg(12500)).toBe(`12${NBSP}500${NBSP}kg`);
    expect(formatTonnes(20)).toBe(`20${NBSP}t`);
    expect(formatTonnes('20.5')).toBe(`20,5${NBSP}t`);
  });

  it('shows a dash for a missing amount', () => {
    expect(formatNumber(null)).toBe('-');
    expect(formatWeightKg(undefined)).toBe('-');
    expect(formatTonnes('')).toBe('-');
  });
});

describe('countText', () => {
  it('uses the singular for one and the partitive for other counts', () => {
    expect(countText(1, 'kord', 'korda')).toBe('1 kord');
    expect(countText(2, 'kord', 'korda')).toBe('2 korda');
    expect(countText(0, 'päev', 'päeva')).toBe('0 päeva');
    expect(countText(1500, 'kord', 'korda')).toBe(`${formatNumber(1500)} korda`);
  });
});

describe('formats in the other languages', () => {
  it('write a Tallinn day, a number and money as each language does', () => {
    expect(formatDate('2026-12-08', 'ru')).toBe('08.12.2026');
    expect(formatDate('2026-12-08', 'lt')).toBe('2026-12-08');
    expect(formatDate('2026-12-08', 'en')).toBe('08/12/2026');
    // 23:30 UTC on 7 December is already the 8th in Tallinn.
    expect(formatDate(new Date('2026-12-07T23:30:00Z'), 'fi')).toBe('08.12.2026');
    expect(formatNumber(12500.25, 2, 'en')).toBe('12,500.25');
    expect(formatNumber(12500.25, 2, 'lv')).toBe('12\u00A0500,25');
    expect(formatMoney(7.99, 'en')).toBe('€7.99');
    expect(formatMoney(7.99, 'ru')).toBe('7,99\u00A0€');
    expect(formatMoney(7.99)).toBe('7,99\u00A0€');
  });
});

describe('formatShortDate', () => {
  it('leaves the year out, on the Tallinn day', () => {
    expect(formatShortDate('2026-12-08')).toBe('08.12');
    expect(formatShortDate('2026-01-31T22:30:00Z')).toBe('01.02');
    expect(formatShortDate('2026-12-08', 'en')).toBe('08/12');
    expect(formatShortDate(null)).toBe('-');
  });
});

describe('formatAge', () => {
  const now = new Date('2026-11-30T12:00:00Z');
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  it('counts whole minutes, then hours, then days', () => {
    expect(formatAge(ago(0.5), now)).toBe(`0${NBSP}min`);
    expect(formatAge(ago(59), now)).toBe(`59${NBSP}min`);
    expect(formatAge(ago(60), now)).toBe(`1${NBSP}h`);
    expect(formatAge(ago(23 * 60 + 59), now)).toBe(`23${NBSP}h`);
    expect(formatAge(ago(24 * 60), now)).toBe(`1${NBSP}p`);
    expect(formatAge(ago(9 * 24 * 60), now)).toBe(`9${NBSP}p`);
  });

  it('says a time ahead of the clock as no age, and nothing as a dash', () => {
    expect(formatAge(ago(-5), now)).toBe(`0${NBSP}min`);
    expect(formatAge('not a date', now)).toBe('-');
  });

  it("uses the language's own short units", () => {
    expect(formatAge(ago(180), now, 'en')).toBe('3h');
    expect(formatAge(ago(180), now, 'ru')).toBe(`3${NBSP}ч`);
    expect(formatAge(ago(3 * 1440), now, 'fi')).toBe('3pv');
    // Not "3 t", which beside a weight would read as tonnes.
    expect(formatAge(ago(180), now, 'fi')).toBe(`3${NBSP}h`);
  });
});
