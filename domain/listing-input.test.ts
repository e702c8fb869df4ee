import { describe, expect, it } from 'vitest';
import {
  cargoEditSchema,
  cargoPublishSchema,
  cargoTemplateDataSchema,
  contactStepSchema,
  firstProblem,
  parseTemplateData,
  pastDatesCleared,
  reactivateSchema,
  templateCreateSchema,
  templateUpdateSchema,
  transportPublishSchema,
  validateStep,
} from './listing-input';
import { MESSAGES } from './messages';

const W = MESSAGES.wizard;

const cargo = {
  originCity: 'Tallinn',
  destinationCity: 'Riia',
  cargoType: 'masinad',
  contactPhone: '+372 5555 1234',
  durationDays: 7,
};

function problem(
  schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return firstProblem(result.error as never);
}

describe('wizard step 2 (details)', () => {
  it('asks for the origin city, destination city and cargo type in that order, with the spec title', () => {
    expect(validateStep(2, 'cargo', {})).toEqual({
      field: 'originCity',
      title: 'Puuduvad andmed',
      message: 'Palun sisestage lähtepunkti linn',
    });
    expect(validateStep(2, 'cargo', { originCity: 'Tallinn' })?.message).toBe(
      'Palun sisestage sihtpunkti linn',
    );
    expect(validateStep(2, 'cargo', { originCity: 'Tallinn', destinationCity: 'Riia' })?.message).toBe(
      'Palun valige kauba tüüp',
    );
    expect(
      validateStep(2, 'cargo', { originCity: 'Tallinn', destinationCity: 'Riia', cargoType: 'muu' }),
    ).toBeNull();
  });

  it('treats blank, whitespace-only and quote-only cities as missing', () => {
    for (const blank of ['', '   ', '\t\n', '""', '{}', null]) {
      expect(validateStep(2, 'cargo', { ...cargo, originCity: blank })?.message).toBe(W.originCityRequired);
    }
  });

  it('asks for the trailer type of a transport listing', () => {
    expect(validateStep(2, 'transport', { originCity: 'Tartu', destinationCity: 'Vilnius' })).toEqual({
      field: 'trailerType',
      title: 'Puuduvad andmed',
      message: 'Palun valige haagise tüüp',
    });
  });

  it('refuses numbers that are not numbers, negative or absurd, and accepts typed decimals', () => {
    expect(validateStep(2, 'cargo', { ...cargo, weight: 'kaks' })).toEqual({
      field: 'weight',
      title: 'Vigased andmed',
      message: W.invalidNumber,
    });
    expect(validateStep(2, 'cargo', { ...cargo, weight: -1 })?.message).toBe(W.negativeNumber);
    expect(validateStep(2, 'cargo', { ...cargo, priceAmount: 1e12 })?.message).toBe(W.numberTooLarge);
    const parsed = cargoPublishSchema.parse({ ...cargo, weight: '12 500,5', priceAmount: '', quantity: 3 });
    expect(parsed).toMatchObject({ weight: 12500.5, priceAmount: null, quantity: 3 });
  });

  it('refuses impossible dates and a delivery before the pickup', () => {
    expect(validateStep(2, 'cargo', { ...cargo, pickupDate: '2026-02-31' })?.message).toBe(W.invalidDate);
    expect(validateStep(2, 'cargo', { ...cargo, pickupDate: '31.12.2026' })?.message).toBe(W.invalidDate);
    expect(
      validateStep(2, 'cargo', { ...cargo, pickupDate: '2026-12-10', deliveryDate: '2026-12-09' }),
    ).toMatchObject({ field: 'deliveryDate', message: W.deliveryBeforePickup });
    expect(validateStep(2, 'cargo', { ...cargo, pickupDate: '2026-12-10', deliveryDate: '' })).toBeNull();
  });

  it('stores countries as keys, accepts names, defaults to eesti and refuses unknown ones', () => {
    const parsed = cargoPublishSchema.parse({ ...cargo, destinationCountry: 'Latvia' });
    expect(parsed.originCountry).toBe('eesti');
    expect(parsed.destinationCountry).toBe('lati');
    expect(validateStep(2, 'cargo', { ...cargo, originCountry: 'Atlantis' })).toMatchObject({
      field: 'originCountry',
      message: W.invalidCountry,
    });
  });

  it('limits text length after sanitising', () => {
    expect(validateStep(2, 'cargo', { ...cargo, notes: 'x'.repeat(2001) })?.message).toBe(
      W.textTooLong(2000),
    );
    expect(validateStep(2, 'cargo', { ...cargo, notes: `${'x'.repeat(2000)}""` })).toBeNull();
  });
});

describe('wizard step 3 (contact)', () => {
  it('needs a phone or an e-mail, with the spec title', () => {
    expect(validateStep(3, 'cargo', { contactPerson: 'Mari' })).toEqual({
      field: 'contactPhone',
      title: 'Puuduvad kontaktandmed',
      message: 'Palun sisestage vähemalt telefon VÕI e-posti aadress',
    });
    expect(validateStep(3, 'cargo', { contactPhone: '  ', contactEmail: '' })?.message).toBe(
      W.contactRequired,
    );
    expect(validateStep(3, 'cargo', { contactEmail: 'mari@firma.ee' })).toBeNull();
    expect(validateStep(3, 'cargo', { contactPhone: '+372 5123 4567' })).toBeNull();
  });

  it('checks the e-mail pattern (no spaces) with the spec title', () => {
    for (const bad of ['mari', 'mari@firma', 'mari @firma.ee', 'mari@@firma.ee']) {
      expect(validateStep(3, 'cargo', { contactPhone: '55512345', contactEmail: bad })).toEqual({
        field: 'contactEmail',
        title: 'Vigane e-posti aadress',
        message: W.invalidEmail,
      });
    }
  });

  it('refuses a phone without enough digits', () => {
    expect(problem(contactStepSchema, { contactPhone: '+372' })?.message).toBe(W.invalidPhone);
    expect(problem(contactStepSchema, { contactPhone: 'helista mulle' })?.message).toBe(W.invalidPhone);
    expect(problem(contactStepSchema, { contactPhone: '(+372) 5123-4567' })).toBeNull();
  });
});

