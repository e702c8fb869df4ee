// Texts of the sign-in flows that the spec's message catalogue (@domain/messages) does not hold.
export const AUTH_COPY = {
  signedIn: 'Olete sisse logitud',
  signedOut: 'Olete välja logitud',
  emailConfirmedTitle: 'E-post kinnitatud',
  emailConfirmedSignedIn: 'Olete sisse logitud.',
  emailConfirmedSignIn: 'Palun logige sisse.',
  confirmLinkInvalidTitle: 'Kinnituslink on aegunud või vigane',
  // Signing in with an unconfirmed address sends a fresh link (the server does that), so say so.
  confirmLinkInvalid: 'Logige sisse – kinnitamata kontole saadame uue kinnituslingi.',
  resetLinkInvalidTitle: 'Link on aegunud või vigane',
  resetLinkInvalid: 'Palun taotlege uus parooli lähtestamise link.',
  passwordChanged: 'Parool on muudetud',
  redirectingHome: 'Suuname Teid avalehele…',
  emailRequired: 'Palun sisestage e-posti aadress',
  passwordRequired: 'Palun sisestage parool',
  confirmationRequired: 'Palun korrake parooli',
} as const;
