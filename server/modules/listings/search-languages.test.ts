import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createCargo, unique } from '../../../test/factories/index';
import { createSignedInUser } from '../../../test/factories/users';

// Issue 28, item 4: a search finds a listing by a country, or a lookup value, named in any of the
// six languages.
let t: TestApp;
let cityA: string;
let cityB: string;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await createSignedInUser(t.app);
  cityA = unique('Linn');
  cityB = unique('Linn');
  await createCargo(t.database.db, owner.userId, {
    originCity: cityA,
    originCountry: 'soome',
    destinationCity: cityB,
    destinationCountry: 'leedu',
    cargoType: 'ehitusmaterjalid',
  });
});
afterAll(async () => {
  await t.close();
});

const found = async (q: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/listings/cargo?q=${encodeURIComponent(`${cityA} ${q}`)}`,
  });
  expect(res.statusCode).toBe(200);
  return (res.json().items as { originCity: string }[]).some((item) => item.originCity === cityA);
};

describe('a feed search by country', () => {
  it.each(['Soome', 'Finland', 'Финляндия', 'Somija', 'Suomija', 'Suomi', 'Литва', 'Lietuva'])(
    'finds the listing by %s',
    async (country) => {
      expect(await found(country)).toBe(true);
    },
  );

  it('does not find it by another country', async () => {
    expect(await found('Германия')).toBe(false);
  });
});

describe('a feed search by a lookup value', () => {
  it.each([
    'стройматериалы',
    'Building materials',
    'būvmateriāli',
    'rakennusmateriaalit',
    'EHITUSMATERJALID',
  ])('finds the listing by %s', async (word) => {
    expect(await found(word)).toBe(true);
  });

  it('does not find it by another value', async () => {
    expect(await found('электроника')).toBe(false);
  });
});
