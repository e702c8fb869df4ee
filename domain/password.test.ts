import { describe, it, expect } from 'vitest';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_RULES,
  checkPassword,
  firstPasswordError,
  newPasswordSchema,
  passwordSchema,
  passwordStrength,
  passwordsMatch,
} from './password';

const TOO_SHORT = 'Parool peab olema vähemalt 8 tähemärki pikk';
const NO_LOWER = 'Parool peab sisaldama vähemalt ühte väikest tähte';
const NO_UPPER = 'Parool peab sisaldama vähemalt ühte suurt tähte';
const NO_DIGIT = 'Parool peab sisaldama vähemalt ühte numbrit';

describe('PASSWORD_RULES', () => {
  it('checks length, lower case, upper case and digit in that order with the spec messages', () => {
    expect(PASSWORD_RULES.map((r) => r.id)).toEqual(['length', 'lowercase', 'uppercase', 'digit']);
    expect(PASSWORD_RULES.map((r) => r.message)).toEqual([TOO_SHORT, NO_LOWER, NO_UPPER, NO_DIGIT]);
    expect(PASSWORD_RULES.map((r) => r.label)).toEqual([
      'Vähemalt 8 tähemärki',
      'Väike täht',
      'Suur täht',
      'Number',
    ]);
  });
});

describe('checkPassword', () => {
  it('reports each rule for the live checklist', () => {
    expect(checkPassword('abc')).toEqual([
      { id: 'length', ok: false },
      { id: 'lowercase', ok: true },
      { id: 'uppercase', ok: false },
      { id: 'digit', ok: false },
    ]);
    expect(checkPassword('Veoturg2026').every((r) => r.ok)).toBe(true);
  });

  it('counts Estonian letters as letters', () => {
    expect(checkPassword('ÕÄÖÜ1234').find((r) => r.id === 'uppercase')?.ok).toBe(true);
    expect(checkPassword('ÕÄÖÜ1234').find((r) => r.id === 'lowercase')?.ok).toBe(false);
    expect(checkPassword('õun').find((r) => r.id === 'lowercase')?.ok).toBe(true);
  });
});

describe('firstPasswordError', () => {
  it.each([
    ['', TOO_SHORT],
    ['Ab1', TOO_SHORT],
    ['ABCDEFG1', NO_LOWER],
    ['abcdefg1', NO_UPPER],
    ['Abcdefgh', NO_DIGIT],
    ['abcdefgh', NO_UPPER],
  ])('gives the first failing rule for %j', (password, message) => {
    expect(firstPasswordError(password)).toBe(message);
  });

  it('accepts a password that meets every rule', () => {
    expect(firstPasswordError('Abcdefg1')).toBeNull();
    expect(firstPasswordError('Tallinn 2026!')).toBeNull();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(firstPasswordError('Aõ1😀😀😀😀')).toBe(TOO_SHORT);
  });

  it('rejects a password longer than the maximum', () => {
    const long = `Aa1${'x'.repeat(PASSWORD_MAX_LENGTH)}`;
    expect(PASSWORD_MAX_LENGTH).toBe(128);
    expect(firstPasswordError(long)).toBe('Parool võib olla kuni 128 tähemärki pikk');
    expect(firstPasswordError(long.slice(0, PASSWORD_MAX_LENGTH))).toBeNull();
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Nõrk'],
    ['abc', 1, 'Nõrk'],
    ['abcdefgh', 2, 'Keskmine'],
    ['Abcdefgh', 3, 'Hea'],
    ['Abcdefg1', 4, 'Tugev'],
  ])('rates %j as %i (%s)', (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });
});

describe('passwordSchema', () => {
  it('yields only the first failing message', () => {
    const result = passwordSchema.safeParse('abc');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([TOO_SHORT]);
  });

  it('passes a valid password through', () => {
    expect(passwordSchema.parse('Veoturg2026')).toBe('Veoturg2026');
  });

  it('rejects a value that is not a string', () => {
    expect(passwordSchema.safeParse(12345678).success).toBe(false);
  });
});

describe('newPasswordSchema', () => {
  it('requires the confirmation to match', () => {
    expect(passwordsMatch('Abcdefg1', 'Abcdefg1')).toBe(true);
    const result = newPasswordSchema.safeParse({ password: 'Abcdefg1', confirmPassword: 'Abcdefg2' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Paroolid ei kattu');
    expect(result.error?.issues[0]?.path).toEqual(['confirmPassword']);
  });

  it('reports a weak password on the password field', () => {
    const result = newPasswordSchema.safeParse({ password: 'abcdefg1', confirmPassword: 'abcdefg1' });
    expect(result.error?.issues[0]?.message).toBe(NO_UPPER);
    expect(result.error?.issues[0]?.path).toEqual(['password']);
  });

  it('says only that a weak password is weak, even when the confirmation differs', () => {
    const result = newPasswordSchema.safeParse({ password: 'abcdefg1', confirmPassword: 'x' });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['password']]);
  });

  it('accepts a strong matching pair', () => {
    expect(newPasswordSchema.safeParse({ password: 'Abcdefg1', confirmPassword: 'Abcdefg1' }).success).toBe(
      true,
    );
  });
});
