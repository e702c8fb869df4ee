import { describe, expect, it } from 'vitest';
import { cargoPublishSchema, pastDatesCleared } from './listing-input';
import { MESSAGES } from './messages';
import { timeOfDay } from './stops';

const W = MESSAGES.wizard;
const base = {
  originCity: 'Tallinn',
  destinationCity: 'Riia',
  cargoType: 'muu',
  contactPhone: '+372 5555 1234',
  durationDays: 7,
  pickupDate: '2099-05-04',
  deliveryDate: '2099-05-05',
};

describe('a time of day', () => {
  it.each([
    ['8:00', '08:00'],
    ['08.30', '08:30'],
    [' 23:59 ', '23:59'],
    ['', null],
  ])('reads %j as %j', (typed, stored) => {
    expect(timeOfDay().parse(typed)).toBe(stored);
  });

  it.each(['24:00', '8', '12:60', 'noon'])('refuses %j', (typed) => {
    const result = timeOfDay().safeParse(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(W.invalidTime);
  });
});

describe('stops and windows in a listing', () => {
  it('keeps the stops in the order given and the ends’ windows', () => {
    const parsed = cargoPublishSchema.parse({
      ...base,
      pickupTimeFrom: '8:00',
      stops: [
        { kind: 'loading', city: 'Tartu', date: '2099-05-04', timeFrom: '14:00', timeTo: '16:00' },
        { kind: 'unloading', city: 'Valmiera', country: 'Läti' },
      ],
    });
    expect(parsed.pickupTimeFrom).toBe('08:00');
    expect(parsed.stops).toEqual([
      {
        kind: 'loading',
        city: 'Tartu',
        country: 'eesti',
        date: '2099-05-04',
        timeFrom: '14:00',
        timeTo: '16:00',
      },
      { kind: 'unloading', city: 'Valmiera', country: 'lati' },
    ]);
  });

  it('wants loadings before unloadings, a window in order and a day for a time', () => {
    const problems = (value: Record<string, unknown>) =>
      cargoPublishSchema
        .safeParse({ ...base, ...value })
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(
      problems({
        stops: [
          { kind: 'unloading', city: 'Tartu' },
          { kind: 'loading', city: 'Pärnu' },
        ],
      }),
    ).toEqual([['stops.1.kind', W.stopsOutOfOrder]]);
    expect(problems({ deliveryTimeFrom: '18:00', deliveryTimeTo: '09:00' })).toEqual([
      ['deliveryTimeTo', W.timeOrder],
    ]);
    expect(problems({ pickupDate: null, pickupTimeTo: '09:00' })).toEqual([
      ['pickupTimeTo', W.timeNeedsDate],
    ]);
  });

  it('a listing published again loses its past days with their windows, its stops’ too', () => {
    const stops = [
      { kind: 'loading' as const, city: 'Tartu', date: '2026-01-02', timeFrom: '08:00', timeTo: '10:00' },
      { kind: 'unloading' as const, city: 'Pärnu', date: '2099-01-03', timeFrom: null, timeTo: null },
    ];
    expect(
      pastDatesCleared({ pickupDate: '2026-01-01', deliveryDate: '2099-01-04', stops }, '2026-06-01'),
    ).toEqual({
      pickupDate: null,
      pickupTimeFrom: null,
      pickupTimeTo: null,
      stops: [{ ...stops[0], date: null, timeFrom: null, timeTo: null }, stops[1]],
    });
  });
});
