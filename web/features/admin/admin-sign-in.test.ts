import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@web/lib/api';
import { signInAsAdmin } from './admin-sign-in';

describe('signInAsAdmin', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const credentials = { email: ' admin@veoturg.ee ', password: 'Veoturg2026!' };

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
  });

  it('lets an admin through and keeps the session', async () => {
    const signOut = vi.fn(async () => {});
    const result = await signInAsAdmin(credentials, { refresh: async () => ({ isAdmin: true }), signOut });
    expect(result).toBe('admin');
    expect(signOut).not.toHaveBeenCalled();
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/auth/sign-in/email');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'admin@veoturg.ee', password: 'Veoturg2026!' });
  });

  it('refuses a user without admin rights and signs them out again', async () => {
    const signOut = vi.fn(async () => {});
    const result = await signInAsAdmin(credentials, { refresh: async () => ({ isAdmin: false }), signOut });
    expect(result).toBe('denied');
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('treats a failed admin check as "not admin"', async () => {
    const signOut = vi.fn(async () => {});
    const refresh = async () => {
      throw new ApiError(500, 'INTERNAL', 'Serveri viga');
    };
    await expect(signInAsAdmin(credentials, { refresh, signOut })).resolves.toBe('denied');
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('passes the server message of a failed sign-in on', async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Vale e-posti aadress või parool' } },
        { status: 401 },
      ),
    );
    const refresh = vi.fn(async () => null);
    await expect(signInAsAdmin(credentials, { refresh, signOut: async () => {} })).rejects.toMatchObject({
      status: 401,
      message: 'Vale e-posti aadress või parool',
    });
    expect(refresh).not.toHaveBeenCalled();
  });
});
