import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api';
import {
  companiesQueryKey,
  companiesSearch,
  normalizeCompanyParams,
  parseCompany,
  parseCompanyPage,
} from './use-companies';

describe('company query parameters', () => {
  it('trims, leaves out blanks and keeps the page in range', () => {
    const params = normalizeCompanyParams({
      q: '  balti ',
      region: '',
      specialty: ' ',
      page: 0,
      pageSize: 25,
    });
    expect(params).toEqual({ q: 'balti', page: 1, pageSize: 25 });
    expect(companiesSearch(params)).toBe('q=balti&page=1&pageSize=25');
  });

  it('falls back to the default page size for a size the server does not accept', () => {
    expect(normalizeCompanyParams({ page: 2.6, pageSize: 30 })).toEqual({ page: 2, pageSize: 25 });
  });

  it('encodes filters for the URL', () => {
    const params = normalizeCompanyParams({ q: 'a&b', transportType: 'külmik', page: 3, pageSize: 50 });
    expect(companiesSearch(params)).toBe('q=a%26b&transportType=k%C3%BClmik&page=3&pageSize=50');
  });

  it('keys the answer under "companies" and by viewer', () => {
    const params = normalizeCompanyParams({ page: 1, pageSize: 25 });
    expect(companiesQueryKey(params, null)).toEqual(['companies', { page: 1, pageSize: 25, viewer: null }]);
    expect(companiesQueryKey(params, 'u1')[1].viewer).toBe('u1');
  });
});

describe('parseCompanyPage', () => {
  const base = {
    id: 'c1',
    companyName: 'Balti Veod OÜ',
    specialty: 'rahvusvaheline',
    vehiclePark: null,
    description: '',
    transportTypes: ['täishaagis', 3, ' '],
    serviceRegions: ['eesti'],
    regularRoutes: [{ route: 'Tallinn → Riga', frequency: 'iga päev' }, { route: '' }, 'x'],
    establishedYear: 1998,
    employeesCount: null,
    logoUrl: null,
    isOwn: false,
    contactAccess: 'locked',
  };

  it('answers the list and its paging', () => {
    const page = parseCompanyPage({ items: [base], total: 16, page: 1, pageSize: 25 });
    expect(page.total).toBe(16);
    expect(page.items[0]).toMatchObject({
      id: 'c1',
      description: null,
      transportTypes: ['täishaagis'],
      regularRoutes: [{ route: 'Tallinn → Riga', frequency: 'iga päev' }],
    });
  });

  it('drops entries without an id or a name', () => {
    const page = parseCompanyPage({ items: [base, { id: 'x' }, null], total: 3, page: 1, pageSize: 25 });
    expect(page.items.map((item) => item.id)).toEqual(['c1']);
  });

  it('never keeps contacts on a locked company, and treats an unknown state as locked', () => {
    const leaked = { ...base, contact: { phone: '+372 5555 0000' } };
    expect(parseCompany(leaked)).not.toHaveProperty('contact');
    const odd = parseCompany({ ...base, contactAccess: 'maybe', contact: { phone: '1' } });
    expect(odd?.contactAccess).toBe('locked');
    expect(odd).not.toHaveProperty('contact');
  });

  it('keeps the contacts of an entitled viewer', () => {
    const open = parseCompany({
      ...base,
      contactAccess: 'premium',
      contact: { contactPerson: 'Andres Mets', phone: '+372 5123 4410', email: 'a@b.ee', website: null },
    });
    expect(open?.contact).toEqual({
      contactPerson: 'Andres Mets',
      phone: '+372 5123 4410',
      email: 'a@b.ee',
      website: null,
    });
  });

  it('turns an answer that is not a list into an error', () => {
    expect(() => parseCompanyPage({ error: 'x' })).toThrow(ApiError);
    expect(() => parseCompanyPage(null)).toThrow(ApiError);
  });
});
