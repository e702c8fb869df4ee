import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { describe, expect, it } from 'vitest';
import type { NotificationPreferences } from '@domain/contract/notifications';
import { MESSAGES } from '@domain/messages';
import { notificationResolver, preferencesToDraft, type NotificationDraft } from './notification-draft';

const NEVER_SAVED: NotificationPreferences = {
  isEnabled: false,
  originNear: null,
  originRadiusKm: null,
  destinationNear: null,
  destinationRadiusKm: null,
  frequency: 'instant',
  cargoNotifications: true,
  transportNotifications: true,
  companyNotifications: false,
  truckMatchNotifications: true,
  verifiedOnly: true,
  cargoMinWeight: null,
  cargoMaxWeight: null,
  cargoMinQuantity: null,
  cargoMaxQuantity: null,
  cargoPickupDateFrom: null,
  cargoPickupDateTo: null,
  cargoDeliveryDateFrom: null,
  cargoDeliveryDateTo: null,
  cargoUrgentOnly: false,
  transportMinCapacity: null,
  transportMaxCapacity: null,
  transportMinVolumeCapacity: null,
  transportMaxVolumeCapacity: null,
  transportAvailableDateFrom: null,
  transportAvailableDateTo: null,
  companyMinEstablishedYear: null,
  companyMinEmployees: null,
  cargoTypes: null,
  cargoOriginCountries: null,
  cargoDestinationCountries: null,
  cargoOriginCities: null,
  cargoDestinationCities: null,
  cargoLoadingTypes: null,
  cargoUnits: null,
  transportTrailerTypes: null,
  transportOriginCountries: null,
  transportDestinationCountries: null,
  transportOriginCities: null,
  transportDestinationCities: null,
  transportVolumeUnits: null,
  transportServiceAreas: null,
  companySpecialties: null,
  companyTransportTypes: null,
  companyServiceRegions: null,
  companyRegularRoutes: null,
  updatedAt: null,
};

const SAVED: NotificationPreferences = {
  ...NEVER_SAVED,
  isEnabled: true,
  frequency: 'hourly',
  originNear: 588335,
  originRadiusKm: 50,
  cargoMinWeight: 12.5,
  cargoMaxWeight: 20000,
  cargoPickupDateFrom: '2026-12-01',
  cargoPickupDateTo: '2026-12-14',
  cargoTypes: ['toidukaubad'],
  cargoOriginCountries: ['lati', 'eesti'],
  companyMinEstablishedYear: 2000,
  companyRegularRoutes: ['Tallinn → Riia'],
  updatedAt: '2026-11-26T08:00:00.000Z',
};

async function resolve(draft: NotificationDraft) {
  return notificationResolver(draft, undefined, { fields: {}, shouldUseNativeValidation: false });
}

describe('the alerts form', () => {
  it('shows empty filters as blanks and empty lists', () => {
    const draft = preferencesToDraft(NEVER_SAVED);
    expect(draft.cargoMinWeight).toBe('');
    expect(draft.cargoPickupDateFrom).toBe('');
    expect(draft.cargoTypes).toEqual([]);
    expect(draft.frequency).toBe('instant');
    expect(draft).not.toHaveProperty('updatedAt');
  });

  it('shows decimals with a comma', () => {
    const draft = preferencesToDraft(SAVED);
    expect(draft.cargoMinWeight).toBe('12,5');
    expect(draft.cargoMaxWeight).toBe('20000');
    expect(draft.companyMinEstablishedYear).toBe('2000');
  });

  it('sends back what it showed, unchanged', async () => {
    for (const preferences of [NEVER_SAVED, SAVED]) {
      const { values, errors } = await resolve(preferencesToDraft(preferences));
      expect(errors).toEqual({});
      const { updatedAt: _updatedAt, ...fields } = preferences;
      expect(values).toEqual(fields);
    }
  });

  it('reads numbers as typed and countries by name', async () => {
    const { values } = await resolve({
      ...preferencesToDraft(NEVER_SAVED),
      cargoMinWeight: '12,5',
      transportMaxCapacity: '24 000',
      cargoOriginCountries: ['Läti'],
    });
    expect(values).toMatchObject({
      cargoMinWeight: 12.5,
      transportMaxCapacity: 24000,
      cargoOriginCountries: ['lati'],
    });
  });

  it("says the server's words under the field at fault", async () => {
    const { errors } = await resolve({
      ...preferencesToDraft(NEVER_SAVED),
      transportMinVolumeCapacity: 'palju',
      companyMinEmployees: '2,5',
    });
    expect(errors.transportMinVolumeCapacity?.message).toBe(MESSAGES.wizard.invalidNumber);
    expect(errors.companyMinEmployees?.message).toBe(MESSAGES.wizard.invalidInteger);
  });

  it('marks the upper end of a range that is upside down', async () => {
    const { errors } = await resolve({
      ...preferencesToDraft(NEVER_SAVED),
      cargoMinWeight: '30',
      cargoMaxWeight: '20,5',
      transportAvailableDateFrom: '2026-12-10',
      transportAvailableDateTo: '2026-12-01',
    });
    expect(errors.cargoMaxWeight?.message).toBe(ACCOUNT_MESSAGES.notifications.minAboveMax);
    expect(errors.transportAvailableDateTo?.message).toBe(ACCOUNT_MESSAGES.notifications.fromAfterTo);
  });
});
