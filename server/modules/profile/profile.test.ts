import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, sessions } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { ORIGIN, PASSWORD, registerConfirmed, signIn } from '../../../test/auth';
import { inDays, unique } from '../../../test/factories/index';
import { createSignedInUser, type SignedInUser } from '../../../test/factories/users';

type Method = 'GET' | 'PUT' | 'POST';

let t: TestApp;
let free: SignedInUser;
let premium: SignedInUser;
let trial: SignedInUser;
let expired: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  [free, premium, trial, expired] = await Promise.all([
    createSignedInUser(t.app),
    createSignedInUser(t.app, { plan: 'premium' }),
    createSignedInUser(t.app, { plan: 'trial', planEndsAt: inDays(3) }),
    createSignedInUser(t.app, { plan: 'premium', planEndsAt: inDays(-1) }),
  ]);
});
afterAll(async () => {
  await t.close();
});

function call(method: Method, url: string, user?: { cookie: string }, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { origin: ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
  });
}

const company = (overrides: object = {}) => ({
  companyName: `${unique('Firma')} OÜ`,
  specialty: 'rahvusvaheline',
  transportTypes: ['poolhaagis'],
  serviceRegions: ['baltimaad'],
  ...overrides,
});

describe('every settings endpoint needs a session', () => {
  it.each([
    ['GET', '/api/me/profile'],
    ['PUT', '/api/me/profile'],
    ['GET', '/api/me/company'],
    ['PUT', '/api/me/company'],
    ['PUT', '/api/me/directory'],
    ['POST', '/api/me/password'],
    ['POST', '/api/feedback'],
    ['GET', '/api/me/notifications'],
    ['PUT', '/api/me/notifications'],
  ] as const)('%s %s answers 401 signed out', async (method, url) => {
    const res = await call(method, url, undefined, method === 'GET' ? undefined : {});
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });
});

describe('a profile for every account', () => {
  it('creates the profile at sign-up, with the sign-in address', async () => {
    const user = await registerConfirmed(t.app);
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.userId, user.userId));
    expect(row?.email).toBe(user.email);
    const res = await call('GET', '/api/me/profile', user);
    expect(res.json()).toEqual({
      email: user.email,
      contactPerson: null,
      phone: null,
      address: null,
      language: 'et',
    });
  });
});

// ../shared/spec/API.md, "Languages": the account's language, from the sign-up on.
describe("the account's language", () => {
  function signUp(body: object, acceptLanguage?: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        email: `${unique('keel')}@example.test`,
        password: PASSWORD,
        name: '',
        acceptTerms: true,
        ...body,
      },
      headers: { origin: ORIGIN, ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
    });
  }
  async function languageOf(address: string) {
    const [row] = await t.database.db
      .select({ language: profiles.language })
      .from(profiles)
      .where(eq(profiles.email, address));
    return row?.language;
  }

  it("a sign-up takes the request's Accept-Language, or its own `language` field", async () => {
    for (const [body, header, expected] of [
      [{}, 'ru-RU,ru;q=0.9,en;q=0.8', 'ru'],
      [{}, 'de-DE,de;q=0.9,fi;q=0.5', 'fi'],
      [{}, 'de', 'et'],
      [{}, undefined, 'et'],
      [{ language: 'lv' }, 'ru', 'lv'],
    ] as const) {
      const res = await signUp(body, header);
      expect(res.statusCode, JSON.stringify([body, header])).toBe(200);
      expect(await languageOf(res.json().user.email), JSON.stringify([body, header])).toBe(expected);
    }
  });

  it('refuses a sign-up whose `language` is not one of the six, naming the field, and makes no account', async () => {
    for (const language of ['de', 'RU', '', 7, null]) {
      const address = `${unique('keel')}@example.test`;
      const res = await signUp({ email: address, language });
      expect(res.statusCode, JSON.stringify(language)).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'language' });
      expect(await languageOf(address)).toBeUndefined();
    }
  });

  it('is answered with the profile and changed by PUT; a save without it leaves it as it was', async () => {
    const user = await registerConfirmed(t.app);
    const ru = await call('PUT', '/api/me/profile', user, { contactPerson: 'Ivan', language: 'ru' });
    expect(ru.statusCode).toBe(200);
    expect(ru.json()).toMatchObject({ contactPerson: 'Ivan', language: 'ru' });
    const form = await call('PUT', '/api/me/profile', user, { contactPerson: 'Ivan Petrov' });
    expect(form.json()).toMatchObject({ contactPerson: 'Ivan Petrov', language: 'ru' });
    expect((await call('GET', '/api/me/profile', user)).json().language).toBe('ru');

    const wrong = await call('PUT', '/api/me/profile', user, { contactPerson: 'X', language: 'de' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'language',
      message: 'Keel peab olema üks järgmistest: et, en, ru, lv, lt, fi.',
    });
    expect((await call('GET', '/api/me/profile', user)).json()).toMatchObject({
      contactPerson: 'Ivan Petrov',
      language: 'ru',
    });
  });
});

