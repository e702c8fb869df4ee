import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@domain/contract/common';

/**
 * How the API describes itself (GET /api/docs/json, OpenAPI 3.1): the session cookie as a security
 * scheme, an operationId for every route, and the error answers each route can give, all with the
 * one error body. Only the document changes here; validation and serialisation stay the routes' own.
 */

// better-auth's session cookie: `cookiePrefix` "veoturg" (platform/auth/auth.ts). With secure
// cookies (production) the browser stores it as `__Secure-veoturg.session_token`.
const SESSION_COOKIE = 'veoturg.session_token';

/** No session involved. */
export const PUBLIC: Security = [];
/** A session is required (401 without one). */
export const SESSION: Security = [{ cookieAuth: [] }];
/** Works without a session; with one, the answer is the viewer's (e.g. contact details when entitled). */
export const OPTIONAL_SESSION: Security = [{}, { cookieAuth: [] }];

type Security = readonly { [scheme: string]: readonly string[] }[];

export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 429;

declare module 'fastify' {
  interface FastifySchema {
    /** The error answers the route can give besides 400 (invalid input) and 401 (no session). */
    errors?: readonly ErrorStatus[];
  }
}

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Invalid input (VALIDATION_ERROR with the field, or a more specific code)',
  401: 'No valid session (UNAUTHORIZED)',
  402: 'No contact credits left this month (NO_CREDITS)',
  403: 'Not allowed (e.g. NOT_OWNER, ACCESS_REQUIRED, CONTACT_LOCKED, UNTRUSTED_ORIGIN)',
  404: 'Not found (e.g. LISTING_NOT_FOUND)',
  409: 'Conflicts with the current state (e.g. INVALID_LISTING_STATE, ALREADY_ENTITLED)',
  429: 'Too many requests (RATE_LIMITED)',
};

const errorJson = z.toJSONSchema(errorBodySchema, { target: 'draft-2020-12' });
delete errorJson.$schema;

/** getListingsByTypeById, postContactsByTypeByIdUnlock, postAuthSignInEmail, … */
function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = segment.startsWith(':') || segment.startsWith('{');
      const name = segment.replace(/^[:{]|}$/g, '');
      const parts = name.split(/[^a-zA-Z0-9]+/).filter(Boolean);
      return param ? ['By', ...parts] : parts;
    });
  const pascal = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  return `${method.toLowerCase()}${pascal}`;
}

/** The route's description for the document: the zod transform, then the ids, security and errors. */
export const openapiTransform: typeof jsonSchemaTransform = (document) => {
  const method = Array.isArray(document.route.method) ? document.route.method[0] : document.route.method;
  const original: FastifySchema = document.schema ?? {};
  const { errors = [], ...schema } = original;
  const { schema: described, url } = jsonSchemaTransform({ ...document, schema });
  if (described.hide) return { schema: described, url };
  const security: Security = described.security ?? [];
  const responses: Record<string, unknown> = {
    ...((described.response as Record<string, unknown> | undefined) ?? {
      200: { description: 'OK', type: 'object' },
    }),
  };
  const statuses = new Set<ErrorStatus>(errors);
  if (schema.body || schema.querystring || schema.params) statuses.add(400);
  if (security.length > 0 && !security.some((s) => Object.keys(s).length === 0)) statuses.add(401);
  if (document.route.config && 'rateLimit' in document.route.config) statuses.add(429);
  for (const status of [...statuses].sort()) {
    responses[status] ??= { ...errorJson, description: ERROR_DESCRIPTIONS[status] };
  }
  return {
    url,
    schema: {
      ...described,
      operationId: described.operationId ?? operationId(method ?? 'GET', url),
      security,
      response: responses,
    },
  };
};

/** Marks every route of a plugin as needing a session, next to the hook that enforces it. */
export function documentSessionRequired(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: SESSION };
  });
}

export const openapiComponents = {
  securitySchemes: {
    cookieAuth: {
      type: 'apiKey' as const,
      in: 'cookie' as const,
      name: SESSION_COOKIE,
      description: 'The session cookie set by POST /api/auth/sign-in/email (better-auth).',
    },
  },
};
