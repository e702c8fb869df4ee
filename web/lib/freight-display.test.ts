import { describe, expect, it } from 'vitest';
import {
  freightBadges,
  freightFacts,
  temperatureText,
  truckFreightBadges,
  truckFreightFacts,
  type FreightFields,
} from './freight-display';
import type { LabelOf } from './listing-display';
import { cargoItem } from '../../test/factories/listing-items';

// Most listings say none of the details.
const NONE: FreightFields = cargoItem();

const FULL: FreightFields = {
  loadType: 'ftl',
  loadingMeters: 6.8,
  palletCount: 14,
  palletType: 'eur',
  pieceLength: 2.4,
  pieceWidth: 1.2,
  pieceHeight: 1.8,
  adrClass: '3',
  unNumber: '1203',
  temperatureMin: -18,
  temperatureMax: -15,
  bodyTypes: ['tent', 'mega'],
  loadingSides: ['rear', 'side'],
  unloadingSides: ['top'],
  palletExchange: true,
  priceIncludesVat: false,
  paymentTermDays: 30,
};

// A page in another language says a body type by its label.
const labels: LabelOf = (_list, value) => ({ tent: 'tentpoolhaagis', mega: 'mega' })[value ?? ''] ?? '-';

// Intl writes a negative number in Estonian with the minus sign (U+2212), not a hyphen.
const MINUS = '\u2212';

const valueOf = (facts: { label: string; value: string }[], label: string) =>
  facts.find((fact) => fact.label === label)?.value;

describe('freight facts', () => {
  it('says every given detail in Estonian, in order', () => {
    expect(freightFacts(FULL, labels)).toEqual([
      { label: 'Koorma liik', value: 'Täiskoorem (FTL)' },
      { label: 'Laadimismeetrid', value: '6,8 LDM' },
      { label: 'Alusete arv', value: '14 × EUR-alus 120×80' },
      { label: 'Suurima tüki mõõdud', value: '2,4 × 1,2 × 1,8 m' },
      { label: 'Ohtlik kaup (ADR klass)', value: 'ADR 3 · UN 1203' },
      { label: 'Temperatuuri nõue', value: `${MINUS}18…${MINUS}15 °C` },
      { label: 'Sobivad kere tüübid', value: 'tentpoolhaagis, mega' },
      { label: 'Pealelaadimise külg', value: 'tagant, küljelt' },
      { label: 'Mahalaadimise külg', value: 'pealt' },
      { label: 'Aluste vahetus', value: 'Jah' },
      { label: 'Hind sisaldab käibemaksu', value: 'Ei' },
      { label: 'Maksetähtaeg', value: '30 päeva' },
    ]);
  });

  it('leaves out what is not given', () => {
    expect(freightFacts(NONE)).toEqual([]);
    expect(freightFacts({ ...NONE, bodyTypes: [], loadingSides: [] })).toEqual([]);
    expect(freightFacts({ ...NONE, loadType: 'ltl', palletExchange: false })).toEqual([
      { label: 'Koorma liik', value: 'Osakoorem (LTL)' },
      { label: 'Aluste vahetus', value: 'Ei' },
    ]);
  });

  it('says a body type as stored without labels', () => {
    expect(valueOf(freightFacts({ ...NONE, bodyTypes: ['tentpoolhaagis'] }), 'Sobivad kere tüübid')).toBe(
      'tentpoolhaagis',
    );
  });

  it('counts the payment term in the singular and the plural', () => {
    expect(valueOf(freightFacts({ ...NONE, paymentTermDays: 1 }), 'Maksetähtaeg')).toBe('1 päev');
    expect(valueOf(freightFacts({ ...NONE, paymentTermDays: 0 }), 'Maksetähtaeg')).toBe('0 päeva');
    expect(valueOf(freightFacts({ ...NONE, priceIncludesVat: true }), 'Hind sisaldab käibemaksu')).toBe(
      'Jah',
    );
  });

  it('says the pallets by whichever of count and type is given', () => {
    expect(freightFacts({ ...NONE, palletCount: 33 })).toEqual([{ label: 'Alusete arv', value: '33' }]);
    expect(freightFacts({ ...NONE, palletType: 'industrial' })).toEqual([
      { label: 'Aluse tüüp', value: 'Tööstusalus 120×100' },
    ]);
  });

  it('names each measure of the largest piece when not all three are given', () => {
    expect(freightFacts({ ...NONE, pieceLength: 13.6, pieceHeight: 2.7 })).toEqual([
      { label: 'Suurima tüki mõõdud', value: 'Pikkus 13,6\u00A0m · Kõrgus 2,7\u00A0m' },
    ]);
  });

  it('shows the ADR class alone, without a UN number', () => {
    expect(freightFacts({ ...NONE, adrClass: '4' })).toEqual([
      { label: 'Ohtlik kaup (ADR klass)', value: 'ADR 4' },
    ]);
  });
});

