import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { ORIGIN } from '../../../test/auth';
import { inDays, unique } from '../../../test/factories/index';
import { createSignedInUser, type SignedInUser } from '../../../test/factories/users';

// The company's identity (issue 31, item 1; decision 0078): its country, registry code and VAT
// number through PUT /api/me/company, each checked by its country's format and check digit.

let t: TestApp;
let owner: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createSignedInUser(t.app, { plan: 'trial', planEndsAt: inDays(5) });
});
afterAll(async () => {
  await t.close();
});

function put(body: object, language?: string) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/me/company',
    payload: { companyName: unique('Vedu OÜ'), ...body },
    headers: {
      origin: ORIGIN,
      cookie: owner.cookie,
      ...(language ? { 'accept-language': language } : {}),
    },
  });
}

const read = async () =>
  (
    await t.app.inject({ method: 'GET', url: '/api/me/company', headers: { cookie: owner.cookie } })
  ).json() as {
    country: string | null;
    registryCode: string | null;
    vatNumber: string | null;
  };

describe('a good identity of each country', () => {
  it.each([
    ['EE', '12417834', 'EE100931558', '12417834', 'EE100931558'],
    ['LV', '40003032949', 'LV40003032949', '40003032949', 'LV40003032949'],
    ['LT', '110053842', 'LT119511515', '110053842', 'LT119511515'],
    // Typed as people type them: without the hyphen, the prefix or in small letters.
    ['fi', '01120389', '0112 0389', '0112038-9', 'FI01120389'],
    ['DE', 'hrb 12345', 'DE129273398', 'HRB 12345', 'DE129273398'],
  ])('%s %s / %s is stored as its register writes it', async (country, code, vat, storedCode, storedVat) => {
    const res = await put({ country, registryCode: code, vatNumber: vat });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      country: country.toUpperCase(),
      registryCode: storedCode,
      vatNumber: storedVat,
    });
    expect(await read()).toMatchObject({ registryCode: storedCode, vatNumber: storedVat });
  });

  it('clears them when they are left blank', async () => {
    expect((await put({ country: 'EE', registryCode: '12417834' })).statusCode).toBe(200);
    const res = await put({ country: '', registryCode: '', vatNumber: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await read()).toEqual(
      expect.objectContaining({ country: null, registryCode: null, vatNumber: null }),
    );
  });
});

describe('a wrong one is a 400 naming the field, and keeps what was stored', () => {
  it.each([
    [{ country: 'EE', registryCode: '12417835' }, 'registryCode'],
    [{ country: 'EE', registryCode: '1241783' }, 'registryCode'],
    [{ country: 'LV', registryCode: '40003032948' }, 'registryCode'],
    [{ country: 'LT', registryCode: '110053843' }, 'registryCode'],
    [{ country: 'FI', registryCode: '0112038-8' }, 'registryCode'],
    [{ country: 'EE', vatNumber: 'EE100931559' }, 'vatNumber'],
    // Another country's good number is not this company's.
    [{ country: 'EE', vatNumber: 'LV40003032949' }, 'vatNumber'],
    [{ registryCode: '12417834' }, 'country'],
    [{ country: 'XX' }, 'country'],
  ])('%j → %s', async (body, field) => {
    expect(
      (await put({ country: 'EE', registryCode: '12417834', vatNumber: 'EE100931558' })).statusCode,
    ).toBe(200);
    const before = await read();
    const res = await put(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.field).toBe(field);
    expect(await read()).toEqual(before);
  });

  it("says why in the user's language", async () => {
    const estonian = await put({ country: 'EE', registryCode: '12417835' });
    expect(estonian.json().error.message).toBe(
      'Registrikood ei vasta valitud riigi registrikoodi kujule või kontrollnumbrile',
    );
    const english = await put({ country: 'EE', vatNumber: 'EE100931559' }, 'en');
    expect(english.json().error.message).toBe(
      "The VAT number does not match the chosen country's format or check digit",
    );
    const russian = await put({ vatNumber: 'EE100931558' }, 'ru');
    expect(russian.json().error).toMatchObject({
      field: 'country',
      message: 'Выберите страну, в которой зарегистрирована компания',
    });
  });
});
