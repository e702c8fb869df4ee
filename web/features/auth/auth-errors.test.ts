import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@domain/messages';
import { ApiError, FALLBACK_ERROR_MESSAGE } from '@web/lib/api';
import {
  passwordResetRequestErrorToast,
  resetPasswordErrorMessage,
  signInErrorToast,
  signUpErrorToast,
} from './auth-errors';

const refusal = (status: number, code: string, message = 'Serveri põhjus') =>
  new ApiError(status, code, message);
const offline = new ApiError(0, 'NETWORK_ERROR', FALLBACK_ERROR_MESSAGE);
const generic = { title: 'Viga', description: 'Midagi läks valesti. Palun proovige uuesti.' };

describe('signInErrorToast', () => {
  it("shows the server's reason under the sign-in title", () => {
    expect(
      signInErrorToast(refusal(401, 'INVALID_EMAIL_OR_PASSWORD', 'Vale e-posti aadress või parool')),
    ).toEqual({ title: 'Viga sisselogimisel', description: 'Vale e-posti aadress või parool' });
  });

  it('falls back to the generic error without a server answer', () => {
    expect(signInErrorToast(offline)).toEqual(generic);
    expect(signInErrorToast(refusal(500, 'INTERNAL'))).toEqual(generic);
    expect(signInErrorToast(new Error('boom'))).toEqual(generic);
  });
});

describe('signUpErrorToast', () => {
  it.each([
    [refusal(409, 'EMAIL_ALREADY_EXISTS'), MESSAGES.signup.emailExists],
    [refusal(400, 'INVALID_EMAIL'), MESSAGES.signup.invalidEmail],
    [
      refusal(400, 'VALIDATION_ERROR', 'Midagi läks valesti. Palun proovige uuesti.'),
      MESSAGES.signup.invalidEmail,
    ],
    [refusal(429, 'RATE_LIMITED'), MESSAGES.reset.rateLimited],
    [refusal(400, 'SOMETHING_ELSE', 'Muu põhjus'), 'Muu põhjus'],
  ])('maps %o', (error, description) => {
    expect(signUpErrorToast(error)).toEqual({ title: 'Viga registreerimisel', description });
  });

  it("keeps the server's rule message for a weak password", () => {
    expect(signUpErrorToast(refusal(400, 'WEAK_PASSWORD', MESSAGES.password.uppercase))).toEqual({
      title: 'Nõrk parool',
      description: MESSAGES.password.uppercase,
    });
    expect(signUpErrorToast(refusal(400, 'WEAK_PASSWORD', 'Password too short'))).toEqual({
      title: 'Nõrk parool',
      description: MESSAGES.signup.weakPassword,
    });
  });

  it('falls back to the generic error without a server answer', () => {
    expect(signUpErrorToast(offline)).toEqual(generic);
  });
});

describe('password reset', () => {
  it('tells a rate limit from other request failures', () => {
    expect(passwordResetRequestErrorToast(refusal(429, 'RATE_LIMITED')).description).toBe(
      'Liiga palju päringuid. Palun oodake mõni minut.',
    );
    expect(passwordResetRequestErrorToast(offline).description).toBe(
      'Parooli lähtestamine ebaõnnestus. Palun proovige uuesti.',
    );
  });

  it("shows the server's reason for a bad token and the spec's text otherwise", () => {
    expect(resetPasswordErrorMessage(refusal(400, 'INVALID_TOKEN', 'Link on aegunud'))).toBe(
      'Link on aegunud',
    );
    expect(resetPasswordErrorMessage(offline)).toBe('Parooli uuendamine ebaõnnestus. Palun proovige uuesti.');
  });
});
