import { describe, expect, it } from 'vitest';
import { ADMIN_NAV_ITEMS, isAdminNavItemActive } from './admin-nav';

const item = (to: string) => {
  const found = ADMIN_NAV_ITEMS.find((entry) => entry.to === to);
  if (!found) throw new Error(`no nav item ${to}`);
  return found;
};

describe('admin navigation', () => {
  it('lists the spec labels in order', () => {
    expect(ADMIN_NAV_ITEMS.map((entry) => entry.label)).toEqual([
      'Ülevaade',
      'Kasutajad',
      'Kuulutused',
      'Kontrollimine',
      'Teated',
      'Krediidid',
      'Hinnakirjad',
      'Muutujad',
      'Tugi',
    ]);
  });

  it('marks the overview on /admin only', () => {
    expect(isAdminNavItemActive(item('/admin'), '/admin')).toBe(true);
    expect(isAdminNavItemActive(item('/admin'), '/admin/')).toBe(true);
    expect(isAdminNavItemActive(item('/admin'), '/admin/users')).toBe(false);
  });

  it('marks a section on its sub-pages too', () => {
    expect(isAdminNavItemActive(item('/admin/users'), '/admin/users')).toBe(true);
    expect(isAdminNavItemActive(item('/admin/users'), '/admin/users/42')).toBe(true);
    expect(isAdminNavItemActive(item('/admin/users'), '/admin/usersx')).toBe(false);
  });
});
