import * as z from 'zod/mini';
import { LOCALES } from '../locales';
import { MESSAGES } from '../messages';

/** The session and accounts (GET /api/me, GET /api/session, the /api/auth bridge). */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailPrefix: z.string().check(z.describe('the part of the e-mail before the at-sign, for the greeting')),
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
  language: z.enum(LOCALES).check(z.describe("the account's language: its pages and mails are in it")),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * PUT /api/me/language: the language switch of the pages, for a signed-in user; the profile keeps
 * it, and the next page and every mail are in it. The answer is the language as stored. (Here, not
 * with the profile's forms: the switch is on every page, the settings forms are not.)
 */
export const languageBodySchema = z.object({
  language: z.enum(LOCALES, { error: MESSAGES.signup.languageInvalid }),
});
export type LanguageBody = z.infer<typeof languageBodySchema>;

/** GET /api/session: the signed-in user, or null for a signed-out visitor. */
export const sessionAnswerSchema = z.object({ user: z.nullable(sessionUserSchema) });

/** POST /api/auth/request-password-reset: the address, and the page of this site the link opens. */
export const passwordResetRequestSchema = z.object({
  email: z.email({ message: MESSAGES.signup.invalidEmail }).check(z.maxLength(254)),
  redirectTo: z.optional(z.string().check(z.maxLength(2000))),
});
/** The same answer whether the address has an account or not: the work is queued (decision 0041). */
export const passwordResetAnswerSchema = z.object({ status: z.literal(true), message: z.string() });

/**
 * What the /api/auth/* bridge (better-auth) answers on success. Its bodies are better-auth's, and the
 * web app acts on the status alone, so only "a JSON object, or nothing" is promised.
 */
export const authAnswerSchema = z.nullable(z.looseObject({}));
