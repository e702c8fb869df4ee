import { describe, expect, it } from 'vitest';
import { contactPrefill, dataToDraft, draftToTemplateData, emptyDraft } from './listing-draft';
import { listingSummary, routeName } from './listing-summary';

describe('a draft from listing data', () => {
  it('takes a listing of one’s own with its nested contact and shows numbers the Estonian way', () => {
    const draft = dataToDraft('transport', {
      type: 'transport',
      id: 'x',
      originCity: 'Tartu',
      originCountry: 'eesti',
      destinationCity: 'Vilnius',
      destinationCountry: 'leedu',
      trailerType: 'tentsõiduk',
      capacity: 22,
      volumeCapacity: 82.5,
      volumeUnit: null,
      availableDate: '2026-12-01',
      pricePerKm: 1.1,
      notes: null,
      contact: { companyName: 'Veod OÜ', contactPerson: 'Jaan', phone: '+372 5000 0000', email: null },
    });
    expect(draft).toMatchObject({
      listingType: 'transport',
      capacity: '22',
      volumeCapacity: '82,5',
      volumeUnit: 'm³',
      availableDate: '2026-12-01',
      pricePerKm: '1,1',
      notes: '',
      companyName: 'Veod OÜ',
      contactPhone: '+372 5000 0000',
      contactEmail: '',
    });
  });

  it('keeps the base values where the data is silent, and refuses what is not an object', () => {
    const base = emptyDraft('cargo', { contactEmail: 'mari@firma.ee', contactPerson: 'Mari' });
    expect(dataToDraft('cargo', { originCity: 'Narva' }, base)).toMatchObject({
      originCity: 'Narva',
      contactEmail: 'mari@firma.ee',
      contactPerson: 'Mari',
    });
    expect(dataToDraft('cargo', null)).toBeNull();
    expect(dataToDraft('cargo', [1])).toBeNull();
    expect(dataToDraft('cargo', 'text')).toBeNull();
  });

  it('prefills the contact from the signed-in user', () => {
    expect(contactPrefill({ email: 'mari@firma.ee', name: '  ' })).toEqual({
      contactEmail: 'mari@firma.ee',
      contactPerson: null,
    });
    expect(contactPrefill({ email: 'a@b.ee', name: 'Mari Maasikas' }).contactPerson).toBe('Mari Maasikas');
    expect(contactPrefill(null)).toEqual({});
  });
});

