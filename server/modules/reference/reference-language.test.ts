import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES } from '@domain/countries';

import { LOOKUP_SEED } from '@domain/reference';
import { LOOKUP_SEED_LABELS } from '../../db/seeds/lookup-labels';
import { createTestApp, type TestApp } from '../../../test/app';

// ../shared/spec/API.md, "Languages": every lookup value and country has its stored `value` and a
// `label` in the request's language.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Item = { id: string; name: string; value: string; label: string };
const reference = async (language?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/reference',
    headers: language ? { 'accept-language': language } : {},
  });
  expect(res.statusCode).toBe(200);
  return { body: res.json() as Record<string, Item[]> & { countries: (Item & { key: string })[] }, res };
};

describe('GET /api/reference in the request’s language', () => {
  it('labels each value in Russian and keeps the stored value', async () => {
    const { body, res } = await reference('ru');
    expect(res.headers.vary).toMatch(/accept-language/i);
    const reefer = body.transportTypes!.find((item) => item.value === 'külmik');
    expect(reefer).toMatchObject({ name: 'külmik', value: 'külmik', label: 'рефрижератор' });
    // Every built-in value of every list has its Russian label.
    expect(body.cargoTypes!.map((item) => item.label).sort()).toEqual(
      Object.values(LOOKUP_SEED_LABELS.cargo_types)
        .map((labels) => labels.ru!)
        .sort(),
    );
    // In Russian alphabetical order.
    const labels = body.cargoTypes!.map((item) => item.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('ru').compare));
  });

  it('names the countries in the request’s language, with their keys', async () => {
    const [et, lv] = await Promise.all([reference('et'), reference('lv')]);
    const latvia = (answer: typeof et) => answer.body.countries.find((country) => country.value === 'lati');
    expect(latvia(et)).toMatchObject({ key: 'lati', value: 'lati', name: 'Läti', label: 'Läti' });
    expect(latvia(lv)).toMatchObject({ key: 'lati', value: 'lati', name: 'Läti', label: 'Latvija' });
    expect(lv.body.countries).toHaveLength(COUNTRIES.length);
  });

  it('answers Estonian labels, the stored values, without a language', async () => {
    const { body } = await reference();
    for (const item of body.cargoTypes!) expect(item.label).toBe(item.value);
    expect(body.cargoTypes!.map((item) => item.value).sort()).toEqual([...LOOKUP_SEED.cargo_types].sort());
  });
});
