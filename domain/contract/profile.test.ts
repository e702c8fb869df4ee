import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { passwordChangeBodySchema, passwordChangeFormSchema, profileBodySchema } from './profile';

const M = MESSAGES.password;

function problems(value: unknown) {
  const result = passwordChangeFormSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('passwordChangeFormSchema', () => {
  it('accepts a current password and a new one typed twice alike', () => {
    const value = { currentPassword: 'vana', newPassword: 'Uus-Parool-77', confirmPassword: 'Uus-Parool-77' };
    expect(passwordChangeFormSchema.parse(value)).toEqual(value);
    // What the form sends is exactly the API body.
    expect(passwordChangeBodySchema.parse(value)).toEqual({
      currentPassword: 'vana',
      newPassword: 'Uus-Parool-77',
    });
  });

  it('asks for the current password', () => {
    expect(problems({ currentPassword: '', newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg1' })).toEqual([
      ['currentPassword', M.currentRequired],
    ]);
  });

  it('checks the new password by the one policy, the first broken rule in order', () => {
    const broken = (newPassword: string) =>
      problems({ currentPassword: 'x', newPassword, confirmPassword: newPassword });
    expect(broken('Ab1')).toEqual([['newPassword', M.tooShort]]);
    expect(broken('ABCDEFG1')).toEqual([['newPassword', M.lowercase]]);
    expect(broken('abcdefg1')).toEqual([['newPassword', M.uppercase]]);
    expect(broken('Abcdefgh')).toEqual([['newPassword', M.digit]]);
  });

  it('says the new passwords differ only once the new one passes', () => {
    expect(problems({ currentPassword: 'x', newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg2' })).toEqual([
      ['confirmPassword', M.newMismatch],
    ]);
    expect(problems({ currentPassword: 'x', newPassword: 'abcdefg1', confirmPassword: 'x' })).toEqual([
      ['newPassword', M.uppercase],
    ]);
  });

  it('reports a missing current password and differing new ones together', () => {
    expect(problems({ currentPassword: '', newPassword: 'Abcdefg1', confirmPassword: '' })).toEqual([
      ['currentPassword', M.currentRequired],
      ['confirmPassword', M.newMismatch],
    ]);
  });

  it('refuses what is not a form without throwing', () => {
    expect(passwordChangeFormSchema.safeParse(null).success).toBe(false);
    expect(passwordChangeFormSchema.safeParse('Abcdefg1').success).toBe(false);
  });
});

describe('profileBodySchema as the profile form uses it', () => {
  it('sends blank fields as null and trims the rest', () => {
    expect(profileBodySchema.parse({ contactPerson: '  Mari Maasikas ', phone: '', address: '   ' })).toEqual(
      {
        contactPerson: 'Mari Maasikas',
        phone: null,
        address: null,
      },
    );
  });

  it('refuses a phone number that is not one, on the phone field', () => {
    const result = profileBodySchema.safeParse({ contactPerson: '', phone: 'helista', address: '' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['phone', MESSAGES.wizard.invalidPhone],
    ]);
  });
});
