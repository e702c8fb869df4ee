import { describe, expect, it } from 'vitest';
import type { AdminCompanyItem } from '@domain/contract/admin-entries';
import { companyDraft, companyFormSchema } from './company-draft';

const item: AdminCompanyItem = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  shortId: '0f8fad5b',
  companyName: 'Vedu OÜ',
  specialty: 'rahvusvaheline',
  vehiclePark: null,
  transportTypes: ['poolhaagis', 'kallur'],
  serviceRegions: [],
  regularRoutes: [],
  description: null,
  website: 'https://vedu.example',
  logoUrl: null,
  establishedYear: 2004,
  employeesCount: null,
  contactPerson: 'Mari',
  phone: '+372 5555 1234',
  email: 'mari@vedu.example',
  createdAt: '2026-01-02T10:00:00.000Z',
  owner: { id: 'u1', email: 'mari@vedu.example' },
};

describe('the company form', () => {
  it('shows the lists comma-separated and missing values blank', () => {
    expect(companyDraft(item)).toMatchObject({
      transportTypes: 'poolhaagis, kallur',
      serviceRegions: '',
      vehiclePark: '',
      establishedYear: '2004',
      employeesCount: '',
    });
  });

  it('sends the lists split and cleaned, blanks as null', () => {
    const body = companyFormSchema.parse({
      ...companyDraft(item),
      serviceRegions: ' eesti,, Läti , eesti',
      employeesCount: '12',
    });
    expect(body).toMatchObject({
      companyName: 'Vedu OÜ',
      transportTypes: ['poolhaagis', 'kallur'],
      serviceRegions: ['eesti', 'Läti'],
      vehiclePark: null,
      establishedYear: 2004,
      employeesCount: 12,
    });
  });

  it('requires the name in the spec’s words', () => {
    const result = companyFormSchema.safeParse({ ...companyDraft(item), companyName: '  ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['companyName'],
      message: 'Palun sisestage ettevõtte nimi',
    });
  });
});