describe('profile', () => {
  it('stores the personal data trimmed, blanks as null, and answers it back', async () => {
    const res = await call('PUT', '/api/me/profile', free, {
      contactPerson: '  Mari Maasikas ',
      phone: '+372 5123 4567',
      address: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      email: free.email,
      contactPerson: 'Mari Maasikas',
      phone: '+372 5123 4567',
      address: null,
      language: 'et',
    });
    expect((await call('GET', '/api/me/profile', free)).json().contactPerson).toBe('Mari Maasikas');
  });

  it('refuses a bad phone and an overlong field with 400 on the field, keeping what was stored', async () => {
    await call('PUT', '/api/me/profile', free, { contactPerson: 'Jaan', phone: '+372 5555 5555' });
    const phone = await call('PUT', '/api/me/profile', free, {
      contactPerson: 'Muu',
      phone: 'helista mulle',
    });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().error).toMatchObject({
      field: 'phone',
      message: 'Palun sisestage kehtiv telefoninumber',
    });
    const long = await call('PUT', '/api/me/profile', free, { address: 'x'.repeat(301) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.field).toBe('address');
    const notText = await call('PUT', '/api/me/profile', free, { contactPerson: 42 });
    expect(notText.statusCode).toBe(400);
    expect((await call('GET', '/api/me/profile', free)).json()).toMatchObject({
      contactPerson: 'Jaan',
      phone: '+372 5555 5555',
    });
  });
});

describe('company', () => {
  it('lets anyone read their company, and only access holders write it (403 ACCESS_REQUIRED)', async () => {
    expect((await call('GET', '/api/me/company', free)).statusCode).toBe(200);
    for (const user of [free, expired]) {
      const res = await call('PUT', '/api/me/company', user, company());
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({
        code: 'ACCESS_REQUIRED',
        message: 'See funktsioon on saadaval Premium-kontoga',
      });
    }
    for (const user of [premium, trial]) {
      expect((await call('PUT', '/api/me/company', user, company())).statusCode).toBe(200);
    }
  });

  it('normalises what the form sends: tags trimmed without blanks or repeats, website with https, numbers from text', async () => {
    const res = await call(
      'PUT',
      '/api/me/company',
      premium,
      company({
        transportTypes: [' poolhaagis', 'Poolhaagis', '', 'külmik '],
        serviceRegions: [],
        website: 'www.firma.ee',
        logoUrl: '',
        establishedYear: '1998',
        employeesCount: 12,
        description: 'Rida üks\r\n\r\n\r\nRida kaks',
        regularRoutes: [{ route: 'Tallinn – Riia', frequency: 'iga päev', capacity: '', trailerType: null }],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      transportTypes: ['poolhaagis', 'külmik'],
      serviceRegions: [],
      website: 'https://www.firma.ee/',
      logoUrl: null,
      establishedYear: 1998,
      employeesCount: 12,
      description: 'Rida üks\n\nRida kaks',
      regularRoutes: [{ route: 'Tallinn – Riia', frequency: 'iga päev', capacity: null, trailerType: null }],
    });
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.userId, premium.userId));
    expect(row?.serviceRegions).toBeNull();
    expect(row?.regularRoutes).toEqual([{ route: 'Tallinn – Riia', frequency: 'iga päev' }]);
  });

  it.each([
    [{ website: 'javascript:alert(1)' }, 'website', 'Palun sisestage kehtiv veebiaadress (nt www.firma.ee)'],
    [{ establishedYear: '1.5' }, 'establishedYear', 'Palun sisestage täisarv'],
    [{ establishedYear: 1700 }, 'establishedYear', 'Palun sisestage kehtiv asutamisaasta'],
    [
      { establishedYear: new Date().getFullYear() + 1 },
      'establishedYear',
      'Palun sisestage kehtiv asutamisaasta',
    ],
    [{ employeesCount: -1 }, 'employeesCount', 'Palun sisestage kehtiv töötajate arv'],
    [{ employeesCount: 'palju' }, 'employeesCount', 'Palun sisestage täisarv'],
    [{ regularRoutes: [{ route: '  ' }] }, 'regularRoutes.0.route', 'Palun sisestage marsruut'],
    [{ transportTypes: Array.from({ length: 31 }, (_, i) => `t${i}`) }, 'transportTypes', 'Kuni 30 väärtust'],
    [{ companyName: 'x'.repeat(201) }, 'companyName', 'Tekst võib olla kuni 200 tähemärki pikk'],
    [{ showInCompanyDirectory: true, companyName: '' }, 'companyName', 'Palun sisestage ettevõtte nimi'],
  ])('refuses %j with 400 on %s', async (overrides, field, message) => {
    const before = (await call('GET', '/api/me/company', trial)).json();
    const res = await call('PUT', '/api/me/company', trial, company(overrides));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({ field, message });
    expect((await call('GET', '/api/me/company', trial)).json()).toEqual(before);
  });
});

