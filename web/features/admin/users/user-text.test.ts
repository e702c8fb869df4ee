import { describe, expect, it } from 'vitest';
import {
  hasPaidSubscription,
  planLabel,
  planSentence,
  planTone,
  readPlanFilter,
  readRoleFilter,
} from './user-text';

const plan = (fields: Partial<Parameters<typeof planLabel>[0]> = {}) => ({
  tier: 'free' as const,
  isTrial: false,
  end: null,
  access: false,
  grantedByAdmin: false,
  ...fields,
});

describe('a user plan in words', () => {
  it('is premium while a subscription runs, else a trial, else free', () => {
    expect(planLabel(plan({ tier: 'premium', isTrial: true }))).toBe('Premium');
    expect(planLabel(plan({ isTrial: true }))).toBe('Prooviaeg');
    expect(planLabel(plan())).toBe('Tasuta');
    expect(planTone(plan({ tier: 'premium' }))).toBe('premium');
    expect(planTone(plan({ isTrial: true }))).toBe('brand');
  });

  it('says until when, in Tallinn days, and who set it', () => {
    expect(planSentence(plan({ tier: 'premium', end: '2026-05-11T21:30:00Z', grantedByAdmin: true }))).toBe(
      'Premium kuni 12.05.2026 (määras admin)',
    );
    expect(planSentence(plan({ isTrial: true, end: '2026-05-01T08:00:00Z' }))).toBe(
      'Prooviaeg kuni 01.05.2026',
    );
    expect(planSentence(plan())).toBe('Tasuta');
  });

  it('tells a paid subscription from one an admin set', () => {
    expect(hasPaidSubscription(plan({ tier: 'premium' }))).toBe(true);
    expect(hasPaidSubscription(plan({ tier: 'premium', grantedByAdmin: true }))).toBe(false);
    expect(hasPaidSubscription(plan({ isTrial: true }))).toBe(false);
  });

  it('reads the filters of the address, unknown values as all', () => {
    expect(readRoleFilter('admin')).toBe('admin');
    expect(readRoleFilter('boss')).toBe('all');
    expect(readPlanFilter('trial')).toBe('trial');
    expect(readPlanFilter('')).toBe('all');
  });
});
