import { describe, expect, it } from 'vitest';
import { myListingsPageSchema } from '@domain/contract/my-listings';
import { cargoItem } from '../../../test/factories/listing-items';

const item = (id: string) => ({
  ...cargoItem({ id, destinationCity: 'Riia', isOwn: true, contactAccess: 'owner' }),
  completedByUser: false,
  actions: ['complete', 'pause', 'edit', 'duplicate', 'delete'] as const,
  premiumOnly: ['saveTemplate'] as const,
});

const counts = { active: 2, expired: 1, all: 3 };

describe('the contract of GET /api/me/listings', () => {
  it("reads the rows, the paging and both types' counts", () => {
    const page = myListingsPageSchema.parse({
      items: [item('a')],
      total: 3,
      page: 2,
      pageSize: 10,
      counts: { cargo: counts, transport: { active: 0, expired: 0, all: 0 } },
    });
    expect(page.items.map((i) => i.id)).toEqual(['a']);
    expect(page.items[0]?.completedByUser).toBe(false);
    expect(page.items[0]?.premiumOnly).toEqual(['saveTemplate']);
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 10 });
  });

  it("refuses something that is not a list, or a row without the owner's completed mark", () => {
    expect(myListingsPageSchema.safeParse({ items: 'x' }).success).toBe(false);
    expect(myListingsPageSchema.safeParse(null).success).toBe(false);
    const { completedByUser: _completed, ...withoutMark } = item('b');
    const page = {
      items: [withoutMark],
      total: 1,
      page: 1,
      pageSize: 10,
      counts: { cargo: counts, transport: counts },
    };
    expect(myListingsPageSchema.safeParse(page).success).toBe(false);
  });

  it('refuses an action the menu does not know', () => {
    const page = {
      items: [{ ...item('c'), actions: ['launch'] }],
      total: 1,
      page: 1,
      pageSize: 10,
      counts: { cargo: counts, transport: counts },
    };
    expect(myListingsPageSchema.safeParse(page).success).toBe(false);
  });
});
