import { isValidRegistryCode } from './company-identity';

/**
 * Company verification (issue 31, item 2; decision 0081): a company asks, an admin decides, and the
 * mark shows on its listings, in the directory and on its contact. A change of what was checked
 * (the name or the identity) takes the mark, or the pending request, away again.
 */
export const VERIFICATION_STATUSES = ['unverified', 'pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** An admin's decisions on a request. */
export const VERIFICATION_DECISIONS = ['verified', 'rejected'] as const;
export type VerificationDecision = (typeof VERIFICATION_DECISIONS)[number];

/** The company's fields a verification vouches for: changing one returns it to unverified. */
export const VERIFIED_FIELDS = ['companyName', 'country', 'registryCode', 'vatNumber'] as const;

/**
 * What an admin may decide on a company: a pending request either way, a verified company only
 * rejected (its mark goes, a fraud found later); nothing else (the API answers 409 NOT_PENDING).
 */
export function decisionsFor(status: VerificationStatus): readonly VerificationDecision[] {
  if (status === 'pending') return ['verified', 'rejected'];
  if (status === 'verified') return ['rejected'];
  return [];
}

/** The longest note an admin writes on a decision. */
export const VERIFICATION_NOTE_MAX = 1000;

export function asVerificationStatus(value: string | null | undefined): VerificationStatus {
  return (VERIFICATION_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as VerificationStatus)
    : 'unverified';
}

type Identity = { companyName: string | null; country: string | null; registryCode: string | null };

/** A company may ask when it has a name and a registry code valid for its country. */
export function mayAskForVerification(company: Identity): boolean {
  return Boolean(
    company.companyName?.trim() &&
    company.country &&
    company.registryCode &&
    isValidRegistryCode(company.country, company.registryCode),
  );
}

/** A request can be sent while none is pending and the company is not verified already. */
export function canRequestVerification(status: VerificationStatus): boolean {
  return status === 'unverified' || status === 'rejected';
}

/**
 * The public register where an admin looks the company up (the evidence beside what it typed):
 * the four countries our users come from most by the code itself, the EU's VIES for a VAT number.
 */
export function registerLink(country: string | null, registryCode: string | null): string | null {
  if (!country || !registryCode) return null;
  const code = encodeURIComponent(registryCode);
  switch (country) {
    case 'EE':
      return `https://ariregister.rik.ee/est/company/${code}`;
    case 'LV':
      return `https://company.lursoft.lv/${code}`;
    case 'LT':
      return `https://rekvizitai.vz.lt/en/company-search/1/?code=${code}`;
    case 'FI':
      return `https://tietopalvelu.ytj.fi/yritys/${code}`;
    default:
      return null;
  }
}

/** The EU's VAT number check (VIES) for a number of a member state. */
export const VIES_LINK = 'https://ec.europa.eu/taxation_customs/vies/';
