import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { forgotPasswordSchema, signInSchema, signUpSchema } from './auth-schemas';

function messages(result: z.core.util.SafeParseResult<unknown>): Record<string, string> {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('signInSchema', () => {
  it('asks for both fields, a blank address included', () => {
    expect(messages(signInSchema.safeParse({ email: '   ', password: '' }))).toEqual({
      email: 'Palun sisestage e-posti aadress',
      password: 'Palun sisestage parool',
    });
  });

  it('hands over the address trimmed and the password as typed', () => {
    expect(signInSchema.parse({ email: ' admin@veoturg.ee ', password: ' x ' })).toEqual({
      email: 'admin@veoturg.ee',
      password: ' x ',
    });
  });
});

describe('forgotPasswordSchema', () => {
  it('asks for the address', () => {
    expect(messages(forgotPasswordSchema.safeParse({ email: '' }))).toEqual({
      email: 'Palun sisestage e-posti aadress',
    });
  });
});

describe('signUpSchema', () => {
  it('asks for the consent, also together with empty fields', () => {
    const consent = 'Palun kinnitage, et olete tutvunud kasutustingimuste ja privaatsuspoliitikaga';
    expect(
      messages(
        signUpSchema.safeParse({
          email: 'a@b.ee',
          password: 'Abcdefg1',
          confirmPassword: 'Abcdefg1',
          acceptTerms: false,
        }),
      ),
    ).toEqual({ acceptTerms: consent });
    expect(
      messages(signUpSchema.safeParse({ email: '', password: '', confirmPassword: '', acceptTerms: false })),
    ).toMatchObject({ email: 'Palun sisestage e-posti aadress', acceptTerms: consent });
  });

  it('marks every empty field at once and nothing else', () => {
    expect(
      messages(
        signUpSchema.safeParse({ email: '', password: 'abc', confirmPassword: '', acceptTerms: true }),
      ),
    ).toEqual({
      email: 'Palun sisestage e-posti aadress',
      confirmPassword: 'Palun korrake parooli',
    });
  });

  it('then the first broken password rule alone, then the confirmation', () => {
    expect(
      messages(
        signUpSchema.safeParse({ email: 'a@b.ee', password: 'abc', confirmPassword: 'x', acceptTerms: true }),
      ),
    ).toEqual({
      password: 'Parool peab olema vähemalt 8 tähemärki pikk',
    });
    expect(
      messages(
        signUpSchema.safeParse({
          email: 'a@b.ee',
          password: 'Abcdefg1',
          confirmPassword: 'Abcdefg2',
          acceptTerms: true,
        }),
      ),
    ).toEqual({ confirmPassword: 'Paroolid ei kattu' });
    expect(
      signUpSchema.safeParse({
        email: 'a@b.ee',
        password: 'Abcdefg1',
        confirmPassword: 'Abcdefg1',
        acceptTerms: true,
      }).success,
    ).toBe(true);
  });
});
