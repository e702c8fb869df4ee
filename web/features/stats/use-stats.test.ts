import { describe, expect, it } from 'vitest';
import { statsSchema } from '@domain/contract/stats';

describe('the stats contract', () => {
  it('reads the four counters and drops what it does not know', () => {
    const stats = { cargoOffers: 66, transportOffers: 45, providers: 16, newToday: 3 };
    expect(statsSchema.parse({ ...stats, extra: 1 })).toEqual(stats);
  });

  it.each([
    null,
    { cargoOffers: 1 },
    { cargoOffers: '1', transportOffers: 1, providers: 1, newToday: 1 },
    { cargoOffers: -1, transportOffers: 1, providers: 1, newToday: 1 },
  ])('rejects %j', (value) => {
    expect(statsSchema.safeParse(value).success).toBe(false);
  });
});
