import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

// What the server answers for the site's own addresses: a page of the app (200), an unknown address
// (404 with the Estonian not-found page), robots.txt and sitemap.xml (docs/decisions/0052).
const page = (name: string) =>
  `<!doctype html><html lang="et"><head><title>${name}</title></head><body><div id="root">${name}</div></body></html>`;

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'veoturg-web-'));
  await fs.writeFile(path.join(webDist, 'index.html'), page('home'));
  await fs.writeFile(path.join(webDist, 'shell.html'), page('shell'));
  await fs.writeFile(path.join(webDist, '404.html'), page('Lehte ei leitud'));
  await fs.writeFile(path.join(webDist, 'index-transport.html'), page('home, transport tab'));
  await fs.writeFile(path.join(webDist, 'index-companies.html'), page('home, companies tab'));
  await fs.writeFile(path.join(webDist, 'index-compact.html'), page('home, compact'));
  await fs.writeFile(
    path.join(webDist, 'index-transport-compact.html'),
    page('home, transport tab, compact'),
  );
  t = await createTestApp({ PUBLIC_URL: 'https://veoturg.example' }, { webDist });
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the pages of the app', () => {
  it('answers 200 for every page of the route table, a parameter or a trailing slash included', async () => {
    for (const url of [
      '/',
      '/info',
      '/info/',
      '/hinnad',
      '/pricing',
      '/minu-kuulutused',
      '/profile-settings?tab=company',
      '/demo-makse/abc',
      '/admin',
      '/admin/users',
      '/admin-login',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
    }
  });

  it('answers an unknown address 404 with the Estonian not-found page, still revalidated', async () => {
    for (const url of ['/see-lehte-ei-ole', '/info/extra', '/admin/unknown', '/demo-makse', '/index.php']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('Lehte ei leitud');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/see-lehte-ei-ole' });
    expect(head.statusCode).toBe(404);
  });

  it("sends the home page's first look of the tab the address names", async () => {
    const root = async (url: string) => {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      return /<div id="root">([^<]*)<\/div>/.exec(res.body)?.[1];
    };
    expect(await root('/')).toBe('home');
    expect(await root('/?tab=cargo')).toBe('home');
    expect(await root('/?tab=kaubad')).toBe('home');
    expect(await root('/?tab=transport')).toBe('home, transport tab');
    expect(await root('/?tab=TRANSPORT&q=riia')).toBe('home, transport tab');
    expect(await root('/?tab=companies')).toBe('home, companies tab');
    expect(await root(`/?tab=${encodeURIComponent('Ettevõtted')}`)).toBe('home, companies tab');
    // Anything else is the default tab, as the page reads it; another page ignores the parameter.
    expect(await root('/?tab=rubbish')).toBe('home');
    expect(await root('/?tab=transport&tab=companies')).toBe('home');
    expect(await root('/info?tab=transport')).toBe('shell');
  });

  it('sends it in the density the visitor chose (decision 0077), the default one for anything else', async () => {
    const root = async (url: string, cookie: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.vary).toContain('Cookie');
      return /<div id="root">([^<]*)<\/div>/.exec(res.body)?.[1];
    };
    expect(await root('/', 'veoturg_density=compact')).toBe('home, compact');
    expect(await root('/?tab=transport', 'veoturg_lang=et; veoturg_density=compact')).toBe(
      'home, transport tab, compact',
    );
    // A density this build has no file for falls back to the tab's page.
    expect(await root('/?tab=companies', 'veoturg_density=compact')).toBe('home, companies tab');
    expect(await root('/', 'veoturg_density=comfortable')).toBe('home');
    expect(await root('/', 'veoturg_density=huge')).toBe('home');
    expect(await root('/info', 'veoturg_density=compact')).toBe('shell');
  });

  it('keeps an unknown /api path a JSON 404', async () => {
    const res = await get('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the private areas and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const area of ['/admin', '/api/', '/profile-settings', '/minu-kuulutused']) {
      expect(lines).toContain(`Disallow: ${area}`);
    }
    // The public pages stay open.
    expect(lines).not.toContain('Disallow: /');
    expect(lines.filter((line) => /^Disallow: \/(info|hinnad)?$/.test(line))).toEqual([]);
    expect(lines).toContain('Sitemap: https://veoturg.example/sitemap.xml');
  });
});

describe('sitemap.xml', () => {
  it('lists the public pages at PUBLIC_URL, and no private one', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://veoturg.example/',
      'https://veoturg.example/info',
      'https://veoturg.example/hinnad',
      'https://veoturg.example/privaatsus',
      'https://veoturg.example/kasutustingimused',
    ]);
  });
});
