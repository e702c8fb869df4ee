import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * Every setting the server reads, validated once at start. A bad value stops the process with one
 * line naming the setting (see ConfigError), never a stack trace at the first request.
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATABASE_URL: z
    .string()
    .refine(isPostgresUrl, { message: 'must look like postgres://user:password@host:5432/database' })
    .optional(),
  // A streaming replica of DATABASE_URL for the public reads that tolerate a moment of lag.
  DATABASE_READ_URL: z
    .string()
    .refine(isPostgresUrl, { message: 'must look like postgres://user:password@host:5432/database' })
    .optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  SEED_DEMO: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // The reverse proxy's addresses (see trustedProxies); never `true`, which trusts what a client writes.
  TRUST_PROXY: z.string().optional(),
  AUTH_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  TRUSTED_ORIGINS: z.string().optional(),
  REDIS_URL: z
    .string()
    .refine((v) => /^rediss?:\/\//.test(v), { message: 'must look like redis://host:6379' })
    .optional(),
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\//.test(v), { message: 'must look like smtp://user:password@host:587' })
    .optional(),
  RATE_LIMIT_SCALE: z.coerce.number().min(0.01).max(1000).default(1),
  // Open live-update streams one instance holds before answering 503 (docs/operations.md).
  LIVE_STREAMS_MAX: z.coerce.number().int().min(1).max(100_000).default(5_000),
  MAIL_FROM: z.string().min(3).default('Veoturg <no-reply@veoturg.ee>'),
  SUPPORT_PHONE: z.string().min(1).default('+372 600 1234'),
  SUPPORT_EMAIL: z.email().default('tugi@veoturg.ee'),
  // The operator's own words, shown as set in every language; unset, each reader reads the product's
  // hours in their own language (messages' support.defaultHours, for the pages and the mails alike).
  SUPPORT_HOURS: z
    .string()
    .transform((v) => v.trim() || undefined)
    .optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .refine((v) => /^(sk|rk)_(test|live)_\S+$/.test(v), { message: 'must look like sk_test_… or sk_live_…' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .refine((v) => /^whsec_\S+$/.test(v), { message: 'must look like whsec_…' })
    .optional(),
  // The demo payment provider grants access without money: in production only when asked for.
  DEMO_PAYMENTS: bool.optional(),
  // Tests point the Stripe client at a local HTTP server; never set in production.
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
});

function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  // An empty value (as in a copied .env.example) means "not set".
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const parsed = schema.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'configuration');
    const shown = env[name] === undefined ? '' : ` (got "${redact(name, env[name]!)}")`;
    throw new ConfigError(`Invalid setting ${name}${shown}: ${issue.message}`);
  }
  const c = parsed.data;
  const production = c.NODE_ENV === 'production';
  if (production && !c.AUTH_SECRET) {
    throw new ConfigError(
      'Invalid setting AUTH_SECRET: required in production (at least 32 random characters)',
    );
  }
  if (Boolean(c.STRIPE_SECRET_KEY) !== Boolean(c.STRIPE_WEBHOOK_SECRET)) {
    const missing = c.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
    throw new ConfigError(
      `Invalid setting ${missing}: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together or not at all (neither: the demo payment provider)`,
    );
  }
  const stripeKeys = Boolean(c.STRIPE_SECRET_KEY);
  if (stripeKeys && c.DEMO_PAYMENTS === true) {
    throw new ConfigError(
      'Invalid setting DEMO_PAYMENTS: true together with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; set one or the other',
    );
  }
  // Without keys the demo provider would answer every Pay with access: anybody could grant
  // themselves paid contacts on a production site whose Stripe keys were forgotten.
  const demoPayments = !stripeKeys && (c.DEMO_PAYMENTS ?? !production);
  if (!stripeKeys && !demoPayments) {
    const why = production ? 'required in production' : 'required with DEMO_PAYMENTS=false';
    throw new ConfigError(
      `Invalid setting STRIPE_SECRET_KEY: ${why}: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or DEMO_PAYMENTS=true for a site whose payments are only a demo`,
    );
  }
  // Links in e-mails, Stripe's return addresses and the trusted origin are built from it: a
  // production site must say where it lives rather than send links to localhost.
  if (production && !c.PUBLIC_URL) {
    throw new ConfigError(
      'Invalid setting PUBLIC_URL: required in production (the address users open, e.g. https://veoturg.ee)',
    );
  }
  if (production && c.STRIPE_API_BASE) {
    throw new ConfigError('Invalid setting STRIPE_API_BASE: only for tests, not allowed in production');
  }
  if (c.DATABASE_READ_URL && !c.DATABASE_URL) {
    throw new ConfigError(
      'Invalid setting DATABASE_READ_URL: only together with DATABASE_URL (a replica of that PostgreSQL); the embedded database has no replicas',
    );
  }
  const trustProxy = trustedProxies(c.TRUST_PROXY);
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  return {
    env: c.NODE_ENV,
    production,
    port: c.PORT,
    host: c.HOST,
    publicUrl,
    trustedOrigins: trustedOrigins(publicUrl, c.PORT, production, c.TRUSTED_ORIGINS),
    // Development only: a fixed secret keeps sessions across restarts without any setup.
    authSecret: c.AUTH_SECRET ?? 'veoturg-development-secret-not-for-production',
    redisUrl: c.REDIS_URL,
    // Multiplies every rate limit; browser-test runs sign the same demo users in many times.
    rateLimitScale: c.RATE_LIMIT_SCALE,
    liveStreamsMax: c.LIVE_STREAMS_MAX,
    mail: { smtpUrl: c.SMTP_URL, from: c.MAIL_FROM },
    database: c.DATABASE_URL
      ? ({
          kind: 'postgres',
          url: c.DATABASE_URL,
          poolSize: c.DB_POOL_SIZE,
          readUrl: c.DATABASE_READ_URL,
        } as const)
      : ({ kind: 'pglite', dataDir: path.resolve(c.DATA_DIR) } as const),
    // Demo data never lands in production unless asked for explicitly.
    seedDemo: c.SEED_DEMO ?? !production,
    logLevel: c.LOG_LEVEL,
    // false, or the addresses (and ranges) of the proxies in front, which Fastify trusts to say in
    // X-Forwarded-For who connected to them: request.ip is then the address the nearest untrusted
    // hop gave, which the rate limits and the event streams' cap count by.
    trustProxy,
    support: { phone: c.SUPPORT_PHONE, email: c.SUPPORT_EMAIL, hours: c.SUPPORT_HOURS ?? null },
    // Stripe when both keys are set; otherwise the built-in demo provider (docs/product-rules.md), which
    // production only gets with DEMO_PAYMENTS=true. Exactly one of the two is on.
    demoPayments,
    stripe:
      c.STRIPE_SECRET_KEY && c.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: c.STRIPE_SECRET_KEY,
            webhookSecret: c.STRIPE_WEBHOOK_SECRET,
            apiBase: c.STRIPE_API_BASE,
          }
        : null,
  };
}

