import { MESSAGES } from '@domain/messages';

// The sign-in flows' own texts (the catalogue's `auth` group), by the names the code has used for them.
export const AUTH_COPY = {
  signedIn: MESSAGES.auth.signedIn,
  signedOut: MESSAGES.auth.signedOut,
  emailConfirmedTitle: MESSAGES.auth.emailConfirmedTitle,
  emailConfirmedSignedIn: MESSAGES.auth.emailConfirmedSignedIn,
  emailConfirmedSignIn: MESSAGES.auth.emailConfirmedSignIn,
  confirmLinkInvalidTitle: MESSAGES.auth.confirmLinkInvalidTitle,
  // Signing in with an unconfirmed address sends a fresh link (the server does that), so say so.
  confirmLinkInvalid: MESSAGES.auth.confirmLinkInvalidHint,
  resetLinkInvalidTitle: MESSAGES.auth.resetLinkInvalidTitle,
  resetLinkInvalid: MESSAGES.auth.resetLinkInvalidHint,
  passwordChanged: MESSAGES.auth.passwordChanged,
  redirectingHome: MESSAGES.auth.redirectingHome,
  emailRequired: MESSAGES.auth.emailRequired,
  passwordRequired: MESSAGES.auth.passwordRequired,
  confirmationRequired: MESSAGES.auth.confirmationRequired,
} as const;
