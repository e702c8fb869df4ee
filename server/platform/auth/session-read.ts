import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { isLocale, type Locale } from '@domain/locales';
import type { SubscriptionState } from '@domain/plans';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { profiles, sessions, subscribers, userRoles, users } from '../../db/schema/index';
import type { Auth } from './auth';

/**
 * The signed-in user of a request in one query: the session with its user, whether they hold the
 * admin role and their plan. This is the common case of better-auth's getSession, a session that is
 * valid and not yet due to be renewed, in which getSession only reads (two queries, and the role
 * and the plan were two more). Whatever is not certainly that case answers `undefined`, and the
 * caller asks getSession as before, which renews, expires and refuses as it always did: a missing,
 * repeated or badly signed cookie, an unknown or expired session, one due for renewal, an error.
 */

export type SessionRead = {
  userId: string;
  sessionId: string;
  email: string;
  name: string;
  emailVerified: boolean;
  isAdmin: boolean;
  plan: SubscriptionState | null;
  language?: Locale;
};

// The user's admin role, language and subscription, as both reads below select them (from users
// joined to their subscribers row).
const roleAndPlan = {
  isAdmin: sql<boolean>`exists (select 1 from ${userRoles}
    where ${and(eq(userRoles.userId, users.id), eq(userRoles.role, 'admin'))})`,
  language: sql<
    string | null
  >`(select ${profiles.language} from ${profiles} where ${profiles.userId} = ${users.id})`,
  hasPlan: sql<boolean>`${subscribers.userId} is not null`,
  subscribed: subscribers.subscribed,
  subscriptionEnd: subscribers.subscriptionEnd,
  isTrial: subscribers.isTrial,
  trialEnd: subscribers.trialEnd,
};

// Prepared once per client (server/db/prepared.ts): every signed-in request asks it.
const sessionQuery = preparedQuery((db) =>
  db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      ...roleAndPlan,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(subscribers, eq(subscribers.userId, users.id))
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('read_session'),
);

export async function readSession(
  db: Db,
  auth: Auth,
  cookieHeader: string,
  now = Date.now(),
): Promise<SessionRead | undefined> {
  try {
    const ctx = await auth.$context;
    const token = signedToken(cookieHeader, ctx.authCookies.sessionToken.name, ctx.secret);
    if (!token) return undefined;
    const [row] = await sessionQuery(db).execute({ token });
    if (!row) return undefined;
    // getSession's own test (api/routes/session): renewed once expiresAt - expiresIn + updateAge
    // has passed; until then, and only then, it answers the row as it is.
    const { expiresIn, updateAge } = ctx.sessionConfig;
    const expiresAt = row.expiresAt.getTime();
    if (expiresAt < now || expiresAt - expiresIn * 1000 + updateAge * 1000 <= now) return undefined;
    return {
      userId: row.userId,
      sessionId: row.sessionId,
      email: row.email,
      name: row.name,
      emailVerified: row.emailVerified,
      isAdmin: Boolean(row.isAdmin),
      plan: planOf(row),
      ...languageOf(row),
    };
  } catch {
    // getSession decides, and the separate role check keeps its own rule for errors.
    return undefined;
  }
}

/**
 * For a session better-auth read: the role and the plan in one query. An error means "not admin"
 * (the spec) and a plan not read, which the access rules then read themselves.
 */
export async function viewerFacts(
  db: Db,
  userId: string,
): Promise<{ isAdmin: boolean; plan?: SubscriptionState | null; language?: Locale }> {
  try {
    const [row] = await db
      .select({
        ...roleAndPlan,
      })
      .from(users)
      .leftJoin(subscribers, eq(subscribers.userId, users.id))
      .where(eq(users.id, userId));
    if (!row) return { isAdmin: false, plan: null };
    return { isAdmin: Boolean(row.isAdmin), plan: planOf(row), ...languageOf(row) };
  } catch {
    return { isAdmin: false };
  }
}

/** The profile's language (docs/decisions/0061), absent when the user has no profile row yet. */
function languageOf(row: { language: string | null }): { language?: Locale } {
  return isLocale(row.language) ? { language: row.language } : {};
}

function planOf(row: {
  hasPlan: boolean;
  subscribed: boolean | null;
  subscriptionEnd: Date | null;
  isTrial: boolean | null;
  trialEnd: Date | null;
}): SubscriptionState | null {
  if (!row.hasPlan) return null;
  const { subscribed, subscriptionEnd, isTrial, trialEnd } = row;
  return { subscribed, subscriptionEnd, isTrial, trialEnd };
}

/**
 * The session token of the one cookie called `name`, if its signature is the auth secret's: the
 * format better-call's getSignedCookie reads (`token.base64(HMAC-SHA256(token))`, URI-encoded).
 */
function signedToken(cookieHeader: string, name: string, secret: string): string | null {
  let value: string | null = null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    // Two cookies of that name: leave the choice to better-auth's parser.
    if (value !== null) return null;
    value = part.slice(eq + 1).trim();
  }
  if (!value) return null;
  if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
  try {
    value = decodeURIComponent(value);
  } catch {
    return null;
  }
  const known = verified.get(secret)?.get(value);
  if (known !== undefined) return known;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  remember(secret, value, token);
  return token;
}

/**
 * Cookie values whose signature has been checked, with their token, per secret (tests run apps
 * with different secrets in one process). A signed-in browser sends the same cookie with every
 * request, and the HMAC was a few per cent of a publish's CPU. Only correct signatures are kept,
 * so the answer is the check's own; the map is emptied when full, which bounds it.
 */
const verified = new Map<string, Map<string, string>>();
const VERIFIED_MAX = 10_000;

function remember(secret: string, value: string, token: string) {
  let bySecret = verified.get(secret);
  if (!bySecret) verified.set(secret, (bySecret = new Map()));
  if (bySecret.size >= VERIFIED_MAX) bySecret.clear();
  bySecret.set(value, token);
}
