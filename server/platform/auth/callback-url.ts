/**
 * Where better-auth may send a browser after a link or a form: the parameters that name an address.
 * All of them pass through sameSitePath in the bridge (auth-routes.ts) before better-auth sees them.
 */
export const CALLBACK_FIELDS = [
  'callbackURL',
  'redirectTo',
  'errorCallbackURL',
  'newUserCallbackURL',
] as const;

// Any host would do: it only tells a path of this site from an address elsewhere.
const PROBE_ORIGIN = 'http://callback.invalid';

/**
 * The path of this site a callback names, with its dot segments resolved (also when written as
 * `%2e`), or null when it names anything else. A callback must be a path ("/hinnad?x=1"): an
 * absolute address, a scheme-relative one ("//host"), a backslash (browsers read "/\host" as
 * "//host"), whitespace or a control character (the URL parser drops a tab, so "/\t/host" would
 * become "//host") are refused. Resolving comes first: "/.//host" and "/x/..//host" are paths, but
 * resolve to "//host", which a browser reads as another host; they are refused too. The answer is the
 * resolved path and query (no fragment), so what better-auth puts in Location is exactly what was
 * checked.
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2000) return null;
  if (/[\\\s\p{Cc}]/u.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}`;
}
