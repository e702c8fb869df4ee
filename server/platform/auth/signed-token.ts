import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The tokens of links in mails that act without a sign-in (an alert mail's unsubscribe, a
 * listing's "still available"): a subject (a user id, a listing) and an HMAC of it and the link's
 * purpose under the server's AUTH_SECRET. A token does one thing only, the one its purpose names;
 * a changed secret voids every link. They do not expire: what they may do is checked when used.
 */
function signature(purpose: string, subject: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}:${subject}`).digest();
}

export function signedToken(purpose: string, subject: string, secret: string): string {
  return `${subject}.${signature(purpose, subject, secret).toString('base64url')}`;
}

/** The subject a genuine token of this purpose names, or null. */
export function verifySignedToken(purpose: string, token: string, secret: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const subject = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = signature(purpose, subject, secret);
  return given.length === expected.length && timingSafeEqual(given, expected) ? subject : null;
}
