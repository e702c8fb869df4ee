import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api';
import { contactPath, contactQueryKey, isContactLocked, parseContactAnswer } from './contact-api';
import { openContactLook } from './open-contact';
import { isOutOfCredits, parseUnlockAnswer } from './unlock-contact';
import { spentLastCredit, unlockedMessage } from './unlock-outcome';

const CONTACT = {
  companyName: 'Balti Veod OÜ',
  contactPerson: 'Andres',
  phone: '+372 5123 4410',
  email: 'a@b.ee',
};
const credits = (available: number, unlimited = false) => ({
  monthlyCredits: 3,
  creditsUsed: 3 - available,
  available,
  unlimited,
  lastResetDate: '2026-11-01T00:00:00.000Z',
});

describe('contact answers', () => {
  it('reads a listing contact and leaves the website empty', () => {
    expect(parseContactAnswer({ contactAccess: 'unlocked', contact: CONTACT })).toEqual({
      contactAccess: 'unlocked',
      contact: { ...CONTACT, website: null },
    });
  });

  it('reads a company contact, blanks as null', () => {
    const answer = parseContactAnswer({
      contactAccess: 'premium',
      contact: { contactPerson: ' ', phone: '+372 1', email: null, website: 'www.x.ee' },
    });
    expect(answer.contact).toEqual({
      companyName: null,
      contactPerson: null,
      phone: '+372 1',
      email: null,
      website: 'www.x.ee',
    });
  });

  it.each([null, {}, { contactAccess: 'locked', contact: CONTACT }, { contactAccess: 'admin' }])(
    'refuses %j (a locked answer never counts as open)',
    (value) => {
      expect(() => parseContactAnswer(value)).toThrow(ApiError);
    },
  );

  it('keys the cache by viewer, type and item', () => {
    const a = contactQueryKey('u1', { type: 'cargo', id: 'x' });
    expect(a).not.toEqual(contactQueryKey('u2', { type: 'cargo', id: 'x' }));
    expect(a).not.toEqual(contactQueryKey('u1', { type: 'transport', id: 'x' }));
    expect(a).not.toEqual(contactQueryKey('u1', { type: 'cargo', id: 'y' }));
  });

  it('builds the path with the id escaped', () => {
    expect(contactPath({ type: 'company', id: 'a/b' })).toBe('/api/contacts/company/a%2Fb');
  });

  it('tells "locked" and "no credits" from other failures', () => {
    expect(isContactLocked(new ApiError(403, 'CONTACT_LOCKED', 'x'))).toBe(true);
    expect(isContactLocked(new ApiError(404, 'LISTING_NOT_FOUND', 'x'))).toBe(false);
    expect(isOutOfCredits(new ApiError(402, 'NO_CREDITS', 'x'))).toBe(true);
    expect(isOutOfCredits(new ApiError(500, 'INTERNAL', 'x'))).toBe(false);
  });
});

describe('unlock answers', () => {
  it('reads the contact, whether a credit went and the new count', () => {
    const answer = parseUnlockAnswer({
      contactAccess: 'unlocked',
      contact: CONTACT,
      spent: true,
      credits: credits(2),
    });
    expect(answer.spent).toBe(true);
    expect(answer.credits?.available).toBe(2);
    expect(answer.contact.phone).toBe(CONTACT.phone);
  });

  it('keeps the contact when the count is unreadable', () => {
    const answer = parseUnlockAnswer({
      contactAccess: 'unlocked',
      contact: CONTACT,
      spent: true,
      credits: {},
    });
    expect(answer.credits).toBeNull();
    expect(answer.contactAccess).toBe('unlocked');
  });

  it('says how many are left after a spend, nothing more for premium or a repeat', () => {
    const spent = parseUnlockAnswer({
      contactAccess: 'unlocked',
      contact: CONTACT,
      spent: true,
      credits: credits(1),
    });
    expect(unlockedMessage(spent)).toEqual({
      title: 'Kontakt avatud',
      description: 'Kasutasid 1 krediidi. Sel kuul alles 1/3.',
    });
    const repeat = { ...spent, spent: false };
    expect(unlockedMessage(repeat)).toEqual({ title: 'Kontakt avatud' });
    const premium = { ...spent, contactAccess: 'premium' as const, spent: false, credits: credits(3, true) };
    expect(unlockedMessage(premium).description).toBeUndefined();
  });

  it('offers premium only when this unlock spent the last credit', () => {
    const base = parseUnlockAnswer({
      contactAccess: 'unlocked',
      contact: CONTACT,
      spent: true,
      credits: credits(0),
    });
    expect(spentLastCredit(base)).toBe(true);
    expect(spentLastCredit({ ...base, spent: false })).toBe(false);
    expect(spentLastCredit({ ...base, credits: credits(1) })).toBe(false);
    expect(spentLastCredit({ ...base, credits: credits(0, true) })).toBe(false);
    expect(spentLastCredit({ ...base, credits: null })).toBe(false);
  });
});

describe('how an open contact looks', () => {
  it('is green when a credit or a payment opened it, for a listing and a company alike', () => {
    for (const of of ['listing', 'company'] as const) {
      expect(openContactLook('unlocked', of)).toEqual({
        tone: 'unlocked',
        mark: 'open',
        heading: 'Kontakt avatud',
      });
    }
  });

  it('is neutral with the crown for premium or trial access', () => {
    expect(openContactLook('premium', 'company')).toEqual({
      tone: 'neutral',
      mark: 'crown',
      heading: 'Premium',
    });
    expect(openContactLook('premium', 'listing').mark).toBe('crown');
  });

  it('is neutral for the owner, named for what they own', () => {
    expect(openContactLook('owner', 'listing')).toEqual({
      tone: 'neutral',
      mark: 'open',
      heading: 'Sinu kuulutus',
    });
    expect(openContactLook('owner', 'company').heading).toBe('Sinu andmed');
  });
});
