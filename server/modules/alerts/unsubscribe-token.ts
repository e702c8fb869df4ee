import { signedToken, verifySignedToken } from '../../platform/auth/signed-token';

/**
 * The token of an alert mail's unsubscribe link: the user id, signed. It needs no sign-in and does
 * not expire (a mail read a year later still stops the alerts); it can do one thing only, switch
 * that user's alerts off.
 */
const PURPOSE = 'alerts-unsubscribe';

export const unsubscribeToken = (userId: string, secret: string) => signedToken(PURPOSE, userId, secret);

/** The user id a genuine token names, or null. */
export const verifyUnsubscribeToken = (token: string, secret: string) =>
  verifySignedToken(PURPOSE, token, secret);
