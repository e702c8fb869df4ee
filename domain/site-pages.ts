/**
 * Every page of the web app, in one list: the route table (web/app/route-table.ts) gives each its
 * code, and the server answers from it (server/platform/http/web.ts): an address that is none of
 * these is a 404, `robots.txt` keeps crawlers out of the private ones and `sitemap.xml` lists the
 * public ones (docs/decisions/0052).
 */
export interface SitePage {
  /** A wouter pattern: `:name` stands for one segment. */
  path: string;
  /** Inside the public layout (header, footer) or the back office's own. */
  layout: 'site' | 'admin';
  /** Who may see the page; others are sent to sign in (and back afterwards). */
  access?: 'signedIn' | 'admin';
  /** Public and worth finding: listed in sitemap.xml. */
  sitemap?: boolean;
  /** An account's, the back office's or a one-off link's page: robots.txt keeps crawlers out. */
  private?: boolean;
  /** The development mailbox: no page in production. */
  devOnly?: boolean;
}

export const SITE_PAGES = {
  home: { path: '/', layout: 'site', sitemap: true },
  info: { path: '/info', layout: 'site', sitemap: true },
  pricing: { path: '/hinnad', layout: 'site', sitemap: true },
  privacy: { path: '/privaatsus', layout: 'site', sitemap: true },
  terms: { path: '/kasutustingimused', layout: 'site', sitemap: true },
  // The same plans under the English address (the spec names both); /hinnad is the one listed.
  pricingEnglish: { path: '/pricing', layout: 'site' },
  resetPassword: { path: '/reset-password', layout: 'site', private: true },
  myListings: { path: '/minu-kuulutused', layout: 'site', private: true },
  watchlist: { path: '/jalgitavad', layout: 'site', private: true },
  myContacts: { path: '/minu-kontaktid', layout: 'site', private: true },
  settings: { path: '/profile-settings', layout: 'site', access: 'signedIn', private: true },
  unsubscribe: { path: '/teavitused/loobu', layout: 'site', private: true },
  confirmListing: { path: '/kuulutus/kinnita', layout: 'site', private: true },
  demoCheckout: { path: '/demo-makse/:id', layout: 'site', private: true },
  demoPortal: { path: '/demo-tellimus', layout: 'site', access: 'signedIn', private: true },
  adminLogin: { path: '/admin-login', layout: 'site', private: true },
  devMailbox: { path: '/dev/mailbox', layout: 'site', private: true, devOnly: true },
  adminOverview: { path: '/admin', layout: 'admin', access: 'admin', private: true },
  adminActivity: { path: '/admin/activity', layout: 'admin', access: 'admin', private: true },
  adminUsers: { path: '/admin/users', layout: 'admin', access: 'admin', private: true },
  adminEntries: { path: '/admin/entries', layout: 'admin', access: 'admin', private: true },
  adminVerifications: { path: '/admin/verifications', layout: 'admin', access: 'admin', private: true },
  adminVariables: { path: '/admin/variables', layout: 'admin', access: 'admin', private: true },
  adminSupport: { path: '/admin/support', layout: 'admin', access: 'admin', private: true },
  adminReports: { path: '/admin/reports', layout: 'admin', access: 'admin', private: true },
  adminCredits: { path: '/admin/credits', layout: 'admin', access: 'admin', private: true },
  adminPricing: { path: '/admin/pricing', layout: 'admin', access: 'admin', private: true },
  adminMail: { path: '/admin/mail', layout: 'admin', access: 'admin', private: true },
} as const satisfies Record<string, SitePage>;

export type SitePageKey = keyof typeof SITE_PAGES;

/** The pages in the order of the list. */
export const SITE_PAGE_LIST: readonly (SitePage & { key: SitePageKey })[] = (
  Object.keys(SITE_PAGES) as SitePageKey[]
).map((key) => ({ key, ...SITE_PAGES[key] }));

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/**
 * Whether a path is the page's address, as the web's router matches it (regexparam): letters in any
 * case, a trailing slash allowed, `:name` one non-empty segment.
 */
export function matchesPage(pattern: string, path: string): boolean {
  const want = segments(pattern);
  let got: string[];
  try {
    got = segments(path).map((segment) => decodeURIComponent(segment));
  } catch {
    return false;
  }
  if (path.includes('//') || want.length !== got.length) return false;
  return want.every((part, i) => part.startsWith(':') || part.toLowerCase() === got[i]?.toLowerCase());
}

/** The page at a path (without its query), if any. */
export function sitePageAt(path: string, { production = false } = {}): SitePage | undefined {
  return SITE_PAGE_LIST.find((page) => (!production || !page.devOnly) && matchesPage(page.path, path));
}

/** robots.txt: the private pages (by the part of the address before any parameter) and the API. */
export function robotsTxt(publicUrl: string): string {
  const prefixes = SITE_PAGE_LIST.filter((page) => page.private).map((page) => {
    const fixed = page.path.split('/:')[0] ?? page.path;
    return page.path.includes('/:') ? `${fixed}/` : fixed;
  });
  prefixes.push('/api/');
  // A rule is a prefix of the address: /admin already covers /admin/users and /admin-login.
  const rules = [...new Set(prefixes)].filter(
    (rule, _, all) => !all.some((other) => other !== rule && rule.startsWith(other)),
  );
  return [
    'User-agent: *',
    ...rules.map((rule) => `Disallow: ${rule}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml: the public pages worth finding, at the site's public address. */
export function sitemapXml(publicUrl: string): string {
  const urls = SITE_PAGE_LIST.filter((page) => page.sitemap).map(
    (page) => `  <url><loc>${escapeXml(publicUrl + page.path)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
