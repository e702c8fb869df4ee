import { describe, expect, it } from 'vitest';
import { cargoFeedQuerySchema, likeContains, transportFilterSchema } from './feeds';

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
});
