import { describe, expect, it } from 'vitest';
import { companyItemSchema, companyPageSchema } from '@domain/contract/companies';
import { companiesQueryKey, companiesSearch, normalizeCompanyParams } from './use-companies';

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

describe('the directory contract', () => {
  const base = {
    id: 'c1',
    companyName: 'Balti Veod OÜ',
    specialty: 'rahvusvaheline',
    vehiclePark: null,
    description: null,
    transportTypes: ['täishaagis'],
    serviceRegions: ['eesti'],
    regularRoutes: [{ route: 'Tallinn → Riga', frequency: 'iga päev' }],
    establishedYear: 1998,
    employeesCount: null,
    logoUrl: null,
    basePlace: null,
    verified: true,
    isOwn: false,
    contactAccess: 'locked',
  };
  const contact = { contactPerson: 'Andres Mets', phone: '+372 5123 4410', email: 'a@b.ee', website: null };

  it('answers the list and its paging', () => {
    const page = companyPageSchema.parse({ items: [base], total: 16, page: 1, pageSize: 25 });
    expect(page.total).toBe(16);
    expect(page.items[0]).toEqual(base);
  });

  it('refuses contacts on a locked company, and an unknown access state', () => {
    expect(companyItemSchema.safeParse({ ...base, contact }).success).toBe(false);
    expect(companyItemSchema.safeParse({ ...base, contactAccess: 'maybe' }).success).toBe(false);
  });

  it('keeps the contacts of an entitled viewer', () => {
    expect(companyItemSchema.parse({ ...base, contactAccess: 'premium', contact }).contact).toEqual(contact);
  });

  it('refuses an answer that is not a list', () => {
    expect(companyPageSchema.safeParse({ error: 'x' }).success).toBe(false);
    expect(companyPageSchema.safeParse(null).success).toBe(false);
  });
});
