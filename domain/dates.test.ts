import { describe, expect, it } from 'vitest';
import { FIRST_YEAR, isCalendarDay, LAST_YEAR } from './dates';

describe('isCalendarDay', () => {
  it('takes real days in the years Veoturg knows', () => {
    for (const day of ['2026-11-26', '2028-02-29', `${FIRST_YEAR}-01-01`, `${LAST_YEAR}-12-31`]) {
      expect(isCalendarDay(day), day).toBe(true);
    }
  });

  it('refuses days that do not exist, other shapes and years PostgreSQL or nobody would use', () => {
    for (const day of [
      '2026-02-31',
      '2027-02-29',
      '2026-13-01',
      '0000-01-01',
      '1999-12-31',
      '2101-01-01',
      '9999-12-31',
      '26-11-2026',
      '2026-11-26T00:00',
      '',
    ]) {
      expect(isCalendarDay(day), day).toBe(false);
    }
  });
});
