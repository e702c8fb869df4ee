import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@domain/messages';
import { errorBody } from '../errors';
import { isApiPath, routeOf } from './paths';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// better-auth checks its own routes; the payment webhook is signed, not cookie-authenticated.
const EXEMPT = ['/api/auth/', '/api/payments/webhook'];

/**
 * A cookie-authenticated write must come from the site itself (docs/api.md): the Origin header, or
 * the Referer's origin when a browser omits Origin, must be a trusted origin.
 */
export function registerOriginCheck(app: FastifyInstance, trustedOrigins: readonly string[]) {
  const trusted = new Set(trustedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    // The route reached, not the spelling of the address (paths.ts); an unknown route is a 404 anyway.
    const route = routeOf(request);
    if (!WRITE_METHODS.has(request.method) || !isApiPath(route)) return;
    if (EXEMPT.some((prefix) => route!.startsWith(prefix))) return;
    if (!request.headers.cookie) return;
    const origin = request.headers.origin ?? originOf(request.headers.referer);
    if (origin && trusted.has(origin)) return;
    return reply.status(403).send(errorBody('UNTRUSTED_ORIGIN', MESSAGES.api.untrustedOrigin));
  });
}

function originOf(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
