import { DEFAULT_LOCALE, isLocale, negotiateLocale, type Locale } from '@domain/locales';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { firstPasswordError, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@domain/password';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { eq, sql } from 'drizzle-orm';
import { accounts, adminActivityLog, profiles, sessions, users, verifications } from '../../db/schema/index';
import { authLog } from '../http/log-serializers';
import { enqueueMail } from '../mail/outbox';
import { accountExistsMail, confirmationMail, passwordResetMail } from '../mail/templates';
import { sameSitePath } from './callback-url';
import { mayMailNow } from './mail-cap';
import { hashPassword, verifyPassword } from './password-hash';

export type AuthDeps = { db: Db; config: Config; onMailQueued: () => void; log: FastifyBaseLogger };

// Routes whose body carries a new password: the one policy of domain/password.ts applies to all.
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/**
 * better-auth with e-mail + password, confirmation and reset mail through the outbox, sessions in
 * the database (no cookie cache, so a revoked session is refused at once), Argon2id hashes.
 */
export function createAuth({ db, config, onMailQueued, log }: AuthDeps) {
  const queue = async (mail: Parameters<typeof enqueueMail>[1]) => {
    await enqueueMail(db, mail);
    onMailQueued();
  };
  /**
   * The language of an account's mails: its profile's (decision 0061). The profile is written when
   * the account is made, before the confirmation is sent; without one, the request's language.
   */
  const languageOf = async (userId: string, request?: Request): Promise<Locale> => {
    const [row] = await db
      .select({ language: profiles.language })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    if (isLocale(row?.language)) return row.language;
    return request ? negotiateLocale(request.headers.get('accept-language')) : DEFAULT_LOCALE;
  };
  /**
   * A sign-in or sign-out in the activity log (decision 0043): the user acted on their own account,
   * labelled with its e-mail, in one statement. Only the endpoints a person uses count: a session
   * made for tests, or one ended by a password reset or an expiry, is not a sign-in or sign-out.
   */
  const logSession = async (action: 'login' | 'logout', userId: string, path: string) => {
    await db.execute(sql`
      insert into ${adminActivityLog} (admin_id, action, target_type, target_id, details)
      select id, ${action}, 'user', id, jsonb_build_object('label', email, 'via', ${path}::text)
      from ${users} where id = ${userId}`);
  };

  return betterAuth({
    appName: 'Veoturg',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      schema: { users, sessions, accounts, verifications },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: {
        hash: hashPassword,
        verify: ({ hash, password }) => verifyPassword(hash, password),
      },
      sendResetPassword: async ({ user, url }, request) =>
        queue(passwordResetMail(user.email, url, config.support, await languageOf(user.id, request))),
      // A sign-up with a taken address answers as a new one would (requireEmailVerification makes
      // better-auth do so); the address's owner is told by mail instead (decision 0041).
      onExistingUserSignUp: async ({ user }) => {
        if (!(await mayMailNow(user.email))) return;
        const signIn = new URL('/?auth=signin', config.publicUrl).toString();
        await queue(accountExistsMail(user.email, signIn, config.support, await languageOf(user.id)));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      // Capped per recipient (mail-cap.ts): a sign-up or a sign-in of an unconfirmed account each
      // send one, whoever asks, so a stranger could otherwise fill someone's mailbox.
      sendVerificationEmail: async ({ user, url }, request) => {
        if (!(await mayMailNow(user.email))) return;
        const language = await languageOf(user.id, request);
        await queue(confirmationMail(user.email, landOnPage(url), config.support, language));
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    // Our own limiter (platform/rate-limit) is shared across instances; better-auth's would not be.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Through the app's logger: better-auth's own console line prints a failed query whole, its
    // parameters (session tokens) included.
    logger: { disabled: config.logLevel === 'silent', level: 'error', log: authLog(log) },
    // An unexpected error (a failed query) is thrown to our error handler (a 503 when the database is
    // away, logged without the query's parameters) instead of an empty 500 and better-call's console
    // line, which prints the parameters: e-mail addresses, reset tokens. Its own errors stay answers.
    onAPIError: { throw: true },
    advanced: {
      cookiePrefix: 'veoturg',
      useSecureCookies: config.production,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
    // Every account has a profile from sign-up on (DECISIONS.md, "Account settings"): the company tab,
    // the directory and the add-listing prefill read it.
    user: {
      // Set by the server when a sign-up carries the consent (below), never by the client's body
      // (input: false refuses it), and not in better-auth's answers.
      additionalFields: {
        termsAcceptedAt: { type: 'date', required: false, input: false, returned: false },
      },
    },
    // The sign-up is in the activity log too (decision 0043); a sign-up that failed writes neither.
    databaseHooks: {
      user: {
        create: {
          // The bridge refuses a sign-up without `acceptTerms: true` (auth-routes.ts); the time of
          // that consent is stored on the account it makes.
          before: async (user, ctx) => {
            const body = ctx?.body as { acceptTerms?: unknown } | undefined;
            if (ctx?.path !== '/sign-up/email' || body?.acceptTerms !== true) return;
            return { data: { ...user, termsAcceptedAt: new Date() } };
          },
          after: async (user, ctx) => {
            await db
              .insert(profiles)
              .values({ userId: user.id, email: user.email, language: signUpLanguage(ctx) })
              .onConflictDoNothing();
            await db.insert(adminActivityLog).values({
              adminId: user.id,
              action: 'user_registered',
              targetType: 'user',
              targetId: user.id,
              details: { label: user.email },
            });
          },
        },
      },
      session: {
        create: {
          // A suspended account gets no session, however it signs in (decision 0082).
          before: async (session) => {
            const [user] = await db
              .select({ suspendedAt: users.suspendedAt })
              .from(users)
              .where(eq(users.id, session.userId));
            if (user?.suspendedAt) {
              throw new APIError('FORBIDDEN', { code: 'ACCOUNT_SUSPENDED', message: 'ACCOUNT_SUSPENDED' });
            }
          },
          after: async (session, context) => {
            const path = context?.path;
            if (path === '/sign-in/email' || path === '/verify-email')
              await logSession('login', session.userId, path);
          },
        },
        delete: {
          after: async (session, context) => {
            if (context?.path === '/sign-out') await logSession('logout', session.userId, context.path);
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const field = NEW_PASSWORD_FIELDS[ctx.path];
        if (!field) return;
        const password = (ctx.body as Record<string, unknown> | undefined)?.[field];
        const problem = typeof password === 'string' ? firstPasswordError(password) : null;
        if (problem) throw new APIError('BAD_REQUEST', { code: 'WEAK_PASSWORD', message: problem });
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * A new account's language (../shared/spec/API.md, "Languages"): the sign-up's `language` (the
 * bridge has refused any value but the six), else the best match of the request's Accept-Language,
 * so the confirmation e-mail can already be in it.
 */
function signUpLanguage(ctx: { body?: unknown; headers?: Headers } | null | undefined): Locale {
  const asked = (ctx?.body as { language?: unknown } | undefined)?.language;
  return isLocale(asked) ? asked : negotiateLocale(ctx?.headers?.get('accept-language'));
}

/** However the mail was triggered (sign-up, or a sign-in while unconfirmed), the link lands with the welcome. */
function landOnPage(url: string): string {
  const link = new URL(url);
  link.searchParams.set('callbackURL', confirmedLanding(link.searchParams.get('callbackURL')));
  return link.toString();
}

/**
 * Where a confirmation link lands: the page of this site the account was created on (the bridge has
 * already refused any other callback: callback-url.ts), greeting the new user (`confirmed=1`).
 */
function confirmedLanding(callback: string | null): string {
  const path = sameSitePath(callback);
  if (!path) return '/?confirmed=1';
  const target = new URL(path, 'http://site.invalid');
  target.searchParams.set('confirmed', '1');
  return `${target.pathname}${target.search}`;
}
