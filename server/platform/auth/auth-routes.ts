import { isLocale } from '@domain/locales';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { passwordResetAnswerSchema, passwordResetRequestSchema } from '@domain/contract/accounts';
import { MESSAGES } from '@domain/messages';
import { DatabaseUnavailableError } from '../../db/client';
import { badRequest, errorBody } from '../errors';
import { PUBLIC, type ErrorStatus } from '../http/openapi';
import { enqueueJobs } from '../jobs/queue';
import {
  emailKey,
  limitFor,
  moreLimits,
  withinLimit,
  type Limit,
  type RateLimits,
} from '../rate-limit/rate-limit';
import type { Auth } from './auth';
import { CALLBACK_FIELDS, sameSitePath } from './callback-url';
import { inAuthRequest, type AuthRequestScope } from './mail-cap';
import { PASSWORD_RESET_JOB } from './password-reset';
import { toHeaders } from './session';

// better-auth's error codes -> our status, code and Estonian message (docs/api.md's error shape).
const ERRORS: Record<string, { status: number; code: string; message: string }> = {
  INVALID_EMAIL_OR_PASSWORD: {
    status: 401,
    code: 'INVALID_EMAIL_OR_PASSWORD',
    message: MESSAGES.auth.invalidCredentials,
  },
  EMAIL_NOT_VERIFIED: {
    status: 403,
    code: 'EMAIL_NOT_VERIFIED',
    message: MESSAGES.auth.emailNotVerified,
  },
  USER_ALREADY_EXISTS: { status: 409, code: 'EMAIL_ALREADY_EXISTS', message: MESSAGES.signup.emailExists },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    status: 409,
    code: 'EMAIL_ALREADY_EXISTS',
    message: MESSAGES.signup.emailExists,
  },
  INVALID_EMAIL: { status: 400, code: 'INVALID_EMAIL', message: MESSAGES.signup.invalidEmail },
  // An admin suspended the account (decision 0082): auth.ts refuses its new sessions.
  ACCOUNT_SUSPENDED: { status: 403, code: 'ACCOUNT_SUSPENDED', message: MESSAGES.reports.suspended },
  PASSWORD_TOO_SHORT: {
    status: 400,
    code: 'WEAK_PASSWORD',
    message: MESSAGES.password.tooShort,
  },
  PASSWORD_TOO_LONG: {
    status: 400,
    code: 'WEAK_PASSWORD',
    message: MESSAGES.password.tooLong,
  },
  INVALID_TOKEN: {
    status: 400,
    code: 'INVALID_TOKEN',
    message: MESSAGES.auth.resetLinkInvalid,
  },
  TOKEN_EXPIRED: {
    status: 400,
    code: 'INVALID_TOKEN',
    message: MESSAGES.auth.resetLinkInvalid,
  },
  INVALID_ORIGIN: { status: 403, code: 'UNTRUSTED_ORIGIN', message: MESSAGES.api.untrustedOrigin },
  MISSING_OR_NULL_ORIGIN: { status: 403, code: 'UNTRUSTED_ORIGIN', message: MESSAGES.api.untrustedOrigin },
  INVALID_CALLBACK_URL: { status: 403, code: 'UNTRUSTED_ORIGIN', message: MESSAGES.api.untrustedOrigin },
  FAILED_TO_GET_SESSION: { status: 401, code: 'UNAUTHORIZED', message: MESSAGES.api.unauthorized },
};

/**
 * Mounts better-auth's routes that the product uses, each on its own exact path, so every limit
 * attaches to the endpoint reached whatever the spelling of the address ("./", "x/..", encoded
 * letters): Fastify matches the path first, and the request is then forwarded to better-auth under
 * the matched route's own path. better-auth's other endpoints (update-user, change-password,
 * send-verification-email, list-sessions...) are not reachable; they answer 404 like any unknown
 * path. Changing the password and the profile go through our own endpoints and their rules.
 */
