import { describe, expect, it } from 'vitest';
import { adminListQuery, readAdminListView, withAdminListChange } from './admin-list-params';

const params = (text: string) => new URLSearchParams(text);

describe('a back-office list in the address', () => {
  it('reads page, size, search and filters, falling back to page 1 of 25 for anything odd', () => {
    expect(readAdminListView(params('page=3&pageSize=50&q=%20mari%20&role=admin'), ['role', 'plan'])).toEqual(
      {
        page: 3,
        pageSize: 50,
        q: 'mari',
        filters: { role: 'admin', plan: '' },
      },
    );
    expect(readAdminListView(params('page=-1&pageSize=13'), [])).toMatchObject({ page: 1, pageSize: 25 });
    expect(readAdminListView(params('page=2.5'), [])).toMatchObject({ page: 1 });
  });

  it('starts again at page 1 when the search, a filter or the page size changes', () => {
    const at3 = params('page=3&q=a&tab=cargo');
    expect(withAdminListChange(at3, { q: 'b' }).toString()).toBe('q=b&tab=cargo');
    expect(withAdminListChange(at3, { filters: { status: 'active' } }).get('page')).toBeNull();
    expect(withAdminListChange(at3, { pageSize: 50 }).get('page')).toBeNull();
    expect(withAdminListChange(at3, { page: 4 }).get('page')).toBe('4');
  });

  it('leaves defaults out of the address', () => {
    expect(
      withAdminListChange(params('page=2&pageSize=50&role=admin'), {
        page: 1,
        pageSize: 25,
        filters: { role: '' },
      }).toString(),
    ).toBe('');
  });

  it('asks the API for the view, without empty filters', () => {
    expect(adminListQuery({ page: 2, pageSize: 10, q: 'OÜ', filters: { role: '', plan: 'premium' } })).toBe(
      'page=2&pageSize=10&q=O%C3%9C&plan=premium',
    );
  });
});
