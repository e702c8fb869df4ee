import { describe, expect, it } from 'vitest';
import { readAdminListView } from '../admin-list-params';
import { ENTRY_FILTERS, entriesQuery, entryTab, statusFilter } from './entries-view';

const view = (search: string) => readAdminListView(new URLSearchParams(search), ENTRY_FILTERS);

describe('the entries page’s view', () => {
  it('reads the tab and the status, falling back to cargo and all', () => {
    expect(entryTab('companies')).toBe('companies');
    expect(entryTab('boats')).toBe('cargo');
    expect(entryTab('')).toBe('cargo');
    expect(statusFilter('expired')).toBe('expired');
    expect(statusFilter('paused')).toBe('all');
  });

  it('asks the API for the page, the search and the status of a listing tab', () => {
    expect(entriesQuery(view('tab=transport&status=expired&q=Riia&page=3'), true)).toBe(
      'page=3&pageSize=25&q=Riia&status=expired',
    );
    expect(entriesQuery(view('status=all'), true)).toBe('page=1&pageSize=25');
    expect(entriesQuery(view('status=bogus'), true)).toBe('page=1&pageSize=25');
  });

  it('leaves the status out for the companies', () => {
    expect(entriesQuery(view('tab=companies&status=active&q=OÜ'), false)).toBe(
      'page=1&pageSize=25&q=O%C3%9C',
    );
  });
});
