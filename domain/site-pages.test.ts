import { describe, expect, it } from 'vitest';
import { matchesPage, robotsTxt, sitemapXml, sitePageAt } from './site-pages';

describe('matchesPage', () => {
  it('matches as the router does: any case, a trailing slash, one segment per parameter', () => {
    expect(matchesPage('/', '/')).toBe(true);
    expect(matchesPage('/info', '/Info/')).toBe(true);
    expect(matchesPage('/demo-makse/:id', '/demo-makse/abc-123')).toBe(true);
    expect(matchesPage('/demo-makse/:id', '/demo-makse')).toBe(false);
    expect(matchesPage('/demo-makse/:id', '/demo-makse/a/b')).toBe(false);
    expect(matchesPage('/info', '/info/more')).toBe(false);
    expect(matchesPage('/info', '//info')).toBe(false);
    expect(matchesPage('/info', '/%E0%A4%A')).toBe(false);
  });
});

describe('sitePageAt', () => {
  it('knows the development mailbox only outside production', () => {
    expect(sitePageAt('/dev/mailbox')?.path).toBe('/dev/mailbox');
    expect(sitePageAt('/dev/mailbox', { production: true })).toBeUndefined();
    expect(sitePageAt('/admin/users', { production: true })?.access).toBe('admin');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('disallow each private area once, by the shortest prefix', () => {
    const rules = robotsTxt('https://veoturg.ee')
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '));
    expect(rules).toEqual([
      'Disallow: /reset-password',
      'Disallow: /minu-kuulutused',
      'Disallow: /jalgitavad',
      'Disallow: /minu-kontaktid',
      'Disallow: /profile-settings',
      'Disallow: /teavitused/loobu',
      'Disallow: /kuulutus/kinnita',
      'Disallow: /demo-makse/',
      'Disallow: /demo-tellimus',
      'Disallow: /dev/mailbox',
      'Disallow: /admin',
      'Disallow: /api/',
    ]);
  });

  it('lists the public pages with the origin given', () => {
    expect(sitemapXml('https://veoturg.ee')).toContain('<loc>https://veoturg.ee/info</loc>');
    expect(sitemapXml('https://veoturg.ee')).not.toContain('minu-kuulutused');
  });
});
