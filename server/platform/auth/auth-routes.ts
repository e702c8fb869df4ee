import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@domain/messages';
import { errorBody } from '../errors';
import { PUBLIC, type ErrorStatus } from '../http/openapi';
import { limitFor, type RateLimits } from '../rate-limit/rate-limit';
import type { Auth } from './auth';
import { toHeaders } from './session';

// better-auth's error codes -> our status, code and Estonian message (docs/api.md's error shape).
const ERRORS: Record<string, { status: number; code: string; message: string }> = {
  INVALID_EMAIL_OR_PASSWORD: {
    status: 401,
    code: 'INVALID_EMAIL_OR_PASSWORD',
    message: 'Vale e-posti aadress või parool',
  },
  EMAIL_NOT_VERIFIED: {
    status: 403,
    code: 'EMAIL_NOT_VERIFIED',
    message: 'E-posti aadress on kinnitamata. Saatsime kinnituslingi uuesti.',
  },
  USER_ALREADY_EXISTS: { status: 409, code: 'EMAIL_ALREADY_EXISTS', message: MESSAGES.signup.emailExists },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    status: 409,
    code: 'EMAIL_ALREADY_EXISTS',
    message: MESSAGES.signup.emailExists,
  },
  INVALID_EMAIL: { status: 400, code: 'INVALID_EMAIL', message: MESSAGES.signup.invalidEmail },
  PASSWORD_TOO_SHORT: {
    status: 400,
    code: 'WEAK_PASSWORD',
    message: 'Parool peab olema vähemalt 8 tähemärki pikk',
  },
  PASSWORD_TOO_LONG: {
    status: 400,
    code: 'WEAK_PASSWORD',
    message: 'Parool võib olla kuni 128 tähemärki pikk',
  },
  INVALID_TOKEN: {
    status: 400,
    code: 'INVALID_TOKEN',
    message: 'Link on aegunud või juba kasutatud. Palun taotlege uus parooli lähtestamise link.',
  },
  TOKEN_EXPIRED: {
    status: 400,
    code: 'INVALID_TOKEN',
    message: 'Link on aegunud või juba kasutatud. Palun taotlege uus parooli lähtestamise link.',
  },
  INVALID_ORIGIN: { status: 403, code: 'UNTRUSTED_ORIGIN', message: MESSAGES.api.untrustedOrigin },
  MISSING_OR_NULL_ORIGIN: { status: 403, code: 'UNTRUSTED_ORIGIN', message: MESSAGES.api.untrustedOrigin },
  INVALID_CALLBACK_URL: { status: 403, code: 'UNTRUSTED_ORIGIN', message: MESSAGES.api.untrustedOrigin },
  FAILED_TO_GET_SESSION: { status: 401, code: 'UNAUTHORIZED', message: MESSAGES.api.unauthorized },
};

/**
 * Mounts better-auth at /api/auth/*. The rate-limited routes are registered on their own so each
 * gets its limit; everything else goes through the catch-all.
 */
export function registerAuthRoutes(app: FastifyInstance, auth: Auth, limits: RateLimits) {
  const handler = (request: FastifyRequest, reply: FastifyReply) => forward(auth, request, reply);
  // better-auth validates these bodies itself; the schemas here only describe them in the API docs.
  const docs = (summary: string, errors: ErrorStatus[]) => {
    const statuses: ErrorStatus[] = [400, ...errors];
    return { tags: ['auth'], summary, security: PUBLIC, errors: statuses };
  };
  app.post(
    '/api/auth/sign-in/email',
    {
      config: limitFor(limits.signIn, 'sign-in', true),
      schema: docs('Sign in with e-mail and password: sets the session cookie', [401, 403]),
    },
    handler,
  );
  app.post(
    '/api/auth/sign-up/email',
    {
      config: limitFor(limits.signUp, 'sign-up'),
      schema: docs('Create an account; a confirmation e-mail follows', [403, 409]),
    },
    handler,
  );
  app.post(
    '/api/auth/request-password-reset',
    {
      config: limitFor(limits.passwordReset, 'reset', true),
      schema: docs('Send a password reset link to an e-mail, if it has an account', [403]),
    },
    handler,
  );
  app.route({ method: ['GET', 'POST'], url: '/api/auth/*', handler, schema: { hide: true } });
}

async function forward(auth: Auth, request: FastifyRequest, reply: FastifyReply) {
  const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  const headers = toHeaders(request);
  if (hasBody) headers.set('content-type', 'application/json');
  headers.delete('content-length');
  const response = await auth.handler(
    new Request(url, {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(request.body) : undefined,
    }),
  );

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
