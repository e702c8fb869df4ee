import type { FastifyRequest } from 'fastify';

/**
 * The route a request reached, as registered ('/api/listings/:type'), or undefined when none
 * matched. Guards decide on this, never on `request.url`: the same route is reachable as
 * `http://host/api/...` (an absolute-form request line) or with encoded letters, and a prefix test
 * on the raw URL misses those spellings.
 */
export function routeOf(request: FastifyRequest): string | undefined {
  return request.routeOptions.url;
}

/** The path of a request that matched no route (absolute-form request lines included), without its query. */
export function pathOf(request: FastifyRequest): string {
  const raw = request.url;
  if (raw.startsWith('/') && !raw.startsWith('//')) return raw.split(/[?#]/, 1)[0] ?? '/';
  try {
    return new URL(raw).pathname;
  } catch {
    return raw.split(/[?#]/, 1)[0] ?? raw;
  }
}

export function isApiPath(path: string | undefined): boolean {
  return path === '/api' || (path?.startsWith('/api/') ?? false);
}