export function registerAuthRoutes(app: FastifyInstance, auth: Auth, limits: RateLimits) {
  const handler = (request: FastifyRequest, reply: FastifyReply) =>
    forward(app, auth, request, reply, limits.confirmationMail);
  // better-auth validates these bodies itself; the schemas here only describe them in the API docs.
  const docs = (summary: string, errors: ErrorStatus[]) => {
    const statuses: ErrorStatus[] = [400, ...errors];
    return { tags: ['auth'], summary, security: PUBLIC, errors: statuses };
  };
  app.post(
    '/api/auth/sign-in/email',
    {
      config: limitFor(limits.signIn, 'sign-in', true),
      preHandler: moreLimits(app, [
        { limit: limits.signInAccount, key: (r) => prefixed('sign-in-account', emailKey(r)) },
        { limit: limits.signInAddress, key: (r) => `sign-in-address:${r.ip}` },
      ]),
      schema: docs('Sign in with e-mail and password: sets the session cookie', [401, 403]),
    },
    handler,
  );
  app.post(
    '/api/auth/sign-up/email',
    {
      config: limitFor(limits.signUp, 'sign-up'),
      preHandler: checkSignUp,
      schema: docs('Create an account; a confirmation e-mail follows', [403, 409]),
    },
    handler,
  );
  // Ours, not forwarded: it only queues the job that does the work (password-reset.ts), so the answer
  // and its time are the same whether the address has an account or not.
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/request-password-reset',
    {
      config: limitFor(limits.passwordReset, 'reset', true),
      preHandler: moreLimits(app, [
        { limit: limits.passwordResetAccount, key: (r) => prefixed('reset-account', emailKey(r)) },
        { limit: limits.passwordResetAddress, key: (r) => `reset-address:${r.ip}` },
      ]),
      schema: {
        tags: ['auth'],
        summary:
          'Queue a password reset link for an e-mail; the same answer whether it has an account or not',
        errors: [403],
        security: PUBLIC,
        body: passwordResetRequestSchema,
        response: { 200: passwordResetAnswerSchema },
      },
    },
    async (request) => {
      const redirectTo =
        request.body.redirectTo === undefined ? undefined : sameSitePath(request.body.redirectTo);
      if (redirectTo === null) throw badRequest(MESSAGES.api.badCallback, 'redirectTo');
      const email = request.body.email.trim().toLowerCase();
      await enqueueJobs(app.deps.database.db, [
        // One pending reset per address: asking again before it ran sends one mail, not two.
        { kind: PASSWORD_RESET_JOB, key: email, payload: { email, redirectTo } },
      ]);
      return { status: true as const, message: MESSAGES.reset.requested };
    },
  );
  // The rest of the session's life: its answer, its end, and the two links the e-mails carry.
  const hidden = { schema: { hide: true } };
  app.get('/api/auth/get-session', hidden, handler);
  app.post('/api/auth/sign-out', hidden, handler);
  app.get('/api/auth/verify-email', hidden, handler);
  app.get('/api/auth/reset-password/:token', hidden, handler);
  app.post('/api/auth/reset-password', hidden, handler);
}

// Where a link lands when its callback is not a path of this site: the person who clicked it cannot
// fix the address, so the link still does its work and lands on our page for it.
const LINK_LANDINGS: Record<string, string> = {
  '/api/auth/verify-email': '/',
  '/api/auth/reset-password/:token': '/reset-password',
};

/**
 * The address better-auth is asked: the matched route's own path with its parameters, the query
 * string as sent, on the configured public origin (never the Host header, which the client chooses).
 * A callback in the query is replaced by the path it resolves to (callback-url.ts), or by the link's
 * landing page when it names no path of this site.
 */
function forwardedUrl(request: FastifyRequest, base: string): URL {
  const params = request.params as Record<string, string | undefined>;
  const route = request.routeOptions.url ?? '/';
  const path = route.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const url = new URL(path, base);
  const queryStart = request.url.indexOf('?');
  if (queryStart >= 0) url.search = request.url.slice(queryStart);
  for (const field of CALLBACK_FIELDS) {
    const value = url.searchParams.get(field);
    if (value !== null) url.searchParams.set(field, sameSitePath(value) ?? LINK_LANDINGS[route] ?? '/');
  }
  return url;
}

/**
 * A callback in a body (sign-up, sign-in, the reset request) is replaced by the path it resolves to;
 * one that names no path of this site is a 400 naming the field: the program that sent it can fix it.
 */
