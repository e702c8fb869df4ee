import { checkVAT, countries as vatRules } from 'jsvat';
import { COUNTRIES } from './countries';

/**
 * Who a company is in its country's registers (issue 31, item 1; decision 0078): the country it is
 * registered in (ISO 3166 alpha-2), its registry code and its VAT number, each checked by that
 * country's format and check digit where one exists, on both sides.
 *
 * Registry codes are rules of our own for the four countries our users come from most; elsewhere a
 * code is taken as the register writes it (letters, digits and separators). VAT numbers are
 * checked by jsvat, which knows the EU's formats and check digits and a few others'; a country it
 * does not know takes a number of a plausible shape.
 */

/** The countries a company may be registered in: those the product names (domain/countries.ts). */
const COMPANY_COUNTRIES: readonly string[] = COUNTRIES.map((country) => country.code);

export function isCompanyCountry(value: unknown): value is string {
  return typeof value === 'string' && COMPANY_COUNTRIES.includes(value);
}

const digitsOf = (value: string) => [...value].map(Number);

/** Σ digit × weight, the sum every check digit below starts from. */
function weighted(digits: readonly number[], weights: readonly number[]): number {
  return weights.reduce((sum, weight, index) => sum + weight * (digits[index] ?? 0), 0);
}

/**
 * Estonia's and Lithuania's check digit (the same rule as their personal codes): the weighted sum
 * mod 11 with weights 1…; a remainder of 10 is tried again with weights 3…, and a second 10 is 0.
 */
function modElevenTwoPass(digits: readonly number[], length: number): boolean {
  const body = digits.slice(0, length - 1);
  const first = Array.from({ length: length - 1 }, (_, i) => (i % 9) + 1);
  const second = Array.from({ length: length - 1 }, (_, i) => ((i + 2) % 9) + 1);
  let check = weighted(body, first) % 11;
  if (check === 10) check = weighted(body, second) % 11;
  if (check === 10) check = 0;
  return check === digits[length - 1];
}

interface RegistryRule {
  /** The code as the register writes it, after normalizeRegistryCode. */
  pattern: RegExp;
  check?: (digits: number[]) => boolean;
  /** A valid code, shown as the field's example. */
  example: string;
}

const REGISTRY_RULES: Record<string, RegistryRule> = {
  // Äriregistri kood: 8 digits, the last a check digit.
  EE: { pattern: /^[1-9]\d{7}$/, check: (d) => modElevenTwoPass(d, 8), example: '12417834' },
  // Reģistrācijas numurs: 11 digits; a legal entity's (starting 4 or 5) has a weighted sum of 3 mod 11.
  LV: {
    pattern: /^\d{11}$/,
    check: (d) => (d[0] ?? 0) < 4 || weighted(d, [9, 1, 4, 8, 3, 10, 2, 5, 7, 6, 1]) % 11 === 3,
    example: '40003032949',
  },
  // Įmonės kodas: 9 digits, the last a check digit.
  LT: { pattern: /^\d{9}$/, check: (d) => modElevenTwoPass(d, 9), example: '110053842' },
  // Y-tunnus: 7 digits, a hyphen and a check digit (11 − the weighted sum mod 11; a remainder of 1 is
  // never issued).
  FI: {
    pattern: /^\d{7}-\d$/,
    check: (d) => {
      const remainder = weighted(d, [7, 9, 10, 5, 8, 4, 2]) % 11;
      if (remainder === 1) return false;
      return (remainder === 0 ? 0 : 11 - remainder) === d[7];
    },
    example: '0112038-9',
  },
};

// Anywhere else: a code as registers write them, 2 to 30 letters, digits and separators.
const ANY_REGISTRY_CODE = /^[A-Z0-9](?:[A-Z0-9 ./-]{0,28}[A-Z0-9])?$/;

/** A typed code as the register writes it: capitals, single spaces; a Finnish one with its hyphen. */
export function normalizeRegistryCode(country: string | null, value: string): string {
  const code = value.trim().toUpperCase().replace(/\s+/g, ' ');
  if (country === 'FI' && /^\d{8}$/.test(code)) return `${code.slice(0, 7)}-${code.slice(7)}`;
  if (country && REGISTRY_RULES[country]) return code.replace(/ /g, '');
  return code;
}

export function isValidRegistryCode(country: string, code: string): boolean {
  const rule = REGISTRY_RULES[country];
  if (!rule) return ANY_REGISTRY_CODE.test(code);
  if (!rule.pattern.test(code)) return false;
  return rule.check ? rule.check(digitsOf(code.replace(/\D/g, ''))) : true;
}

/** A valid registry code of `country`, for the field's hint; null where any register's code goes. */
export function registryCodeExample(country: string | null): string | null {
  return (country && REGISTRY_RULES[country]?.example) || null;
}

// VAT numbers start with the country's code, but Greece's with EL.
const vatPrefix = (country: string) => (country === 'GR' ? 'EL' : country);

const vatRuleOf = (country: string) => vatRules.find((rule) => rule.codes[0] === country);

/**
 * A typed VAT number as it is written: capitals without spaces, dots or hyphens, the country's prefix
 * in front when it was left out ('100931558' of an Estonian company is EE100931558).
 */
export function normalizeVatNumber(country: string | null, value: string): string {
  const vat = value.toUpperCase().replace(/[\s.-]/g, '');
  if (country && /^\d/.test(vat)) return `${vatPrefix(country)}${vat}`;
  return vat;
}

/** A VAT number of `country`: its prefix, format and check digit (jsvat), or a plausible shape. */
export function isValidVatNumber(country: string, vat: string): boolean {
  const prefix = vatPrefix(country);
  if (!vat.startsWith(prefix)) return false;
  const rule = vatRuleOf(country);
  if (!rule) return /^[A-Z]{2}[A-Z0-9]{2,13}$/.test(vat);
  return checkVAT(vat, [rule]).isValid;
}

/** The identity as it is stored and shown: each code written as its register writes it. */
export function canonicalIdentity(identity: {
  country: string | null;
  registryCode: string | null;
  vatNumber: string | null;
}): { country: string | null; registryCode: string | null; vatNumber: string | null } {
  const { country } = identity;
  return {
    country,
    registryCode: identity.registryCode ? normalizeRegistryCode(country, identity.registryCode) : null,
    vatNumber: identity.vatNumber ? normalizeVatNumber(country, identity.vatNumber) : null,
  };
}
