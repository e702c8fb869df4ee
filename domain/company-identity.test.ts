import { describe, expect, it } from 'vitest';
import {
  isValidRegistryCode,
  isValidVatNumber,
  normalizeRegistryCode,
  normalizeVatNumber,
  registryCodeExample,
} from './company-identity';

const registry = (country: string, typed: string) =>
  isValidRegistryCode(country, normalizeRegistryCode(country, typed));
const vat = (country: string, typed: string) => isValidVatNumber(country, normalizeVatNumber(country, typed));

describe('registry codes', () => {
  it('Estonia: 8 digits and the mod-11 check digit', () => {
    expect(registry('EE', '12417834')).toBe(true);
    expect(registry('EE', ' 1241 7834 ')).toBe(true);
    expect(registry('EE', '12417835')).toBe(false);
    expect(registry('EE', '1241783')).toBe(false);
    expect(registry('EE', '02417834')).toBe(false);
    // A first pass that ends in 10 is tried again with the second weights.
    expect(registry('EE', '10000062')).toBe(true);
    expect(registry('EE', '10000061')).toBe(false);
  });

  it("Latvia: 11 digits, a legal entity's weighted sum 3 mod 11", () => {
    expect(registry('LV', '40003032949')).toBe(true);
    expect(registry('LV', '40003032948')).toBe(false);
    expect(registry('LV', '4000303294')).toBe(false);
  });

  it('Lithuania: 9 digits and the check digit', () => {
    expect(registry('LT', '110053842')).toBe(true);
    expect(registry('LT', '110053843')).toBe(false);
    expect(registry('LT', '11005384')).toBe(false);
  });

  it('Finland: the Y-tunnus with its hyphen and check digit', () => {
    expect(registry('FI', '0112038-9')).toBe(true);
    // Typed without the hyphen, it is written with it.
    expect(normalizeRegistryCode('FI', '01120389')).toBe('0112038-9');
    expect(registry('FI', '01120389')).toBe(true);
    expect(registry('FI', '0112038-8')).toBe(false);
    expect(registry('FI', '112038-9')).toBe(false);
  });

  it("takes another country's code as its register writes it", () => {
    expect(registry('SE', '556703-7485')).toBe(true);
    expect(registry('DE', 'HRB 12345')).toBe(true);
    expect(registry('DE', '!')).toBe(false);
    expect(registry('DE', 'x'.repeat(31))).toBe(false);
  });

  it('gives an example where it checks the digits', () => {
    expect(registryCodeExample('EE')).toBe('12417834');
    expect(registryCodeExample('DE')).toBeNull();
    expect(registryCodeExample(null)).toBeNull();
  });
});

describe('VAT numbers', () => {
  it('checks the format and check digit of the country, its prefix added when left out', () => {
    expect(vat('EE', 'EE100931558')).toBe(true);
    expect(vat('EE', '100 931 558')).toBe(true);
    expect(normalizeVatNumber('EE', '100931558')).toBe('EE100931558');
    expect(vat('EE', 'EE100931559')).toBe(false);
    expect(vat('FI', 'FI01120389')).toBe(true);
    expect(vat('LV', 'LV40003032949')).toBe(true);
    expect(vat('LT', 'LT119511515')).toBe(true);
    expect(vat('GR', '094259216')).toBe(true);
    expect(normalizeVatNumber('GR', '094259216')).toBe('EL094259216');
  });

  it("refuses another country's number", () => {
    expect(vat('EE', 'LV40003032949')).toBe(false);
  });

  it('takes a plausible number where no check is known', () => {
    expect(vat('UA', 'UA123456789')).toBe(true);
    expect(vat('UA', 'UA1')).toBe(false);
  });
});