describe('the temperature', () => {
  it('reads as a range, from or up to', () => {
    expect(temperatureText({ temperatureMin: 2, temperatureMax: 8 })).toBe('2…8 °C');
    expect(temperatureText({ temperatureMin: -20, temperatureMax: null })).toBe(`alates ${MINUS}20 °C`);
    expect(temperatureText({ temperatureMin: null, temperatureMax: 25 })).toBe('kuni 25 °C');
    expect(temperatureText({ temperatureMin: null, temperatureMax: null })).toBeNull();
  });
});

describe('freight badges', () => {
  it('marks load kind, loading metres, ADR and temperature, in that order', () => {
    expect(freightBadges(FULL)).toEqual([
      { key: 'loadType', text: 'FTL' },
      { key: 'loadingMeters', text: '6,8 LDM' },
      { key: 'adr', text: 'ADR 3', title: 'Ohtlik kaup, ADR klass 3' },
      { key: 'temperature', text: `${MINUS}18…${MINUS}15 °C`, title: 'Temperatuuri nõue' },
    ]);
  });

  it('marks only what is given, and nothing for a listing without details', () => {
    expect(freightBadges(NONE)).toEqual([]);
    expect(freightBadges({ ...NONE, loadType: 'ltl', temperatureMax: 5 })).toEqual([
      { key: 'loadType', text: 'LTL' },
      { key: 'temperature', text: 'kuni 5 °C', title: 'Temperatuuri nõue' },
    ]);
    // The other details belong to the full view, not to a row.
    expect(freightBadges({ ...NONE, palletCount: 14, paymentTermDays: 30 })).toEqual([]);
  });
});

describe('a truck’s freight details', () => {
  const TRUCK = {
    loadingMeters: 13.6,
    adrClasses: ['3', '8'] as ('3' | '8')[],
    temperatureMin: -20,
    temperatureMax: 5,
    wantedDirections: [
      { country: 'lati', placeId: null, name: null, radiusKm: null },
      { country: 'eesti', placeId: 588335, name: 'Tartu', radiusKm: 50 },
    ],
  };

  it('says the given ones, the directions in one line', () => {
    expect(truckFreightFacts(TRUCK)).toEqual([
      { label: 'Laadimismeetrid', value: '13,6 LDM' },
      { label: 'Lubatud ADR klassid', value: '3, 8' },
      { label: 'Temperatuuri nõue', value: `${MINUS}20…5 °C` },
      { label: 'Soovitud suunad', value: 'Läti; Tartu ± 50 km' },
    ]);
    expect(
      truckFreightFacts({
        loadingMeters: null,
        adrClasses: null,
        temperatureMin: null,
        temperatureMax: null,
        wantedDirections: null,
      }),
    ).toEqual([]);
  });

  it('marks ADR once, its classes in the tooltip', () => {
    expect(truckFreightBadges(TRUCK)).toEqual([
      { key: 'loadingMeters', text: '13,6 LDM' },
      { key: 'adr', text: 'ADR', title: 'Ohtlik kaup: ADR klassid 3, 8' },
      { key: 'temperature', text: `${MINUS}20…5 °C`, title: 'Temperatuuri nõue' },
    ]);
  });
});
