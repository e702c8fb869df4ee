import { describe, expect, it } from 'vitest';
import {
  asVerificationStatus,
  canRequestVerification,
  decisionsFor,
  mayAskForVerification,
  registerLink,
} from './verification';

describe('company verification', () => {
  it('may be asked for with a name, a country and a registry code valid there', () => {
    const company = { companyName: 'Vedu OÜ', country: 'EE', registryCode: '12417834' };
    expect(mayAskForVerification(company)).toBe(true);
    expect(mayAskForVerification({ ...company, companyName: '  ' })).toBe(false);
    expect(mayAskForVerification({ ...company, country: null })).toBe(false);
    expect(mayAskForVerification({ ...company, registryCode: '12417835' })).toBe(false);
    expect(mayAskForVerification({ ...company, country: 'FI', registryCode: '0112038-9' })).toBe(true);
  });

  it('is asked for again only when not waiting and not verified', () => {
    expect(canRequestVerification('unverified')).toBe(true);
    expect(canRequestVerification('rejected')).toBe(true);
    expect(canRequestVerification('pending')).toBe(false);
    expect(canRequestVerification('verified')).toBe(false);
    expect(asVerificationStatus('odd')).toBe('unverified');
  });

  it('decides a pending request either way and may only take a verified company’s mark away', () => {
    expect(decisionsFor('pending')).toEqual(['verified', 'rejected']);
    expect(decisionsFor('verified')).toEqual(['rejected']);
    expect(decisionsFor('rejected')).toEqual([]);
    expect(decisionsFor('unverified')).toEqual([]);
  });

  it('links the company in its country’s public register where the code alone opens it', () => {
    expect(registerLink('EE', '12417834')).toBe('https://ariregister.rik.ee/est/company/12417834');
    expect(registerLink('FI', '0112038-9')).toBe('https://tietopalvelu.ytj.fi/yritys/0112038-9');
    expect(registerLink('DE', 'HRB 1234')).toBeNull();
    expect(registerLink(null, '12417834')).toBeNull();
  });
});
