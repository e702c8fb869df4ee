import { describe, expect, it } from 'vitest';
import { filterIsSet, sectionHasFilter, withEmptySectionsOff } from './alert-sections';

describe('alert sections', () => {
  it('counts a value, a day, a non-empty list and a set flag as a filter', () => {
    expect([0, 12.5, '2030-01-01', ['tanker'], true].map(filterIsSet)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([null, undefined, false, '', '  ', [], ['', ' ']].map(filterIsSet)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('a section is only as set as its own filters', () => {
    expect(sectionHasFilter('cargo', { transportTrailerTypes: ['tanker'] })).toBe(false);
    expect(sectionHasFilter('cargo', { cargoUrgentOnly: true })).toBe(true);
    expect(sectionHasFilter('company', { companyRegularRoutes: ['Tallinn – Riia'] })).toBe(true);
  });

  it('counts a place with its radius as a filter of both listing sections, not of the companies', () => {
    for (const near of [
      { originNear: 588409, originRadiusKm: 50 },
      { destinationNear: 456172, destinationRadiusKm: null },
    ]) {
      expect(sectionHasFilter('cargo', near)).toBe(true);
      expect(sectionHasFilter('transport', near)).toBe(true);
      expect(sectionHasFilter('company', near)).toBe(false);
    }
    // A radius without its place is no filter (the server does not keep it), nor a blank place.
    expect(sectionHasFilter('cargo', { originRadiusKm: 50, originNear: null })).toBe(false);
    expect(sectionHasFilter('transport', { destinationNear: '', destinationRadiusKm: '100' })).toBe(false);
    expect(
      withEmptySectionsOff({
        cargoNotifications: true,
        transportNotifications: true,
        companyNotifications: true,
        originNear: 588409,
        originRadiusKm: 100,
      }),
    ).toMatchObject({ cargoNotifications: true, transportNotifications: true, companyNotifications: false });
  });

  it('switches off each section that is on without a filter, and only those', () => {
    expect(
      withEmptySectionsOff({
        cargoNotifications: true,
        transportNotifications: true,
        companyNotifications: false,
        cargoTypes: ['masinad'],
      }),
    ).toMatchObject({ cargoNotifications: true, transportNotifications: false, companyNotifications: false });
  });
});
