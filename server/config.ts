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
  DATA_DIR: z.string().min(1).default('./.data'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  SEED_DEMO: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  SUPPORT_PHONE: z.string().min(1).default('+372 600 1234'),
  SUPPORT_EMAIL: z.email().default('tugi@veoturg.ee'),
  SUPPORT_HOURS: z.string().min(1).default('tööpäeviti 8–17'),
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
  return {
    env: c.NODE_ENV,
    production,
    port: c.PORT,
    host: c.HOST,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    database: c.DATABASE_URL
      ? ({ kind: 'postgres', url: c.DATABASE_URL, poolSize: c.DB_POOL_SIZE } as const)
      : ({ kind: 'pglite', dataDir: path.resolve(c.DATA_DIR) } as const),
    // Demo data never lands in production unless asked for explicitly.
    seedDemo: c.SEED_DEMO ?? !production,
    logLevel: c.LOG_LEVEL,
    trustProxy: c.TRUST_PROXY,
    support: { phone: c.SUPPORT_PHONE, email: c.SUPPORT_EMAIL, hours: c.SUPPORT_HOURS },
  };
}

function redact(name: string, value: string): string {
  if (name !== 'DATABASE_URL') return value;
  return value.replace(/\/\/([^:@/]+):[^@]*@/, '//$1:***@');
}