// proxy-addr's named ranges, which Fastify understands in its trustProxy list.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: off, or a comma-separated list of the proxy's addresses, ranges (10.0.0.0/8) and
 * proxy-addr's names (loopback, linklocal, uniquelocal). `true` is refused: Fastify then takes the
 * left-most X-Forwarded-For entry, which the client writes, so anyone could choose the address the
 * rate limits count. A hop count is refused too: it trusts whoever connects, so a client that reaches
 * the server directly writes its own address again, and Fastify 5 (since 5.12) treats a number as
 * "trust nobody", which would make every visitor the proxy's one address (docs/decisions/0038).
 */
function trustedProxies(value: string | undefined): false | string[] {
  const given = value?.trim().toLowerCase();
  if (given === undefined || ['false', '0', 'no'].includes(given)) return false;
  const example = 'e.g. TRUST_PROXY=127.0.0.1 for a proxy on this machine, or TRUST_PROXY=10.0.0.0/8';
  if (['true', 'yes'].includes(given)) {
    throw new ConfigError(
      `Invalid setting TRUST_PROXY (got "${value}"): "true" lets any client choose its address in X-Forwarded-For; give the addresses of your reverse proxy instead, ${example}`,
    );
  }
  if (/^\d+$/.test(given)) {
    throw new ConfigError(
      `Invalid setting TRUST_PROXY (got "${value}"): a hop count cannot tell the proxy from a client that connects directly; give the addresses of your reverse proxy instead, ${example}`,
    );
  }
  const entries = given.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !NAMED_RANGES.has(entry) && !isAddressOrRange(entry));
  if (bad !== undefined) {
    throw new ConfigError(
      `Invalid setting TRUST_PROXY (got "${value}"): "${bad}" is not an IP address, a range (10.0.0.0/8) or one of loopback, linklocal, uniquelocal`,
    );
  }
  return entries;
}

/** An IPv4 or IPv6 address, optionally with a prefix length (at least 1: /0 would trust everybody). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const kind = net.isIP(address);
  if (kind === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  return bits >= 1 && bits <= (kind === 4 ? 32 : 128);
}

/** Origins allowed to make cookie-authenticated writes: the site itself (and its loopback aliases outside production). */
function trustedOrigins(publicUrl: string, port: number, production: boolean, extra?: string): string[] {
  const origins = new Set([new URL(publicUrl).origin]);
  if (!production) {
    for (const host of ['localhost', '127.0.0.1']) origins.add(`http://${host}:${port}`);
  }
  for (const o of extra?.split(',') ?? []) if (o.trim()) origins.add(o.trim().replace(/\/$/, ''));
  return [...origins];
}

function redact(name: string, value: string): string {
  if (['AUTH_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'].includes(name)) return '***';
  if (!['DATABASE_URL', 'DATABASE_READ_URL', 'REDIS_URL', 'SMTP_URL'].includes(name)) return value;
  return value.replace(/\/\/([^:@/]+):[^@]*@/, '//$1:***@');
}