describe('the directory place', () => {
  it('puts the company in the directory with its contact locked for others, and takes it out again', async () => {
    const owner = await createSignedInUser(t.app, { plan: 'trial', planEndsAt: inDays(5) });
    const name = `${unique('Kataloog')} OÜ`;
    await call('PUT', '/api/me/company', owner, company({ companyName: name }));
    await call('PUT', '/api/me/profile', owner, { contactPerson: 'Kati Kask', phone: '+372 5000 1234' });

    const find = async (viewer?: SignedInUser) =>
      (await call('GET', `/api/companies?q=${encodeURIComponent(name)}`, viewer)).json().items as {
        companyName: string;
        contactAccess: string;
        contact?: unknown;
      }[];
    expect(await find()).toEqual([]);

    const on = await call('PUT', '/api/me/directory', owner, { show: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ showInCompanyDirectory: true, listedInDirectory: true });

    const [seenByVisitor] = await find();
    expect(seenByVisitor).toMatchObject({ companyName: name, contactAccess: 'locked' });
    expect(seenByVisitor?.contact).toBeUndefined();
    expect(JSON.stringify(await find(free))).not.toContain('5000 1234');
    expect((await find(premium))[0]?.contactAccess).toBe('premium');
    expect((await find(owner))[0]?.contactAccess).toBe('owner');

    const off = await call('PUT', '/api/me/directory', owner, { show: false });
    expect(off.json()).toEqual({ showInCompanyDirectory: false, listedInDirectory: false });
    expect(await find()).toEqual([]);
  });

  it('needs access (403) and a company name (400 COMPANY_NAME_REQUIRED)', async () => {
    const res = await call('PUT', '/api/me/directory', free, { show: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('ACCESS_REQUIRED');

    const nameless = await createSignedInUser(t.app, { plan: 'premium' });
    const refused = await call('PUT', '/api/me/directory', nameless, { show: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({
      code: 'COMPANY_NAME_REQUIRED',
      message: 'Palun sisestage ettevõtte nimi',
      field: 'companyName',
    });
    expect((await call('PUT', '/api/me/directory', nameless, { show: 'jah' })).statusCode).toBe(400);
  });

  it('keeps a listed company named: clearing the name while shown is refused', async () => {
    const owner = await createSignedInUser(t.app, { plan: 'premium' });
    await call('PUT', '/api/me/company', owner, company());
    await call('PUT', '/api/me/directory', owner, { show: true });
    const res = await call('PUT', '/api/me/company', owner, company({ companyName: ' ' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('COMPANY_NAME_REQUIRED');
  });
});

describe('password change', () => {
  it('refuses a wrong current password with 400 WRONG_PASSWORD and changes nothing', async () => {
    const user = await createSignedInUser(t.app, { password: PASSWORD });
    const res = await call('POST', '/api/me/password', user, {
      currentPassword: 'Vale1parool',
      newPassword: 'Uus1Parool',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'WRONG_PASSWORD',
      message: 'Praegune parool on vale',
      field: 'currentPassword',
    });
    expect((await signIn(t.app, user.email, PASSWORD)).res.statusCode).toBe(200);
    expect((await signIn(t.app, user.email, 'Uus1Parool')).res.statusCode).toBe(401);
  });

  it.each([
    ['Lüh1keA', 'Parool peab olema vähemalt 8 tähemärki pikk'],
    ['suurtähtedeta1', 'Parool peab sisaldama vähemalt ühte suurt tähte'],
    ['VÄIKESTETA1', 'Parool peab sisaldama vähemalt ühte väikest tähte'],
    ['Numbritaparool', 'Parool peab sisaldama vähemalt ühte numbrit'],
  ])('applies the one password policy: %s', async (newPassword, message) => {
    const user = await createSignedInUser(t.app, { password: PASSWORD });
    const res = await call('POST', '/api/me/password', user, { currentPassword: PASSWORD, newPassword });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ field: 'newPassword', message });
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const user = await createSignedInUser(t.app, { password: PASSWORD });
    const other = await signIn(t.app, user.email, PASSWORD);
    expect((await call('GET', '/api/me', { cookie: other.cookie })).statusCode).toBe(200);

    const res = await call('POST', '/api/me/password', user, {
      currentPassword: PASSWORD,
      newPassword: 'Uus1Parool',
    });
    expect(res.statusCode, res.body).toBe(204);

    expect((await call('GET', '/api/me', user)).statusCode).toBe(200);
    expect((await call('GET', '/api/me', { cookie: other.cookie })).statusCode).toBe(401);
    const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.userId));
    expect(left).toHaveLength(1);
    expect((await signIn(t.app, user.email, PASSWORD)).res.statusCode).toBe(401);
    expect((await signIn(t.app, user.email, 'Uus1Parool')).res.statusCode).toBe(200);
  });

  it('asks for the current password', async () => {
    const res = await call('POST', '/api/me/password', premium, { newPassword: 'Uus1Parool' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      field: 'currentPassword',
      message: 'Palun sisestage praegune parool',
    });
  });
});
