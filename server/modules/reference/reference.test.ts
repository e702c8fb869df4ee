import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES } from '@domain/countries';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/reference', () => {
  it('answers the seeded lookup lists sorted by name and every country', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reference' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.fallback).toBe(false);
    expect(body.cargoTypes.map((i: { name: string }) => i.name)).toEqual(
      expect.arrayContaining([
        'toidukaubad',
        'ehitusmaterjalid',
        'masinad',
        'tekstiil',
        'elektroonika',
        'kemikaalid',
        'muu',
      ]),
    );
    expect(body.trailerTypes.map((i: { name: string }) => i.name)).toEqual(
      expect.arrayContaining([
        'tentsõiduk',
        'külmkastsõiduk',
        'konteinerveo',
        'tasaplatvorm',
        'poolhaagis',
        'tanker',
      ]),
    );
    expect(body.serviceRegions.map((i: { name: string }) => i.name)).toEqual(
      expect.arrayContaining(['eesti', 'baltimaad', 'põhjamaad', 'euroopa']),
    );
    const names = body.cargoTypes.map((i: { name: string }) => i.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'et')));
    expect(body.countries).toHaveLength(COUNTRIES.length);
    expect(body.countries[0]).toEqual({
      key: 'eesti',
      name: 'Eesti',
      englishName: 'Estonia',
      code: 'EE',
      value: 'eesti',
      label: 'Eesti',
    });
  });

  it('falls back to the built-in Estonian lists when the tables cannot be read', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    try {
      const res = await broken.app.inject({ method: 'GET', url: '/api/reference' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.fallback).toBe(true);
      expect(body.units.map((i: { name: string }) => i.name)).toEqual(
        expect.arrayContaining(['kg', 't', 'm³']),
      );
      expect(body.cargoTypes.length).toBeGreaterThan(0);
      expect(body.countries).toHaveLength(COUNTRIES.length);
    } finally {
      await broken.app.close();
    }
  });
});
