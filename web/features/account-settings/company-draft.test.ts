import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { describe, expect, it } from 'vitest';
import type { Company } from '@domain/contract/profile';
import { MESSAGES } from '@domain/messages';
import { companyResolver, companyToDraft, EMPTY_ROUTE, type CompanyDraft } from './company-draft';

const P = ACCOUNT_MESSAGES.profile;

const SAVED: Company = {
  companyName: 'Põhja Vedu OÜ',
  specialty: 'rahvusvaheline',
  vehiclePark: '12 poolhaagist',
  transportTypes: ['poolhaagis', 'kaubik'],
  serviceRegions: ['baltimaad'],
  regularRoutes: [
    {
      route: 'Tallinn → Riia',
      frequency: 'iga päev',
      capacity: null,
      trailerType: null,
      originPlaceId: 588409,
      destinationPlaceId: null,
    },
  ],
  description: 'Vedu Baltimaades.',
  website: 'https://www.pohjavedu.ee/',
  logoUrl: null,
  establishedYear: 2004,
  employeesCount: 25,
  showInCompanyDirectory: true,
  listedInDirectory: true,
  basePlace: { id: 588409, name: 'Tallinn', country: 'EE' },
  country: 'EE',
  registryCode: '12417834',
  vatNumber: 'EE100931558',
};

async function resolve(draft: CompanyDraft) {
  return companyResolver(draft, undefined, { fields: {}, shouldUseNativeValidation: false });
}

describe('the company form', () => {
  it('shows what is saved as text, blanks for nothing', () => {
    const draft = companyToDraft(SAVED);
    expect(draft).toMatchObject({
      companyName: 'Põhja Vedu OÜ',
      logoUrl: '',
      establishedYear: '2004',
      employeesCount: '25',
      regularRoutes: [{ route: 'Tallinn → Riia', frequency: 'iga päev', capacity: '', trailerType: '' }],
      basePlaceId: '588409',
      country: 'EE',
      registryCode: '12417834',
    });
  });

  it('sends back what it showed, unchanged', async () => {
    const { values, errors } = await resolve(companyToDraft(SAVED));
    expect(errors).toEqual({});
    const { showInCompanyDirectory: _shown, listedInDirectory: _listed, basePlace, ...fields } = SAVED;
    expect(values).toEqual({ ...fields, basePlaceId: basePlace?.id });
  });

  it("refuses a registry code without its country, and one that is not its country's", async () => {
    const draft = companyToDraft(SAVED);
    const noCountry = await resolve({ ...draft, country: '' });
    expect(noCountry.errors.country?.message).toBe(P.countryRequired);
    const wrongDigit = await resolve({ ...draft, registryCode: '12417835' });
    expect(wrongDigit.errors.registryCode?.message).toBe(P.invalidRegistryCode);
    const latvian = await resolve({ ...draft, vatNumber: 'LV40003032949' });
    expect(latvian.errors.vatNumber?.message).toBe(P.invalidVatNumber);
  });

  it('reads the text typed: blanks and empty lists are null, numbers parsed, a bare address made whole', async () => {
    const { values } = await resolve({
      ...companyToDraft(SAVED),
      specialty: '',
      transportTypes: [],
      regularRoutes: [],
      website: 'www.firma.ee',
      employeesCount: ' 40 ',
    });
    expect(values).toMatchObject({
      specialty: null,
      transportTypes: null,
      regularRoutes: null,
      website: 'https://www.firma.ee/',
      employeesCount: 40,
    });
  });

  it("says the server's words under each field at fault", async () => {
    const { errors } = await resolve({
      ...companyToDraft(SAVED),
      regularRoutes: [{ ...EMPTY_ROUTE, frequency: 'kord nädalas' }],
      establishedYear: '2999',
      employeesCount: '1.5',
      website: 'not a site',
    });
    expect(errors.regularRoutes?.[0]?.route?.message).toBe(P.routeRequired);
    expect(errors.establishedYear?.message).toBe(P.invalidYear);
    expect(errors.employeesCount?.message).toBe(MESSAGES.wizard.invalidInteger);
    expect(errors.website?.message).toBe(MESSAGES.wizard.invalidWebsite);
  });

  it('refuses a founding year in the future', async () => {
    const next = String(new Date().getFullYear() + 1);
    const { errors } = await resolve({ ...companyToDraft(SAVED), establishedYear: next });
    expect(errors.establishedYear?.message).toBe(P.invalidYear);
  });
});
