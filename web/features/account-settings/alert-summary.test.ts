import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_DEFAULTS,
  notificationPreferencesSchema,
  type NotificationPreferences,
} from '@domain/contract/notifications';
import { alertSectionSummary } from './alert-summary';
import { preferencesToDraft } from './notification-draft';

function draft(values: Partial<NotificationPreferences>) {
  const empty = Object.fromEntries(
    Object.keys(notificationPreferencesSchema.shape).map((key) => [key, null]),
  );
  return preferencesToDraft({
    ...(empty as unknown as NotificationPreferences),
    cargoUrgentOnly: false,
    ...NOTIFICATION_DEFAULTS,
    isEnabled: true,
    updatedAt: null,
    ...values,
  });
}

describe('alert section summaries', () => {
  it('says a section that is off sends nothing', () => {
    expect(alertSectionSummary('transport', draft({}))).toEqual({
      sends: false,
      text: 'Vaba transpordi teavitusi ei saadeta.',
    });
  });

  it('says a section switched on without a filter sends nothing until it has one', () => {
    const summary = alertSectionSummary('cargo', draft({ cargoNotifications: true }));
    expect(summary.sends).toBe(false);
    expect(summary.text).toContain('lisage vähemalt üks filter');
  });

  it('names the filters of a section that sends, countries by name and days as dd.MM.yyyy', () => {
    const summary = alertSectionSummary(
      'cargo',
      draft({
        cargoNotifications: true,
        cargoOriginCountries: ['lati'],
        cargoOriginCities: ['Frankfurt am Main'],
        cargoTypes: ['toidukaubad'],
        cargoMinWeight: 12.5,
        cargoPickupDateFrom: '2030-05-01',
        cargoPickupDateTo: '2030-05-10',
      }),
    );
    expect(summary).toEqual({
      sends: true,
      text:
        'Saadetakse uued kaubad: lähteriik Läti; lähtelinn Frankfurt am Main; kauba tüüp toidukaubad; ' +
        'kaal alates 12,5 kg; pealevõtt 01.05.2030–10.05.2030.',
    });
  });

  it('counts a place with its radius as a filter of both listing sections', () => {
    const near = {
      originNear: 588335,
      originRadiusKm: 50,
      destinationNear: 456172,
      destinationRadiusKm: null,
    };
    expect(alertSectionSummary('transport', draft({ transportNotifications: true, ...near }))).toEqual({
      sends: true,
      text:
        'Saadetakse uued vaba transpordi kuulutused: pealelaadimine kuni 50 km valitud kohast; ' +
        'mahalaadimine kuni 100 km valitud kohast.',
    });
    // A radius alone is no filter.
    const radiusOnly = draft({ cargoNotifications: true, originRadiusKm: 50 });
    expect(alertSectionSummary('cargo', radiusOnly).sends).toBe(false);
  });

  it('with every alert switched off, says so first', () => {
    const summary = alertSectionSummary(
      'company',
      draft({ isEnabled: false, companyNotifications: true, companyMinEmployees: 10 }),
    );
    expect(summary.sends).toBe(false);
    expect(summary.text).toBe(
      'Teavitused on välja lülitatud. Sisse lülitades: Saadetakse uued ettevõtted: vähemalt 10 töötajat.',
    );
  });
});
