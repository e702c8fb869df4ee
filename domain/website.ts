/**
 * A company's website as a link target. Companies type their own address, so only http(s) may become a
 * link ('javascript:' and the like would run in our page); an address typed without a scheme gets https.
 */
export function websiteHref(website: string | null | undefined): string | null {
  const text = website?.trim();
  if (!text) return null;
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text.replace(/^\/+/, '')}`;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
    return url.href;
  } catch {
    return null;
  }
}

/** 'www.baltiveod.ee' for 'https://www.baltiveod.ee/': what a person reads in a narrow cell. */
export function websiteLabel(href: string): string {
  try {
    const url = new URL(href);
    const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
    return `${url.hostname}${path}`;
  } catch {
    return href;
  }
}
