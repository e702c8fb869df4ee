import { describe, expect, it } from 'vitest';
import { demoCheckoutSchema } from '@domain/credits';
import { ApiError } from '@web/lib/api';
import { isAlreadyEntitled, isSafeRedirect } from './contact-checkout';
import { itemHref } from './demo-checkout';
import { itemLabel } from './payment-copy';

const ORIGIN = 'http://127.0.0.1:3000';

describe('isSafeRedirect', () => {
  it('follows the demo page on this site and an https payment page', () => {
    expect(isSafeRedirect('/demo-makse/abc', ORIGIN)).toBe(true);
    expect(isSafeRedirect('https://checkout.stripe.com/c/pay/cs_test_1', ORIGIN)).toBe(true);
    expect(isSafeRedirect(`${ORIGIN}/demo-makse/abc`, ORIGIN)).toBe(true);
  });

  it('refuses scripts, protocol-relative and plain-http addresses elsewhere', () => {
    expect(isSafeRedirect('javascript:alert(1)', ORIGIN)).toBe(false);
    expect(isSafeRedirect('//evil.example/x', ORIGIN)).toBe(false);
    expect(isSafeRedirect('http://evil.example/x', ORIGIN)).toBe(false);
    expect(isSafeRedirect('not a url', ORIGIN)).toBe(false);
  });

  it('knows the "already entitled" conflict', () => {
    expect(isAlreadyEntitled(new ApiError(409, 'ALREADY_ENTITLED', 'x'))).toBe(true);
    expect(isAlreadyEntitled(new ApiError(409, 'OTHER', 'x'))).toBe(false);
  });
});

describe('the demo checkout', () => {
  const answer = {
    id: 'demo_1',
    amount: 2,
    currency: 'eur',
    description: 'Kontakt: Tallinn → Riga',
    itemType: 'cargo',
    itemId: '6f1c1f0e-2b7a-4c55-9a43-0d3f2b8e9a10',
    status: 'pending',
  };

  it('the contract reads the answer', () => {
    expect(demoCheckoutSchema.parse(answer)).toEqual(answer);
  });

  it.each([{ ...answer, status: 'paid' }, { ...answer, amount: '2' }, { ...answer, itemType: 'boat' }, null])(
    'refuses %j',
    (value) => {
      expect(demoCheckoutSchema.safeParse(value).success).toBe(false);
    },
  );

  it('goes back to the listing, or to the directory for a company', () => {
    expect(itemHref('cargo', 'x')).toBe('/?listing=x&type=cargo');
    expect(itemHref('company', 'x')).toBe('/?tab=companies');
  });

  it('names the item kinds', () => {
    expect(itemLabel('transport')).toBe('Transpordipakkumise kontakt');
    expect(itemLabel('boat')).toBe('Kontakt');
  });
});
