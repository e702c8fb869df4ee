import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api';
import { contactAnswerSchema, unlockAnswerSchema } from '@domain/credits';
import { contactPath, contactQueryKey, isContactLocked } from './contact-api';
import { openContactLook } from './open-contact';
import { isOutOfCredits, type UnlockAnswer } from './unlock-contact';
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
  bonusCredits: 0,
  available,
  unlimited,
  lastResetDate: '2026-11-01T00:00:00.000Z',
});

describe('contact answers', () => {
  it('the contract reads a listing contact and a company contact', () => {
    expect(contactAnswerSchema.parse({ contactAccess: 'unlocked', contact: CONTACT })).toEqual({
      contactAccess: 'unlocked',
      contact: CONTACT,
    });
    const company = { contactPerson: null, phone: '+372 1', email: null, website: 'www.x.ee' };
    expect(contactAnswerSchema.parse({ contactAccess: 'premium', contact: company }).contact).toEqual(
      company,
    );
  });

  it.each([null, {}, { contactAccess: 'locked', contact: CONTACT }, { contactAccess: 'admin' }])(
    'the contract refuses %j (a locked answer never counts as open)',
    (value) => {
      expect(contactAnswerSchema.safeParse(value).success).toBe(false);
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
  const answer = (available: number, spent = true): UnlockAnswer =>
    unlockAnswerSchema.parse({
      contactAccess: 'unlocked',
      contact: CONTACT,
      spent,
      credits: credits(available),
    });

  it('the contract reads the contact, whether a credit went and the new count', () => {
    const parsed = answer(2);
    expect(parsed.spent).toBe(true);
    expect(parsed.credits.available).toBe(2);
    expect(parsed.contact.phone).toBe(CONTACT.phone);
    expect(unlockAnswerSchema.safeParse({ ...parsed, credits: {} }).success).toBe(false);
  });

  it('says how many are left after a spend, nothing more for premium or a repeat', () => {
    const spent = answer(1);
    expect(unlockedMessage(spent)).toEqual({
      title: 'Kontakt avatud',
      description: 'Kasutasite 1 krediidi. Sel kuul alles 1/3.',
    });
    const repeat = { ...spent, spent: false };
    expect(unlockedMessage(repeat)).toEqual({ title: 'Kontakt avatud' });
    const premium = { ...spent, contactAccess: 'premium' as const, spent: false, credits: credits(3, true) };
    expect(unlockedMessage(premium).description).toBeUndefined();
  });

  it('offers premium only when this unlock spent the last credit', () => {
    const base = answer(0);
    expect(spentLastCredit(base)).toBe(true);
    expect(spentLastCredit({ ...base, spent: false })).toBe(false);
    expect(spentLastCredit({ ...base, credits: credits(1) })).toBe(false);
    expect(spentLastCredit({ ...base, credits: credits(0, true) })).toBe(false);
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
      heading: 'Teie kuulutus',
    });
    expect(openContactLook('owner', 'company').heading).toBe('Teie andmed');
  });
});