describe('template data from the form', () => {
  it('is the listing’s fields in stored form, without the duration, even half filled', () => {
    const result = draftToTemplateData({
      ...emptyDraft('cargo'),
      originCity: ' Tallinn ',
      weight: '1 000',
      durationDays: 7,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toMatchObject({ originCity: 'Tallinn', weight: 1000, originCountry: 'eesti' });
    expect(result.data).not.toHaveProperty('durationDays');
    expect(result.data).not.toHaveProperty('trailerType');
  });

  it('refuses a value a listing could not hold', () => {
    const result = draftToTemplateData({ ...emptyDraft('transport'), capacity: 'kaks' });
    expect(result).toMatchObject({ ok: false });
  });
});

describe('the summary of step 4', () => {
  it('says the listing in the lists’ words and formats', () => {
    const draft = {
      ...emptyDraft('cargo'),
      originCity: 'Tallinn',
      destinationCity: 'Riia',
      destinationCountry: 'lati',
      cargoType: 'toidukaubad',
      quantity: '20',
      unit: 'alus',
      weight: '12500',
      pickupDate: '2026-12-03',
      contactPhone: '+372 5555 1234',
      durationDays: 1,
    };
    const sections = listingSummary(draft, new Date('2026-12-01T10:00:00Z'));
    const rows = Object.fromEntries(sections.flatMap((s) => s.rows.map((r) => [r.label, r.value])));
    expect(rows).toMatchObject({
      Tüüp: 'Kaubad saatmiseks',
      Lähtepunkt: 'Tallinn, Eesti',
      Sihtpunkt: 'Riia, Läti',
      'Kauba tüüp': 'toidukaubad',
      Kogus: '20\u00A0alus',
      Kaal: '12\u00A0500\u00A0kg',
      Hind: 'Pakkumise korral',
      'Pealevõtu kuupäev': '03.12.2026',
      'Kohaletoimetamise kuupäev': '-',
      Telefon: '+372 5555 1234',
      'E-post': '-',
      Kestus: '1 päev',
      Aegub: '02.12.2026 12:00',
    });
  });

  it('says the freight details given, and none of those left out', () => {
    const draft = {
      ...emptyDraft('cargo'),
      originCity: 'Tallinn',
      destinationCity: 'Riia',
      cargoType: 'toidukaubad',
      loadType: 'ltl',
      loadingMeters: '6,8',
      temperatureMin: '−5',
      temperatureMax: '4',
      bodyTypes: ['mega'],
      palletExchange: false,
    };
    const rows = listingSummary(draft).flatMap((s) => s.rows);
    const byLabel = Object.fromEntries(rows.map((r) => [r.label, r.value]));
    expect(byLabel).toMatchObject({
      'Koorma liik': 'Osakoorem (LTL)',
      Laadimismeetrid: '6,8 LDM',
      'Temperatuuri nõue': '−5…4 °C',
      'Sobivad kere tüübid': 'mega',
      'Aluste vahetus': 'Ei',
    });
    expect(rows.map((r) => r.label)).not.toContain('Alusete arv');
    expect(rows.map((r) => r.label)).not.toContain('Maksetähtaeg');
  });

  it('keeps a listing’s freight details in the draft: numbers the Estonian way, lists and yes/no', () => {
    const draft = dataToDraft('cargo', {
      originCity: 'Tallinn',
      loadingMeters: 13.6,
      temperatureMin: -18,
      bodyTypes: ['külmkastsõiduk', 7],
      loadingSides: ['rear'],
      priceIncludesVat: true,
      palletExchange: null,
    });
    expect(draft).toMatchObject({
      loadingMeters: '13,6',
      temperatureMin: '-18',
      bodyTypes: ['külmkastsõiduk'],
      loadingSides: ['rear'],
      priceIncludesVat: true,
      palletExchange: null,
    });
  });

  it('keeps a load’s stops in their order, its windows as text, and drops a stop without a city', () => {
    const draft = dataToDraft('cargo', {
      pickupTimeFrom: '08:00',
      stops: [
        {
          kind: 'unloading',
          city: 'Valmiera',
          country: 'lati',
          placeId: 123,
          date: '2026-12-05T00:00:00Z',
          timeFrom: null,
        },
        { kind: 'loading', city: '' },
      ],
    });
    expect(draft).toMatchObject({
      pickupTimeFrom: '08:00',
      stops: [
        {
          kind: 'unloading',
          city: 'Valmiera',
          country: 'lati',
          placeId: '123',
          date: '2026-12-05',
          timeFrom: '',
          timeTo: '',
        },
      ],
    });
  });

  it('keeps a truck’s wanted directions: a place with its radius, a country, nothing else', () => {
    const draft = dataToDraft('transport', {
      wantedDirections: [
        { country: 'eesti', placeId: 588335, name: 'Tartu', radiusKm: 50 },
        { country: 'Läti', placeId: null, name: null, radiusKm: null },
        { country: 'atlantis' },
        'Riia',
      ],
    });
    expect(draft?.wantedDirections).toEqual([
      { kind: 'place', country: '', placeId: '588335', name: 'Tartu', radiusKm: '50' },
      { kind: 'country', country: 'lati', placeId: '', name: '', radiusKm: '' },
    ]);
  });

  it('says a truck’s wanted directions in the summary: a picked place by its name and radius, a country', () => {
    const draft = dataToDraft('transport', {
      wantedDirections: [
        { country: 'Läti', placeId: null, name: null, radiusKm: null },
        { country: 'eesti', placeId: 588335, name: 'Tartu', radiusKm: 50 },
      ],
    })!;
    const rows = listingSummary(draft).flatMap((s) => s.rows);
    expect(rows.find((r) => r.label === 'Soovitud suunad')?.value).toBe('Läti; Tartu ± 50 km');
    const none = listingSummary(emptyDraft('transport')).flatMap((s) => s.rows);
    expect(none.map((r) => r.label)).not.toContain('Soovitud suunad');
  });

  it('starts with the default duration in the summary, and names templates after the route', () => {
    expect(emptyDraft('transport').durationDays).toBe(7);
    expect(listingSummary(emptyDraft('transport')).map((s) => s.title)).toEqual([
      'Marsruut',
      'Detailid',
      'Kontakt',
      'Kestus',
    ]);
    expect(listingSummary({ ...emptyDraft('transport'), durationDays: null }).map((s) => s.title)).toEqual([
      'Marsruut',
      'Detailid',
      'Kontakt',
    ]);
    expect(routeName({ originCity: 'Tallinn', destinationCity: 'Riia' })).toBe('Tallinn → Riia');
    expect(routeName({ originCity: '', destinationCity: '' })).toBe('');
  });
});
