import { makeSignature } from 'better-auth/crypto';
import type { Auth } from './auth';

export type DirectSession = {
  /** The cookie's name: `veoturg.session_token`, with `__Secure-` in front in production. */
  name: string;
  /** The signed value, exactly as better-auth's own Set-Cookie carries it. */
  value: string;
  /** `name=value`, for a Cookie request header. */
  cookie: string;
  /** A whole Set-Cookie header value with better-auth's attributes (HttpOnly, SameSite, Max-Age…). */
  setCookie: string;
  expiresAt: Date;
};

/**
 * Starts a session for an existing user without a password or a confirmation link, for tests and
 * the development test-user endpoint only. The session row comes from better-auth's own internal
 * adapter and the cookie is signed the way better-call's setSignedCookie signs it
 * (encodeURIComponent(token + "." + base64 HMAC-SHA256 with the auth secret)), so request.viewer()
 * resolves it through the same getSession as a real sign-in; nothing of better-auth is copied.
 */
export async function createDirectSession(auth: Auth, userId: string): Promise<DirectSession> {
  const ctx = await auth.$context;
  const session = await ctx.internalAdapter.createSession(userId);
  const { name, attributes } = ctx.authCookies.sessionToken;
  const value = encodeURIComponent(`${session.token}.${await makeSignature(session.token, ctx.secret)}`);
  const parts = [`${name}=${value}`];
  if (typeof attributes.maxAge === 'number') parts.push(`Max-Age=${Math.floor(attributes.maxAge)}`);
  parts.push(`Path=${attributes.path ?? '/'}`);
  if (attributes.httpOnly) parts.push('HttpOnly');
  if (attributes.secure) parts.push('Secure');
  if (attributes.sameSite) {
    const sameSite = String(attributes.sameSite);
    parts.push(`SameSite=${sameSite.charAt(0).toUpperCase()}${sameSite.slice(1)}`);
  }
  return {
    name,
    value,
    cookie: `${name}=${value}`,
    setCookie: parts.join('; '),
    expiresAt: session.expiresAt,
  };
}

/** A Set-Cookie header value that removes the session cookie (after the account is deleted). */
export async function endedSessionCookie(auth: Auth): Promise<string> {
  const ctx = await auth.$context;
  const { name, attributes } = ctx.authCookies.sessionToken;
  const parts = [`${name}=`, 'Max-Age=0', `Path=${attributes.path ?? '/'}`];
  if (attributes.httpOnly) parts.push('HttpOnly');
  if (attributes.secure) parts.push('Secure');
  if (attributes.sameSite) {
    const sameSite = String(attributes.sameSite);
    parts.push(`SameSite=${sameSite.charAt(0).toUpperCase()}${sameSite.slice(1)}`);
  }
  return parts.join('; ');
}
