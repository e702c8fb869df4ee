import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@web/lib/api';
import { emailPrefix, fetchSessionUser } from './use-session';

const json = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('fetchSessionUser', () => {
  const user = {
    id: 'u1',
    email: 'mari@veoturg.ee',
    name: '',
    emailPrefix: 'mari',
    emailVerified: true,
    isAdmin: false,
    language: 'et',
  };

  it('reads the documented shape', async () => {
    vi.stubGlobal('fetch', json(200, { user }));
    await expect(fetchSessionUser()).resolves.toEqual(user);
  });

  it('takes { user: null } for "signed out"', async () => {
    vi.stubGlobal('fetch', json(200, { user: null }));
    await expect(fetchSessionUser()).resolves.toBeNull();
  });

  it.each([null, 'x', {}, user, { user: { id: 1, email: 'a@b.ee' } }, { user: { ...user, isAdmin: 'yes' } }])(
    'refuses %j instead of guessing a user',
    async (value) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      vi.stubGlobal('fetch', json(200, value));
      await expect(fetchSessionUser()).rejects.toBeInstanceOf(ApiError);
    },
  );
});

describe('emailPrefix', () => {
  it('keeps the part before the at-sign', () => {
    expect(emailPrefix('ants@veoturg.ee')).toBe('ants');
    expect(emailPrefix('no-at-sign')).toBe('no-at-sign');
  });
});
