import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api';
import { emailPrefix, parseSessionUser } from './use-session';

describe('parseSessionUser', () => {
  it('reads the documented shape', () => {
    expect(
      parseSessionUser({
        id: 'u1',
        email: 'mari@veoturg.ee',
        name: '',
        emailPrefix: 'mari',
        emailVerified: true,
        isAdmin: false,
      }),
    ).toEqual({
      id: 'u1',
      email: 'mari@veoturg.ee',
      name: '',
      emailPrefix: 'mari',
      emailVerified: true,
      isAdmin: false,
    });
  });

  it('derives the greeting name and treats anything but true as not admin', () => {
    expect(parseSessionUser({ id: 'u1', email: 'jaan.tamm@firma.ee', isAdmin: 'yes' })).toMatchObject({
      emailPrefix: 'jaan.tamm',
      isAdmin: false,
      emailVerified: false,
    });
  });

  it.each([null, 'x', { id: 1, email: 'a@b.ee' }, { id: 'u1' }])('rejects %j', (value) => {
    expect(() => parseSessionUser(value)).toThrow(ApiError);
  });
});

describe('emailPrefix', () => {
  it('keeps the part before the at-sign', () => {
    expect(emailPrefix('ants@veoturg.ee')).toBe('ants');
    expect(emailPrefix('no-at-sign')).toBe('no-at-sign');
  });
});
