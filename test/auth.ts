import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { users } from '../server/db/schema/index';
import { unique } from './factories/index';

export const ORIGIN = 'http://localhost:3000';
export const PASSWORD = 'Sobiv1parool';

function cookieHeader(res: LightMyRequestResponse): string {
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

export function post(app: FastifyInstance, url: string, payload: unknown, cookie?: string) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

/** The newest link in the outbox to `to` whose path contains `pathPart`. */
export async function latestLink(app: FastifyInstance, to: string, pathPart: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/dev/mailbox' });
  const item = (res.json().items as { to: string; links: string[] }[]).find(
    (m) => m.to === to && m.links.some((l) => l.includes(pathPart)),
  );
  const link = item?.links.find((l) => l.includes(pathPart));
  if (!link) throw new Error(`no ${pathPart} link for ${to}`);
  return link;
}

/**
 * Signs up through the API and follows the confirmation link from the mailbox; returns the session
 * cookie. Only for tests of sign-up and confirmation themselves: everywhere else a signed-in user
 * comes from createSignedInUser (test/factories/users.ts), without the mailbox.
 */
export async function registerConfirmed(app: FastifyInstance, email = `${unique('u')}@example.test`) {
  const res = await post(app, '/api/auth/sign-up/email', {
    email,
    password: PASSWORD,
    name: '',
    acceptTerms: true,
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`);
  const link = new URL(await latestLink(app, email, '/verify-email'));
  const confirmed = await app.inject({ method: 'GET', url: link.pathname + link.search });
  const [user] = await (app.deps.database.db as Db).select().from(users).where(eq(users.email, email));
  return { email, cookie: cookieHeader(confirmed), userId: user!.id, confirmed };
}

export async function signIn(app: FastifyInstance, email: string, password = PASSWORD) {
  const res = await post(app, '/api/auth/sign-in/email', { email, password });
  return { res, cookie: cookieHeader(res) };
}
