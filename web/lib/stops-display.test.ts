import { describe, expect, it } from 'vitest';
import { dateWithWindow, stopLines, windowText } from './stops-display';

describe('stops and windows as shown', () => {
  it('writes a window with either end open', () => {
    expect(windowText('08:00', '12:00')).toBe('08:00–12:00');
    expect(windowText('08:00', null)).toBe('08:00–');
    expect(windowText(null, null)).toBe('');
    expect(dateWithWindow('2026-12-05', '08:00', '12:00')).toBe('05.12.2026 08:00–12:00');
    expect(dateWithWindow(null, '08:00', null)).toBe('-');
  });

  it('says each stop in a line, with its day and window when given', () => {
    expect(
      stopLines([
        {
          kind: 'loading',
          city: 'Tartu',
          country: 'eesti',
          date: '2026-12-05',
          timeFrom: '14:00',
          timeTo: '16:00',
        },
        { kind: 'unloading', city: 'Valmiera', country: 'lati', date: null, timeFrom: null, timeTo: null },
      ]),
    ).toEqual(['Pealelaadimine: Tartu, Eesti · 05.12.2026 14:00–16:00', 'Mahalaadimine: Valmiera, Läti']);
  });
});
