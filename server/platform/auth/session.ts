import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_MESSAGES } from '@domain/admin-messages';
import type { SubscriptionState } from '@domain/plans';
import type { Locale } from '@domain/locales';
import type { Db } from '../../db/client';
import { forbidden, unauthorized } from '../errors';
import type { Auth } from './auth';
import { readSession, viewerFacts } from './session-read';

export type Viewer = {
  userId: string;
  /** The session this request came with (a password change ends the user's other sessions). */
  sessionId: string;
  email: string;
  name: string;
  emailVerified: boolean;
  isAdmin: boolean;
  /**
   * The viewer's subscription as read with the session (null: none), so the access rules of the
   * request need no query of their own (contacts/contact-access.ts); absent when it was not read.
   */
  plan?: SubscriptionState | null;
  /** The profile's language (the pages and mails are in it); absent when not read or not set. */
  language?: Locale;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of this request (resolved once), or null. */
    viewer(): Promise<Viewer | null>;
  }
}

export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, String(value));
  }
  return headers;
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
    // One query in the common case; the rest goes through better-auth as it always did.
    const read = await readSession(db, auth, request.headers.cookie);
    if (read) return read;
    const result = await auth.api.getSession({ headers: toHeaders(request) });
    if (!result) return null;
    const { user, session } = result;
    return {
      userId: user.id,
      sessionId: session.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      ...(await viewerFacts(db, user.id)),
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
export const adminRequired = () => forbidden(ADMIN_MESSAGES.accessDenied, 'ADMIN_REQUIRED');
