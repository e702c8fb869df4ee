import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api';
import { parseMyListingsPage } from './use-my-listings';

const item = (id: string, type = 'cargo') => ({
  type,
  id,
  originCity: 'Tallinn',
  destinationCity: 'Riia',
  createdAt: '2026-11-20T10:00:00.000Z',
  contactAccess: 'owner',
  status: 'active',
});

describe('an answer of GET /api/me/listings', () => {
  it('keeps the rows of the asked type and fills missing counts with 0', () => {
    const page = parseMyListingsPage(
      {
        items: [item('a'), item('b', 'transport'), { id: 'c' }],
        total: 3,
        page: 2,
        pageSize: 10,
        counts: { cargo: { active: 2, expired: 1, all: 3 } },
      },
      'cargo',
    );
    expect(page.items.map((i) => i.id)).toEqual(['a']);
    expect(page.items[0]?.completedByUser).toBeNull();
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 10 });
    expect(page.counts).toEqual({
      cargo: { active: 2, expired: 1, all: 3 },
      transport: { active: 0, expired: 0, all: 0 },
    });
  });

  it('refuses something that is not a list', () => {
    expect(() => parseMyListingsPage({ items: 'x' }, 'cargo')).toThrow(ApiError);
    expect(() => parseMyListingsPage(null, 'transport')).toThrow(ApiError);
  });
});
