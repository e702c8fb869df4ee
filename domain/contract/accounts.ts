import * as z from 'zod/mini';

/** The session and accounts (GET /api/me, GET /api/session, POST /api/check-email-exists, the /api/auth bridge). */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailPrefix: z.string().check(z.describe('the part of the e-mail before the at-sign, for the greeting')),
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/session: the signed-in user, or null for a signed-out visitor. */
export const sessionAnswerSchema = z.object({ user: z.nullable(sessionUserSchema) });

export const checkEmailBodySchema = z.object({
  email: z.email({ message: 'Palun sisestage kehtiv e-posti aadress.' }).check(z.maxLength(254)),
});
export const checkEmailAnswerSchema = z.object({ exists: z.boolean() });

/**
 * What the /api/auth/* bridge (better-auth) answers on success. Its bodies are better-auth's, and the
 * web app acts on the status alone, so only "a JSON object, or nothing" is promised.
 */
export const authAnswerSchema = z.nullable(z.looseObject({}));