describe('wizard step 4 (duration)', () => {
  it('needs a duration from the known list', () => {
    expect(validateStep(4, 'cargo', {})).toEqual({
      field: 'durationDays',
      title: 'Puuduvad andmed',
      message: 'Valige kuulutuse kestus',
    });
    expect(validateStep(4, 'cargo', { durationDays: 2 })?.message).toBe(W.durationRequired);
    for (const days of [1, 3, 5, 7, 14, 21, 30])
      expect(validateStep(4, 'cargo', { durationDays: days })).toBeNull();
  });

  it('reactivation offers 7, 14 and 30 days only', () => {
    expect(reactivateSchema.safeParse({ durationDays: 7 }).success).toBe(true);
    expect(reactivateSchema.safeParse({ durationDays: 30 }).success).toBe(true);
    expect(reactivateSchema.safeParse({ durationDays: 21 }).success).toBe(false);
  });
});

describe('publish schemas', () => {
  it('sanitise every text field and turn blanks into null', () => {
    const parsed = transportPublishSchema.parse({
      originCity: ' Tartu\n',
      destinationCity: 'Vilnius',
      trailerType: 'tentsõiduk',
      notes: 'Laadimine\t"kiire" {täna} [x] \\ ok',
      companyName: '   ',
      contactEmail: 'veod@firma.ee',
      durationDays: 3,
    });
    expect(parsed).toMatchObject({
      originCity: 'Tartu',
      notes: 'Laadimine kiire täna x ok',
      companyName: null,
      volumeUnit: 'm³',
      originCountry: 'eesti',
    });
  });

  it('apply the cross-field rules to the whole listing', () => {
    const withoutContact = { ...cargo, contactPhone: undefined };
    expect(problem(cargoPublishSchema, withoutContact)?.message).toBe(W.contactRequired);
    expect(problem(cargoPublishSchema, { ...cargo, durationDays: undefined })?.message).toBe(
      W.durationRequired,
    );
  });

  it('an edit leaves out what was not sent, so the stored value stays', () => {
    const parsed = cargoEditSchema.parse({ notes: 'uus' });
    expect(parsed).toEqual({ notes: 'uus' });
    expect(problem(cargoEditSchema, { originCity: '' })?.message).toBe(W.originCityRequired);
  });
});

describe('templates', () => {
  it('need a non-blank name', () => {
    for (const name of ['', '   ', undefined]) {
      expect(problem(templateCreateSchema, { name, type: 'cargo', data: {} })?.message).toBe(
        'Palun sisestage malli nimi',
      );
    }
    expect(templateUpdateSchema.parse({ name: '  Tallinn-Riia  ' })).toEqual({ name: 'Tallinn-Riia' });
  });

  it('keep half-filled data, sanitised, and refuse an unknown type', () => {
    const parsed = templateCreateSchema.parse({
      name: 'Riia',
      type: 'cargo',
      data: { originCity: 'Tallinn', destinationCity: '', notes: '"x"', weight: '1,5', id: 'ignored' },
    });
    expect(parsed.data).toEqual({ originCity: 'Tallinn', destinationCity: null, notes: 'x', weight: 1.5 });
    expect(templateCreateSchema.safeParse({ name: 'x', type: 'company', data: {} }).success).toBe(false);
    expect(cargoTemplateDataSchema.safeParse({ weight: 'palju' }).success).toBe(false);
  });

  it('parse link data, and answer null for anything broken', () => {
    const data = encodeURIComponent(JSON.stringify({ originCity: 'Pärnu', trailerType: 'tanker' }));
    expect(parseTemplateData('transport', decodeURIComponent(data))).toEqual({
      type: 'transport',
      data: { originCity: 'Pärnu', trailerType: 'tanker' },
    });
    expect(parseTemplateData('transport', '{broken')).toBeNull();
    expect(parseTemplateData('company', '{}')).toBeNull();
    expect(parseTemplateData('cargo', '"text"')).toBeNull();
    expect(parseTemplateData('cargo', JSON.stringify({ pickupDate: 'eile' }))).toBeNull();
  });
});

describe('pastDatesCleared', () => {
  it('answers null for each date before today (with its time window) and leaves today and later out', () => {
    const today = '2026-11-26';
    expect(
      pastDatesCleared({ pickupDate: '2026-11-25', deliveryDate: '2026-11-26', availableDate: null }, today),
    ).toEqual({ pickupDate: null, pickupTimeFrom: null, pickupTimeTo: null });
    expect(pastDatesCleared({ availableDate: '2025-01-01' }, today)).toEqual({ availableDate: null });
    expect(pastDatesCleared({ pickupDate: '2026-12-01', deliveryDate: '2026-12-02' }, today)).toEqual({});
  });
});
