import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * One JSON line per request: method, path, route, status, duration. The query string is left out
 * (e-mail confirmation and unsubscribe links carry their tokens there), and so is the path of a
 * route whose path holds a secret, a parameter named `token` (the password reset link,
 * /api/auth/reset-password/:token): its line shows the route's pattern instead. A path no route
 * matched keeps its segments of up to 32 characters.
 */
export function registerRequestLogging(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    const level = reply.statusCode >= 500 ? 'error' : 'info';
    const route = matchedRoute(request);
    request.log[level](
      {
        method: request.method,
        path: route && SECRET_PARAMETER.test(route) ? route : safePath(request.url),
        ...(route ? { route } : {}),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}

/** A path parameter that is a bearer secret: whoever has the address may use it. */
const SECRET_PARAMETER = /:token\b/;

/** The pattern of the route that answered (undefined for a request no route matched). */
function matchedRoute(request: FastifyRequest): string | undefined {
  return request.is404 ? undefined : request.routeOptions.url;
}

function safePath(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path
    .split('/')
    .map((segment) => (segment.length > 32 ? ':secret' : segment))
    .join('/');
}
