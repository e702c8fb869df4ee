import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The auth request being forwarded to better-auth (auth-routes.ts), as the mail it queues sees it:
 * whether one more mail to an address is within the per-recipient cap, and whether one was held
 * back, so the bridge answers 429 instead of better-auth's "we sent you a link".
 */
export type AuthRequestScope = { mayMail: (to: string) => Promise<boolean>; mailHeldBack: boolean };

const scope = new AsyncLocalStorage<AuthRequestScope>();

export function inAuthRequest<T>(request: AuthRequestScope, run: () => Promise<T>): Promise<T> {
  return scope.run(request, run);
}

/**
 * Whether a mail to `to` may be queued now. Outside a forwarded request (a job, a script) there is
 * nobody to refuse, and the caller's own limits apply.
 */
export async function mayMailNow(to: string): Promise<boolean> {
  const request = scope.getStore();
  if (!request) return true;
  const allowed = await request.mayMail(to.trim().toLowerCase());
  if (!allowed) request.mailHeldBack = true;
  return allowed;
}