function withSameSiteCallbacks(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const checked = { ...(body as Record<string, unknown>) };
  for (const field of CALLBACK_FIELDS) {
    if (checked[field] === undefined) continue;
    const path = sameSitePath(checked[field]);
    if (path === null) throw badRequest(MESSAGES.api.badCallback, field);
    checked[field] = path;
  }
  return checked;
}

/**
 * A sign-up must say that its person has read the terms and the privacy policy (decision 0042):
 * `acceptTerms: true`, else a 400 naming the field. The account stores when (auth.ts). A `language`
 * it gives must be one of the six (auth.ts takes the request's Accept-Language without one).
 */
async function checkSignUp(request: FastifyRequest) {
  const body = request.body as { acceptTerms?: unknown; language?: unknown } | null | undefined;
  if (body?.acceptTerms !== true) throw badRequest(MESSAGES.signup.consentRequired, 'acceptTerms');
  if (body.language !== undefined && !isLocale(body.language)) {
    throw badRequest(MESSAGES.signup.languageInvalid, 'language');
  }
}

const prefixed = (bucket: string, key: string | null) => (key === null ? null : `${bucket}:${key}`);

async function forward(
  app: FastifyInstance,
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
  mailCap: Limit,
) {
  const url = forwardedUrl(request, app.deps.config.publicUrl);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  const body = hasBody ? withSameSiteCallbacks(request.body) : undefined;
  const headers = toHeaders(request);
  if (hasBody) headers.set('content-type', 'application/json');
  headers.delete('content-length');
  // better-auth records a session's address from X-Forwarded-For's left-most entry, which the client
  // writes: it gets the address the app decided on (request.ip: TRUST_PROXY's proxies only).
  headers.set('x-forwarded-for', request.ip);
  const scope: AuthRequestScope = {
    mayMail: (to) => withinLimit(app, request, mailCap, `mail-to:${to}`),
    mailHeldBack: false,
  };
  const response = await inAuthRequest(scope, () =>
    auth.handler(
      new Request(url, {
        method: request.method,
        headers,
        body: hasBody ? JSON.stringify(body) : undefined,
      }),
    ),
  );
  // A confirmation (or "you already have an account") mail over its recipient's cap was not
  // queued: the answer says so, the same 429 as every limit, rather than "we sent you a link".
  if (scope.mailHeldBack) {
    await response.body?.cancel();
    return reply.status(429).send(errorBody('RATE_LIMITED', MESSAGES.api.rateLimited));
  }

  // better-auth answers a failure of its own storage with an empty 500: find out which it was, so
  // an outage answers 503 like every other endpoint (the error handler), never a bare 500.
  if (response.status >= 500) {
    await response.body?.cancel();
    const databaseAnswers = await app.deps.database.ping().then(
      () => true,
      () => false,
    );
    if (!databaseAnswers) throw new DatabaseUnavailableError('the database did not answer an auth request');
    throw new Error(`better-auth answered ${response.status} on ${url.pathname}`);
  }
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-encoding')
      reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);

  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  if (response.status >= 400 && isJson) return reply.send(translateError(response.status, text));
  if (isJson && text) return reply.send(withoutSessionToken(text));
  return reply.send(text);
}

/**
 * The session lives in an http-only cookie; its token must not also be readable by scripts, so
 * it is removed from sign-in, sign-up and get-session bodies.
 */
function withoutSessionToken(text: string): string {
  try {
    const body = JSON.parse(text) as { token?: unknown; session?: { token?: unknown } } | null;
    if (!body || typeof body !== 'object') return text;
    delete body.token;
    if (body.session && typeof body.session === 'object') delete body.session.token;
    return JSON.stringify(body);
  } catch {
    return text;
  }
}

function translateError(status: number, text: string) {
  let parsed: { code?: string; message?: string } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    // Not JSON after all: fall through to the generic message.
  }
  if (parsed.code === 'WEAK_PASSWORD' && parsed.message) return errorBody('WEAK_PASSWORD', parsed.message);
  const known = parsed.code ? ERRORS[parsed.code] : undefined;
  if (known) return errorBody(known.code, known.message);
  return errorBody(
    parsed.code ?? (status === 401 ? 'UNAUTHORIZED' : 'AUTH_ERROR'),
    MESSAGES.generic.somethingWentWrong,
  );
}
