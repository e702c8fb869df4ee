import { describe, expect, it } from 'vitest';
import { isNavItemActive, NAV_ITEMS, navItemsFor } from './nav-items';

function byLabel(label: string) {
  const item = NAV_ITEMS.find((candidate) => candidate.label === label);
  if (!item) throw new Error(`No nav item "${label}"`);
  return item;
}

describe('isNavItemActive', () => {
  it('marks the home link only on the home page', () => {
    expect(isNavItemActive(byLabel('Avaleht'), '/')).toBe(true);
    expect(isNavItemActive(byLabel('Avaleht'), '/info')).toBe(false);
  });

  it('marks Hinnad on both of its addresses and ignores a trailing slash', () => {
    expect(isNavItemActive(byLabel('Hinnad'), '/hinnad')).toBe(true);
    expect(isNavItemActive(byLabel('Hinnad'), '/pricing')).toBe(true);
    expect(isNavItemActive(byLabel('Info'), '/info/')).toBe(true);
  });
});

describe('navItemsFor', () => {
  const labels = (signedIn: boolean) => navItemsFor(signedIn).map((item) => item.label);

  it('shows "Minu kuulutused", "Minu kontaktid" and "Jälgitavad" only to signed-in users', () => {
    expect(labels(false)).toEqual(['Avaleht', 'Info', 'Hinnad']);
    expect(labels(true)).toEqual([
      'Avaleht',
      'Info',
      'Hinnad',
      'Minu kuulutused',
      'Minu kontaktid',
      'Jälgitavad',
    ]);
  });
});
