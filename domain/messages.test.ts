import { ACCOUNT_MESSAGES } from './account-messages';
import { describe, it, expect } from 'vitest';
import { ADMIN_MESSAGES } from './admin-messages';
import { MESSAGES } from './messages';
import { REFERENCE_LOAD_ERROR } from './reference';

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

const catalogue = [
  ...allStrings(MESSAGES),
  ...allStrings(ACCOUNT_MESSAGES),
  ...allStrings(ADMIN_MESSAGES),
  REFERENCE_LOAD_ERROR,
];

describe('MESSAGES', () => {
  it.each([
    'Viga sisselogimisel',
    'Selle e-posti aadressiga konto on juba olemas. Palun logige sisse või kasutage teist e-posti aadressi.',
    'See e-posti aadress on juba kasutuses. Palun kasutage sisselogimist või valige teine e-posti aadress.',
    'Palun sisestage kehtiv e-posti aadress.',
    'Liiga palju päringuid. Palun oodake mõni minut.',
    'Parooli lähtestamine ebaõnnestus. Palun proovige uuesti.',
    'Sessioon aegunud',
    'Palun logige uuesti sisse',
    'Palun sisestage vähemalt telefon VÕI e-posti aadress',
    'Kontakti avamine ebaõnnestus. Proovige uuesti.',
    'Ligipääsu andmine ebaõnnestus. Võtke ühendust toega.',
    'Kuulutuse märkimisel lõpetatuks tekkis viga',
    'Teie tellimus tühistatakse praeguse arveldusperioodi lõpus.',
    'Access denied. Admin privileges required.',
    'Error loading admin variables',
    'Midagi läks valesti',
    'Rakenduses tekkis ootamatu viga. Palun proovige lehte uuesti laadida.',
    'Laadi uuesti',
    'Proovi uuesti',
    'Oops! Page not found',
    'Viga andmete laadimisel',
    'Pakkumise korral',
    'Sellist API teed ei ole',
    'Vigased andmed',
    'Palun logige sisse',
    'Teil puudub selleks õigus',
    'Andmebaas ei ole kättesaadav',
    'Platvormil on hooldustööd. Palun proovige hiljem uuesti.',
    'Serveri viga. Palun proovige uuesti.',
  ])('contains %j verbatim', (message) => {
    expect(catalogue).toContain(message);
  });

  it('has no blank or padded message', () => {
    expect(catalogue.length).toBeGreaterThan(150);
    for (const message of catalogue) {
      expect(message.trim()).toBe(message);
      expect(message).not.toBe('');
    }
  });

  it('uses the spec wording for the wizard steps', () => {
    expect(MESSAGES.wizard.steps).toEqual(['Kuulutuse tüüp', 'Detailid', 'Kontakt', 'Kestus & kokkuvõte']);
  });

  it('fills in the admin messages that carry a value', () => {
    expect(ADMIN_MESSAGES.roleUpdated('admin')).toBe('User role updated to admin');
    expect(ADMIN_MESSAGES.subscriptionSet('Premium')).toBe('Kasutaja tellimus määratud: Premium');
  });

  it('words every lookup list the way the spec words cargo types', () => {
    expect(ADMIN_MESSAGES.variables.lists.cargo_types.addError).toBe('Viga kauba tüübi lisamisel');
    expect(ADMIN_MESSAGES.variables.lists.cargo_types.added).toBe('Kauba tüüp lisatud');
    expect(ADMIN_MESSAGES.variables.lists.units.deleteError).toBe('Viga ühiku kustutamisel');
    expect(Object.keys(ADMIN_MESSAGES.variables.lists)).toHaveLength(7);
  });

  it('labels invoice states', () => {
    expect(ACCOUNT_MESSAGES.invoices.status).toEqual({
      paid: 'Makstud',
      open: 'Avaldamata',
      void: 'Tühistatud',
    });
  });
});
