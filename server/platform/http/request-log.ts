import type { FastifyInstance } from 'fastify';

/**
 * One JSON line per request: method, path, status, duration. The query string and long path
 * segments are left out because e-mail confirmation and reset links carry secrets there.
 */
export function registerRequestLogging(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    const level = reply.statusCode >= 500 ? 'error' : 'info';
    request.log[level](
      {
        method: request.method,
        path: safePath(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}

function safePath(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path
    .split('/')
    .map((segment) => (segment.length > 32 ? ':secret' : segment))
    .join('/');
}
