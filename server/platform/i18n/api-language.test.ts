import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@domain/messages';
import { m } from '@domain/paraglide/messages';
import { createTestApp, type TestApp } from '../../../test/app';
import { ORIGIN } from '../../../test/auth';
import { createSignedInUser } from '../../../test/factories/users';

// ../shared/spec/API.md, "Languages": every /api/* error's message is in the request's
// Accept-Language (the best of the six, Estonian when none matches); the code never changes.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ask = (url: string, language?: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: language === undefined ? {} : { 'accept-language': language },
    ...extra,
  });

describe('the API’s error messages', () => {
  it.each([
    ['ru', 'ru'],
    ['en-GB,en;q=0.9', 'en'],
    ['lv-LV', 'lv'],
    ['lt', 'lt'],
    ['fi-FI,fi;q=0.9,en;q=0.5', 'fi'],
    ['de-DE,ru;q=0.8,en;q=0.5', 'ru'],
    ['de-DE', 'et'],
    [undefined, 'et'],
  ] as const)('answer Accept-Language %s in %s, with the same code', async (header, locale) => {
    const res = await ask('/api/no-such-thing', header);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: m['api.routeNotFound']({}, { locale }) },
    });
  });

  it('say a sign-in wall in the request’s language', async () => {
    const res = await ask('/api/me/profile', 'ru');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({
      code: 'UNAUTHORIZED',
      message: m['api.unauthorized']({}, { locale: 'ru' }),
    });
    expect(res.json().error.message).not.toBe(MESSAGES.api.unauthorized);
  });

  it('say a schema’s own message in the request’s language, with its field', async () => {
    const et = await ask('/api/listings/cargo?page=0');
    const ru = await ask('/api/listings/cargo?page=0', 'ru');
    expect(et.statusCode).toBe(400);
    expect(ru.statusCode).toBe(400);
    expect(et.json().error.message).toBe(`${MESSAGES.api.validation}: ${MESSAGES.schema.pageMin}`);
    expect(ru.json().error).toEqual({
      code: 'VALIDATION_ERROR',
      field: et.json().error.field,
      message: `${m['api.validation']({}, { locale: 'ru' })}: ${m['schema.pageMin']({}, { locale: 'ru' })}`,
    });
  });

  it('say a message whose words hold " kuni " whole, not by the alert summary’s "{label} kuni {value}"', async () => {
    const res = await ask('/api/listings/cargo?originNear=1&originRadiusKm=5000', 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      `${m['api.validation']({}, { locale: 'en' })}: ${m['places.radiusRange']({}, { locale: 'en' })}`,
    );
    expect(res.json().error.message).not.toMatch(/kuni|Raadius/);
  });

  it('say zod’s own words in the request’s language, from the issue itself', async () => {
    const admin = await createSignedInUser(t.app, { role: 'admin' });
    // An unknown field in a strict body: zod's own check, no message of the schema.
    const send = (language: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/maintenance',
        headers: { 'accept-language': language, origin: ORIGIN, cookie: admin.cookie },
        payload: { enabled: false, unknownField: 1 },
      });
    const [et, en, ru] = await Promise.all([send('et'), send('en'), send('ru')]);
    for (const res of [et, en, ru]) expect(res.statusCode).toBe(400);
    expect(et.json().error.message).toBe(
      `${MESSAGES.api.validation}: ${m['zod.unknownField']({ keys: 'unknownField' }, { locale: 'et' })}`,
    );
    expect(en.json().error.message).toBe(
      `${m['api.validation']({}, { locale: 'en' })}: ${m['zod.unknownField']({ keys: 'unknownField' }, { locale: 'en' })}`,
    );
    expect(ru.json().error.message).toBe(
      `${m['api.validation']({}, { locale: 'ru' })}: ${m['zod.unknownField']({ keys: 'unknownField' }, { locale: 'ru' })}`,
    );
    expect(new Set([et, en, ru].map((res) => res.json().error.code))).toEqual(new Set(['VALIDATION_ERROR']));
  });

  it('say a value inside a message in the request’s language too', async () => {
    const res = await ask('/api/companies?region=' + 'x'.repeat(61), 'lt');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      `${m['api.validation']({}, { locale: 'lt' })}: ${m['schema.maxChars']({ max: 60 }, { locale: 'lt' })}`,
    );
  });
});
