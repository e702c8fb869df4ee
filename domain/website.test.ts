import { describe, expect, it } from 'vitest';
import { websiteHref, websiteLabel } from './website';

describe('websiteHref', () => {
  it('links http and https addresses', () => {
    expect(websiteHref('https://www.baltiveod-demo.ee')).toBe('https://www.baltiveod-demo.ee/');
    expect(websiteHref('http://example.ee/veod')).toBe('http://example.ee/veod');
  });

  it('adds https to an address typed without a scheme', () => {
    expect(websiteHref('www.example.ee')).toBe('https://www.example.ee/');
    expect(websiteHref(' example.ee/meist ')).toBe('https://example.ee/meist');
  });

  it('never links a script or another scheme', () => {
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('JavaScript:alert(1)')).toBeNull();
    expect(websiteHref('data:text/html,hi')).toBeNull();
    expect(websiteHref('ftp://example.ee')).toBeNull();
  });

  it('answers null for nothing or for text that is not an address', () => {
    expect(websiteHref(null)).toBeNull();
    expect(websiteHref('   ')).toBeNull();
    expect(websiteHref('meie koduleht')).toBeNull();
  });

  it('labels a link by its host and path', () => {
    expect(websiteLabel('https://www.example.ee/')).toBe('www.example.ee');
    expect(websiteLabel('https://example.ee/veod/')).toBe('example.ee/veod');
  });
});
