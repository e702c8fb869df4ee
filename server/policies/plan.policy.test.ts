import { describe, expect, it } from 'vitest';
import {
  duplicateDuration,
  mayPublishFor,
  mayReactivateFor,
  mayUseTemplates,
  publishDurations,
  reactivationDurations,
} from './plan.policy';

const free = { hasPremium: false, isAdmin: false };
const premium = { hasPremium: true, isAdmin: false };
const freeAdmin = { hasPremium: false, isAdmin: true };

describe('durations', () => {
  it('publishing: up to 7 days free, up to 30 with premium', () => {
    expect(publishDurations(free)).toEqual([1, 3, 5, 7]);
    expect(publishDurations(premium)).toEqual([1, 3, 5, 7, 14, 21, 30]);
    expect(mayPublishFor(free, 7).allowed).toBe(true);
    expect(mayPublishFor(free, 30)).toEqual({ allowed: false, reason: 'DURATION_NOT_ALLOWED' });
    expect(mayPublishFor(premium, 30).allowed).toBe(true);
    expect(mayPublishFor(premium, 2).allowed).toBe(false);
  });

  it('publishing holds admins to their own plan', () => {
    expect(mayPublishFor(freeAdmin, 30).allowed).toBe(false);
  });

  it('reactivating: 7 days free, 14 and 30 with premium; admins are not held to their plan', () => {
    expect(reactivationDurations(free)).toEqual([7]);
    expect(reactivationDurations(premium)).toEqual([7, 14, 30]);
    expect(mayReactivateFor(free, 14)).toEqual({ allowed: false, reason: 'DURATION_NOT_ALLOWED' });
    expect(mayReactivateFor(premium, 14).allowed).toBe(true);
  });

  it('a copy keeps the original duration as far as the plan allows', () => {
    expect(duplicateDuration(free, 30)).toBe(7);
    expect(duplicateDuration(premium, 30)).toBe(30);
    expect(duplicateDuration(premium, 10)).toBe(7);
    expect(duplicateDuration(free, null)).toBe(7);
    expect(duplicateDuration(free, 0)).toBe(1);
  });
});

describe('templates', () => {
  it('premium or trial only', () => {
    expect(mayUseTemplates(premium).allowed).toBe(true);
    expect(mayUseTemplates(free)).toEqual({ allowed: false, reason: 'ACCESS_REQUIRED' });
  });
});
