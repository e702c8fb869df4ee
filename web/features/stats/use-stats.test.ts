import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api';
import { parseStats } from './use-stats';

describe('parseStats', () => {
  it('reads the four counters', () => {
    const stats = { cargoOffers: 66, transportOffers: 45, providers: 16, newToday: 3 };
    expect(parseStats({ ...stats, extra: 1 })).toEqual(stats);
  });

  it.each([null, { cargoOffers: 1 }, { cargoOffers: '1', transportOffers: 1, providers: 1, newToday: 1 }])(
    'rejects %j',
    (value) => {
      expect(() => parseStats(value)).toThrow(ApiError);
    },
  );
});
