import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of an alert mail's unsubscribe link: the user id and an HMAC of it under the server's
 * AUTH_SECRET. It needs no sign-in and does not expire (a mail read a year later still stops the
 * alerts); it can do one thing only, switch that user's alerts off. A changed secret voids old links.
 */
const PURPOSE = 'alerts-unsubscribe:';

function signature(userId: string, secret: string): Buffer {
  return createHmac('sha256', secret)
    .update(PURPOSE + userId)
    .digest();
}

export function unsubscribeToken(userId: string, secret: string): string {
  return `${userId}.${signature(userId, secret).toString('base64url')}`;
}

/** The user id a genuine token names, or null. */
export function verifyUnsubscribeToken(token: string, secret: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const userId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = signature(userId, secret);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
