import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSignedInUser } from '../../../test/factories/users';
import { ORIGIN } from '../../../test/auth';

// The language a page is sent in (../shared/spec/API.md, "Languages"; docs/decisions/0064): ?lang=,
// the signed-in user's profile, the visitor's cookie, Accept-Language, Estonian. The build writes
// each language's files into its folder (ru/index.html); a language without them gets Estonian's.
const page = (locale: string, name: string) =>
  `<!doctype html><html lang="${locale}"><head><title>${name}</title></head><body><div id="root">${locale} ${name}</div></body></html>`;

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'veoturg-web-'));
  for (const locale of ['et', 'ru', 'fi']) {
    const dir = locale === 'et' ? webDist : path.join(webDist, locale);
    await fs.mkdir(dir, { recursive: true });
    for (const file of ['index', 'shell', '404', 'index-transport', 'index-companies'])
      await fs.writeFile(path.join(dir, `${file}.html`), page(locale, file));
  }
  t = await createTestApp({}, { webDist });
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

const root = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, root: /<div id="root">([^<]*)<\/div>/.exec(res.body)?.[1], res };
};

describe('the language of a page', () => {
  it('follows Accept-Language, Estonian when none of the six is asked for', async () => {
    expect((await root('/', { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' })).root).toBe('ru index');
    expect((await root('/info', { 'accept-language': 'fi' })).root).toBe('fi shell');
    expect((await root('/', { 'accept-language': 'de-DE,fr;q=0.5' })).root).toBe('et index');
    expect((await root('/')).root).toBe('et index');
    const { res } = await root('/info', { 'accept-language': 'ru' });
    expect(res.headers['content-language']).toBe('ru');
    expect(res.headers.vary).toMatch(/Accept-Language/);
  });

  it('takes the cookie over the browser, and ?lang= over both', async () => {
    const cookie = 'veoturg_lang=fi';
    expect((await root('/', { cookie, 'accept-language': 'ru' })).root).toBe('fi index');
    expect((await root('/?lang=ru', { cookie })).root).toBe('ru index');
    expect((await root('/?tab=transport&lang=ru')).root).toBe('ru index-transport');
    // Not one of the six: the next rule decides.
    expect((await root('/?lang=de', { cookie })).root).toBe('fi index');
    expect((await root('/', { cookie: 'veoturg_lang=xx', 'accept-language': 'ru' })).root).toBe('ru index');
  });

  it('sends the not-found page in the language too, with status 404', async () => {
    const res = await root('/no-such-page', { 'accept-language': 'fi' });
    expect(res.status).toBe(404);
    expect(res.root).toBe('fi 404');
  });

  it('sends Estonian files for a language the build has none of', async () => {
    const res = await root('/', { 'accept-language': 'lv' });
    expect(res.root).toBe('et index');
    expect(res.res.headers['content-language']).toBe('lv');
  });

  it("follows a signed-in user's profile over the cookie and the browser, and a link over the profile", async () => {
    const user = await createSignedInUser(t.app);
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      headers: { cookie: user.cookie, origin: ORIGIN },
      payload: { language: 'ru' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ language: 'ru' });
    const cookie = `${user.cookie}; veoturg_lang=fi`;
    expect((await root('/', { cookie, 'accept-language': 'fi' })).root).toBe('ru index');
    expect((await root('/?lang=fi', { cookie })).root).toBe('fi index');
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: user.cookie },
    });
    expect(session.json().user.language).toBe('ru');
    // The profile says so too, and every mail follows it.
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/me/profile',
      headers: { cookie: user.cookie },
    });
    expect(profile.json().language).toBe('ru');
  });
});

describe('PUT /api/me/language', () => {
  it('answers 401 to a visitor and 400, in the request language, to a language not of the six', async () => {
    const visitor = await t.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      headers: { origin: ORIGIN },
      payload: { language: 'ru' },
    });
    expect(visitor.statusCode).toBe(401);
    const user = await createSignedInUser(t.app);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      headers: { cookie: user.cookie, origin: ORIGIN, 'accept-language': 'en' },
      payload: { language: 'de' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      field: 'language',
      message: expect.stringMatching(/et, en, ru, lv, lt, fi/),
    });
    expect(bad.json().error.message).not.toMatch(/Keel peab/);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: user.cookie },
    });
    expect(session.json().user.language).toBe('et');
  });
});
