import { describe, expect, it } from 'vitest';
import type { LabelOf } from '@web/lib/listing-display';
import { activityChanges, activityLabel, activityTarget } from './activity-text';

describe('activity entries in words', () => {
  it('names the action in Estonian', () => {
    expect(activityLabel({ action: 'credits_added' })).toBe('Krediite lisatud');
    expect(activityLabel({ action: 'login' })).toBe('Sisselogimine');
    expect(activityLabel({ action: 'listing_created' })).toBe('Kuulutus lisatud');
  });

  it('lists the changed fields as old → new, and new fields alone, in Estonian words', () => {
    expect(
      activityChanges({
        details: {
          before: { tier: 'free', end: null, same: 1 },
          after: {
            tier: 'premium',
            end: '2026-12-31T21:59:00.000Z',
            same: 1,
            flag: true,
            note: 'Vale telefon',
          },
        },
      }),
    ).toEqual([
      'Pakett: Tasuta → Premium',
      'Kehtib kuni: – → 31.12.2026 23:59',
      'flag: jah',
      'Märkus kasutajale: Vale telefon',
    ]);
    expect(activityChanges({ details: null })).toEqual([]);
  });

  it('words statuses as the pages do: feedback, listings, mail', () => {
    const change = (targetType: string, from: string, to: string) =>
      activityChanges({ targetType, details: { before: { status: from }, after: { status: to } } });
    expect(change('feedback', 'open', 'in_progress')).toEqual(['Staatus: Avatud → Töös']);
    expect(change('cargo', 'active', 'expired')).toEqual(['Staatus: Aktiivne → Aegunud']);
    expect(change('transport', 'active', 'inactive')).toEqual(['Staatus: Aktiivne → Peatatud']);
    expect(change('email', 'failed', 'pending')).toEqual(['Staatus: Saatmata → Ootab saatmist']);
  });

  it('shows times in Tallinn (dd.MM.yyyy HH:mm), money in euro, roles, countries and the switch', () => {
    expect(
      activityChanges({
        targetType: 'cargo',
        details: {
          before: { expiresAt: '2026-07-01T09:30:00.000Z', originCountry: 'eesti', priceAmount: 100 },
          after: { expiresAt: '2026-07-08T09:30:00.000Z', originCountry: 'lati', priceAmount: 120.5 },
        },
      }),
    ).toEqual([
      'Aegub: 01.07.2026 12:30 → 08.07.2026 12:30',
      'Lähteriik: Eesti → Läti',
      expect.stringMatching(/^Hind: 100,00\s€ → 120,50\s€$/),
    ]);
    expect(activityChanges({ details: { before: { role: 'user' }, after: { role: 'admin' } } })).toEqual([
      'Roll: Kasutaja → Admin',
    ]);
    expect(activityChanges({ details: { before: { enabled: false }, after: { enabled: true } } })).toEqual([
      'Hooldusrežiim: väljas → sees',
    ]);
    expect(
      activityChanges({
        details: { before: { creditsUsed: 0, bonusCredits: 0 }, after: { creditsUsed: 0, bonusCredits: 2 } },
      }),
    ).toEqual(['Lisakrediidid: 0 → 2']);
  });

  it('names lookup values by their labels in the page language, one by one in a list', () => {
    const labels: Record<string, string> = { baltimaad: 'Прибалтика', eesti: 'Эстония', tentsõiduk: 'тент' };
    const labelOf: LabelOf = (_list, value) => (value && labels[value]) || value || '–';
    expect(
      activityChanges(
        {
          details: {
            before: { serviceRegions: ['baltimaad'], trailerType: 'tentsõiduk', notes: 'eesti' },
            after: { serviceRegions: ['eesti', 'põhjamaad'], trailerType: null, notes: 'baltimaad' },
          },
        },
        labelOf,
      ),
    ).toEqual([
      'Teeninduspiirkonnad: Прибалтика → Эстония, põhjamaad',
      'Haagise tüüp: тент → –',
      'Märkused: eesti → baltimaad',
    ]);
  });

  it('says what the target is: its label, else its kind and short id', () => {
    expect(activityTarget({ details: { label: 'mari@firma.ee' }, targetType: 'user', targetId: 'x' })).toBe(
      'mari@firma.ee',
    );
    expect(activityTarget({ details: null, targetType: 'cargo', targetId: '1234567890' })).toBe(
      'cargo 12345678',
    );
  });
});
