import { describe, expect, it } from 'vitest';
import { regularRoutesPageSchema, type RegularRouteRow } from '@domain/contract/companies';
import { regularRoutesSearch, withKey } from './regular-routes';

const row: RegularRouteRow = {
  companyId: 'c1',
  routeIndex: 2,
  route: 'Tallinn → Riga',
  frequency: 'iga päev',
  capacity: null,
  trailerType: 'poolhaagis',
  companyName: 'Balti Veod OÜ',
  companyIsOwn: false,
  contactAccess: 'locked',
};

describe('the regular-routes table', () => {
  it('asks for one page of 25, with the search trimmed and left out when blank', () => {
    expect(regularRoutesSearch(undefined, 1)).toBe('page=1&pageSize=25');
    expect(regularRoutesSearch('   ', 3)).toBe('page=3&pageSize=25');
    expect(regularRoutesSearch(' Tallinn riga ', 2)).toBe('q=Tallinn+riga&page=2&pageSize=25');
  });

  it('keys a row by its company and its place in the list', () => {
    expect(withKey(row).key).toBe('c1:2');
  });

  it('the contract refuses a contact on a locked row and keeps it on an open one', () => {
    const contact = { contactPerson: 'Andres', phone: '+372 5123 4410', email: null, website: null };
    const page = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 25 });
    expect(regularRoutesPageSchema.safeParse(page([{ ...row, contact }])).success).toBe(false);
    const open = regularRoutesPageSchema.parse(page([{ ...row, contactAccess: 'unlocked', contact }]));
    expect(open.items[0]?.contact).toEqual(contact);
  });
});
