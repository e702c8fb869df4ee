import { describe, expect, it } from 'vitest';
import {
  draftEnd,
  endOfTallinnDay,
  isDraftComplete,
  subscriptionDraftSchema,
  tallinnToday,
  toSubscriptionChange,
} from './subscription-form';

const NOW = new Date('2026-03-10T10:00:00Z');

describe('the admin subscription form', () => {
  it('ends a custom day at its last Tallinn moment, winter and summer time alike', () => {
    expect(endOfTallinnDay('2026-03-20')?.toISOString()).toBe('2026-03-20T21:59:59.999Z');
    expect(endOfTallinnDay('2026-07-01')?.toISOString()).toBe('2026-07-01T20:59:59.999Z');
    expect(endOfTallinnDay('2026-02-30')).toBeUndefined();
    expect(endOfTallinnDay('')).toBeUndefined();
  });

  it('knows today in Tallinn, even when UTC is still on the day before', () => {
    expect(tallinnToday(new Date('2026-03-09T22:30:00Z'))).toBe('2026-03-10');
  });

  it('computes premium from now plus the preset, or the custom day; free has no end', () => {
    expect(draftEnd({ tier: 'premium', duration: '14', customDay: '' }, NOW)?.toISOString()).toBe(
      '2026-03-24T10:00:00.000Z',
    );
    expect(
      draftEnd({ tier: 'premium', duration: 'custom', customDay: '2026-04-01' }, NOW)?.toISOString(),
    ).toBe('2026-04-01T20:59:59.999Z');
    expect(draftEnd({ tier: 'premium', duration: 'custom', customDay: '' }, NOW)).toBeNull();
    expect(draftEnd({ tier: 'free', duration: '30', customDay: '' }, NOW)).toBeNull();
  });

  it('is complete with free, a preset or a chosen day; a custom choice without a day is not', () => {
    expect(isDraftComplete({ tier: 'free', duration: 'custom', customDay: '' })).toBe(true);
    expect(isDraftComplete({ tier: 'premium', duration: '7', customDay: '' })).toBe(true);
    expect(isDraftComplete({ tier: 'premium', duration: 'custom', customDay: '' })).toBe(false);
    expect(isDraftComplete({ tier: 'premium', duration: 'custom', customDay: '2030-01-01' })).toBe(true);
  });

  it('refuses a custom day in the past with the spec message', () => {
    const past = subscriptionDraftSchema.safeParse({
      tier: 'premium',
      duration: 'custom',
      customDay: '2020-01-01',
    });
    expect(past.success).toBe(false);
    expect(past.error?.issues[0]).toMatchObject({
      path: ['customDay'],
      message: 'Lõppkuupäev ei saa olla minevikus',
    });
    expect(subscriptionDraftSchema.safeParse({ tier: 'premium', duration: '7', customDay: '' }).success).toBe(
      true,
    );
    expect(
      subscriptionDraftSchema.safeParse({ tier: 'free', duration: 'custom', customDay: '' }).success,
    ).toBe(true);
  });

  it('sends free as it is and premium with its end', () => {
    expect(toSubscriptionChange({ tier: 'free', duration: '7', customDay: '' }, NOW)).toEqual({
      tier: 'free',
    });
    expect(toSubscriptionChange({ tier: 'premium', duration: '30', customDay: '' }, NOW)).toEqual({
      tier: 'premium',
      end: '2026-04-09T10:00:00.000Z',
    });
  });
});
