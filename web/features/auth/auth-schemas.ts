import * as z from 'zod/mini';
import { MESSAGES } from '@domain/messages';
import { firstPasswordError, passwordsMatch } from '@domain/password';
import { AUTH_COPY } from './copy';

// Only the address's presence is checked here: the server answers a malformed one in the spec's words.
const emailSchema = z.string().check(z.trim(), z.minLength(1, { error: AUTH_COPY.emailRequired }));
const requiredPassword = z.string().check(z.minLength(1, { error: AUTH_COPY.passwordRequired }));

/** Sign-in, on the site and on the admin page. */
export const signInSchema = z.object({ email: emailSchema, password: requiredPassword });

export const forgotPasswordSchema = z.object({ email: emailSchema });

/**
 * Sign-up: first every empty field at once; only when all three are filled, the password policy and
 * then the confirmation, one message at a time.
 */
export const signUpSchema = z
  .object({
    email: emailSchema,
    password: requiredPassword,
    confirmPassword: z.string().check(z.minLength(1, { error: AUTH_COPY.confirmationRequired })),
    acceptTerms: z.boolean(),
  })
  .check(
    z.superRefine(({ email, password, confirmPassword, acceptTerms }, ctx) => {
      // The consent is asked whatever else is missing: the server refuses a sign-up without it.
      if (!acceptTerms) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.signup.consentRequired, path: ['acceptTerms'] });
      }
      // zod runs this even when a field above failed; an empty field is the only message then.
      if (!email || !password || !confirmPassword) return;
      const weakness = firstPasswordError(password);
      if (weakness) ctx.addIssue({ code: 'custom', message: weakness, path: ['password'] });
      else if (!passwordsMatch(password, confirmPassword)) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.password.mismatch, path: ['confirmPassword'] });
      }
    }),
  );
