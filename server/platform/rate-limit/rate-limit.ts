import rateLimit, { type FastifyRateLimitStore, type RateLimitOptions } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { MESSAGES } from '@domain/messages';
import { queryRows, type Db } from '../../db/client';
import { errorBody } from '../errors';

export type Limit = { max: number; windowMs: number };
export type RateLimits = {
  signIn: Limit;
  signInAccount: Limit;
  signInAddress: Limit;
  signUp: Limit;
  passwordReset: Limit;
  passwordResetAccount: Limit;
  passwordResetAddress: Limit;
  confirmationMail: Limit;
  publish: Limit;
  checkout: Limit;
  confirm: Limit;
  feedback: Limit;
};

/**
 * Chosen so a person who mistypes is never stopped, while guessing passwords or flooding someone's
 * mailbox becomes slow (docs/decisions/0040). Sign-in and reset count three ways: per client and
 * e-mail (one office behind a shared address does not lock itself out), per account over all
 * addresses (guesses spread over many addresses), and per address over all accounts (one address
 * trying many accounts). Confirmation mail counts per recipient, whoever asks for it.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  signIn: { max: 10, windowMs: 5 * 60_000 },
  signInAccount: { max: 20, windowMs: 15 * 60_000 },
  signInAddress: { max: 40, windowMs: 15 * 60_000 },
  signUp: { max: 10, windowMs: 60 * 60_000 },
  passwordReset: { max: 5, windowMs: 15 * 60_000 },
  passwordResetAccount: { max: 5, windowMs: 60 * 60_000 },
  passwordResetAddress: { max: 20, windowMs: 60 * 60_000 },
  // Sign-up and sign-in of an unconfirmed account send one each; a person needs one or two.
  confirmationMail: { max: 5, windowMs: 60 * 60_000 },
  // Publishing (and duplicating): far above what a busy office posts by hand, low enough that a
  // script cannot flood the feeds every dispatcher watches.
  publish: { max: 120, windowMs: 10 * 60_000 },
  // Starting a payment creates a checkout at the provider each time.
  checkout: { max: 30, windowMs: 10 * 60_000 },
  // Confirming a payment may look the checkout up at Stripe each time. The return page confirms
  // once per payment (twice with a reload), so twice the checkout limit stops nobody honest.
  confirm: { max: 60, windowMs: 10 * 60_000 },
  // Feedback: a person sends a few a day; a script cannot fill the support queue.
  feedback: { max: 20, windowMs: 60 * 60_000 },
};

export function scaleLimits(limits: RateLimits, scale: number): RateLimits {
  const scaled = Object.entries(limits).map(([name, l]) => [
    name,
    { ...l, max: Math.max(1, Math.round(l.max * scale)) },
  ]);
  return Object.fromEntries(scaled) as RateLimits;
}

/**
 * Counters live where every server instance sees them: Redis when REDIS_URL is set, otherwise
 * the database (one atomic upsert per counted request). Answers, with Redis, the health check's
 * question whether it answers.
 */
export async function registerRateLimiting(
  app: FastifyInstance,
  db: Db,
  redisUrl?: string,
): Promise<(() => Promise<'ok' | 'error'>) | undefined> {
  let redis: Redis | undefined;
  if (redisUrl) {
    redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
    redis.on('error', (err) => app.log.warn({ err: err.message }, 'redis (rate limits) error'));
    app.addHook('onClose', async () => {
      redis?.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'veoturg-rl:' } : { store: databaseStore(db) }),
    // A broken limiter store must not lock everybody out.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      ...errorBody('RATE_LIMITED', MESSAGES.api.rateLimited),
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  });
  if (!redis) return undefined;
  const client = redis;
  return () =>
    Promise.race([
      client.ping().then(
        () => 'ok' as const,
        () => 'error' as const,
      ),
      new Promise<'error'>((resolve) => setTimeout(() => resolve('error'), 1_000).unref()),
    ]);
}

/** Route options for a limit; `withEmail` adds the e-mail in the body to the client's key. */
export function limitFor(limit: Limit, bucket: string, withEmail = false): { rateLimit: RateLimitOptions } {
  return {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.windowMs,
      hook: 'preHandler',
      keyGenerator: (request: FastifyRequest) => {
        const email = withEmail ? emailOf(request.body) : '';
        return `${bucket}:${request.ip}${email ? `:${email}` : ''}`;
      },
    },
  };
}

/** A further limit of a route: its own counter, keyed by `key` (null: this request is not counted). */
export type CountedLimit = { limit: Limit; key: (request: FastifyRequest) => string | null };

/**
 * The limits of a route beyond the one its `rateLimit` option holds (@fastify/rate-limit takes one
 * per route): counted in the same store (Redis or the database, shared by every instance), before
 * the handler; the first one over answers the same 429.
 */
export function moreLimits(app: FastifyInstance, counted: readonly CountedLimit[]) {
  const checks = counted.map(({ limit, key }) => ({
    key,
    check: app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMs,
      keyGenerator: (request) => key(request) ?? '',
    }),
  }));
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const { key, check } of checks) {
      if (key(request) === null) continue;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw tooManyRequests();
      }
    }
  };
}

/**
 * Counts one hit of `key` against `limit` outside a route's hooks (a mail about to be queued), in
 * the same store; answers whether it is still within the limit.
 */
export async function withinLimit(
  app: FastifyInstance,
  request: FastifyRequest,
  limit: Limit,
  key: string,
): Promise<boolean> {
  const result = await app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: () => key,
  })(request);
  return result.isAllowed || !result.isExceeded;
}

/** The error the limits throw: the error handler answers it as 429 RATE_LIMITED. */
function tooManyRequests() {
  return Object.assign(new Error('rate limited'), { statusCode: 429 });
}

/** The e-mail of a sign-in or reset body as its counters key it: trimmed, lower-case. */
export function emailKey(request: FastifyRequest): string | null {
  return emailOf(request.body) || null;
}

function emailOf(body: unknown): string {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 200) : '';
}

function databaseStore(db: Db) {
  let counted = 0;
  class DatabaseStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const windowMs = Math.max(1, Math.round(timeWindow));
      // The counter's commit does not wait for the disk (synchronous_commit off for this one
      // statement's transaction): a crash may forget the last few hits, which costs nothing, while
      // waiting would hold the counter's row, which every request of one address updates, for a
      // disk flush each, one request after another.
      queryRows<{ hits: number; ttl: number }>(
        db,
        sql`insert into rate_limits (key, hits, reset_at)
            select ${key}, 1, now() + ${windowMs} * interval '1 millisecond'
            from (select set_config('synchronous_commit', 'off', true)) as no_flush_wait
            on conflict (key) do update set
              hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
              reset_at = case when rate_limits.reset_at <= now()
                then now() + ${windowMs} * interval '1 millisecond' else rate_limits.reset_at end
            returning hits, greatest(0, extract(epoch from (reset_at - now())) * 1000)::int as ttl`,
      )
        .then(([row]) => callback(null, { current: Number(row!.hits), ttl: Number(row!.ttl) }))
        .catch((error: Error) => callback(error));
      // Expired windows are dead rows; sweep them now and then instead of running a job for it.
      if (++counted % 500 === 0) {
        void queryRows(db, sql`delete from rate_limits where reset_at < now() - interval '1 hour'`).catch(
          () => {},
        );
      }
    }
    child() {
      return new DatabaseStore();
    }
  }
  return DatabaseStore;
}
