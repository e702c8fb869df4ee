import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { userRoles } from '../../db/schema/index';
import { forbidden, unauthorized } from '../errors';
import type { Auth } from './auth';

export type Viewer = {
  userId: string;
  /** The session this request came with (a password change ends the user's other sessions). */
  sessionId: string;
  email: string;
  name: string;
  emailVerified: boolean;
  isAdmin: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of this request (resolved once), or null. */
    viewer(): Promise<Viewer | null>;
  }
}

const ADMIN_REQUIRED_MESSAGE = 'Access denied. Admin privileges required.';

export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, String(value));
  }
  return headers;
}

async function isAdmin(db: Db, userId: string): Promise<boolean> {
  try {
    const [row] = await db
      .select({ id: userRoles.id })
      .from(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')));
    return Boolean(row);
  } catch {
    // The spec: an admin-check error means "not admin".
    return false;
  }
}

export function registerViewer(app: FastifyInstance, auth: Auth, db: Db) {
  const cache = new WeakMap<FastifyRequest, Promise<Viewer | null>>();
  app.decorateRequest('viewer', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = resolveViewer(this);
      cache.set(this, pending);
    }
    return pending;
  });

  async function resolveViewer(request: FastifyRequest): Promise<Viewer | null> {
    if (!request.headers.cookie) return null;
    const result = await auth.api.getSession({ headers: toHeaders(request) });
    if (!result) return null;
    const { user, session } = result;
    return {
      userId: user.id,
      sessionId: session.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      isAdmin: await isAdmin(db, user.id),
    };
  }
}

/** For services: the signed-in viewer, or 401. */
export async function requireViewer(request: FastifyRequest): Promise<Viewer> {
  const viewer = await request.viewer();
  if (!viewer) throw unauthorized();
  return viewer;
}

/**
 * For admin services, after server/policies/admin.policy.ts said no: checked on every request,
 * never cached in the client.
 */
export const adminRequired = () => forbidden(ADMIN_REQUIRED_MESSAGE, 'ADMIN_REQUIRED');
