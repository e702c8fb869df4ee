import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from './db/client';
import { units } from './db/schema/index';

/**
 * The built server, dist/server/main.js, as production runs it: built once per test process when its
 * sources changed (scripts/build.ts; a fraction of a second), it starts in about half a second,
 * where `tsx server/main.ts` compiled the whole server on every start (4 to 7 s each).
 */
let built = false;
function builtMain(): string {
  if (!built) {
    const build = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/build.ts', '--if-changed', 'server'],
      { encoding: 'utf8', timeout: 120_000 },
    );
    if (build.status !== 0) throw new Error(`building dist/server failed: ${build.stderr}`);
    built = true;
  }
  return 'dist/server/main.js';
}

// Bad configuration must stop the process with one clear line that names the setting.
// CI's second pass runs these tests at the lowest CPU priority beside the browser suite.
const START_TIMEOUT_MS = 150_000;
function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, [builtMain()], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env },
    encoding: 'utf8',
    timeout: START_TIMEOUT_MS - 10_000,
  });
  return { code: result.status, stderr: result.stderr.trim() };
}

describe('start-up with bad configuration', { timeout: START_TIMEOUT_MS }, () => {
  it('names PORT when it is not a port number', () => {
    const { code, stderr } = start({ PORT: 'eighty' });
    expect(code).toBe(1);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^Veoturg cannot start: Invalid setting PORT \(got "eighty"\)/);
  });

  it('names DATABASE_URL when it is malformed, without printing its password', () => {
    const { code, stderr } = start({ DATABASE_URL: 'mysql://bob:secret@db/x' });
    expect(code).toBe(1);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toContain('DATABASE_URL');
    expect(stderr).not.toContain('secret');
  });

  // Issue 27, item 2: `true` trusts the X-Forwarded-For entry the client writes.
  it('refuses TRUST_PROXY=true, saying what to set instead', () => {
    const { code, stderr } = start({ TRUST_PROXY: 'true' });
    expect(code).toBe(1);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^Veoturg cannot start: Invalid setting TRUST_PROXY \(got "true"\)/);
    expect(stderr).toContain('TRUST_PROXY=127.0.0.1');
  });

  it('names DATABASE_URL when PostgreSQL does not answer', () => {
    const { code, stderr } = start({ DATABASE_URL: 'postgres://postgres:pw@127.0.0.1:1/veoturg' });
    expect(code).toBe(1);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/DATABASE_URL: PostgreSQL at 127\.0\.0\.1:1\/veoturg does not answer/);
    expect(stderr).not.toContain('pw@');
  });
});

const PRODUCTION = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'p'.repeat(40),
  PUBLIC_URL: 'https://veoturg.example',
  PORT: '0',
  HOST: '127.0.0.1',
};

describe('start-up in production without Stripe keys', { timeout: START_TIMEOUT_MS }, () => {
  it('refuses to start, naming the Stripe settings and DEMO_PAYMENTS', () => {
    const { code, stderr } = start(PRODUCTION);
    expect(code).toBe(1);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toMatch(
      /^Veoturg cannot start: Invalid setting STRIPE_SECRET_KEY: required in production/,
    );
    expect(stderr).toContain('STRIPE_WEBHOOK_SECRET');
    expect(stderr).toContain('DEMO_PAYMENTS=true');
  });

  it('refuses one Stripe key without the other', () => {
    const { code, stderr } = start({ ...PRODUCTION, STRIPE_SECRET_KEY: 'sk_live_only_half' });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Veoturg cannot start: Invalid setting STRIPE_WEBHOOK_SECRET: .*together/);
    expect(stderr).not.toContain('sk_live_only_half');
  });

  it(
    'starts with DEMO_PAYMENTS=true and warns that payments are a demo',
    async () => {
      const run = await runUntil('Veoturg is running', { LOG_LEVEL: 'warn', DEMO_PAYMENTS: 'true' });
      expect(run.stderr).toBe('');
      expect(run.sawLine).toBe(true);
      expect(run.stdout).toContain('DEMO provider in production (DEMO_PAYMENTS=true)');
      expect(run.code).toBe(0);
    },
    START_TIMEOUT_MS,
  );
});

describe('shutdown', () => {
  // A deploy may stop the process while it is still starting: the signal handlers are there
  // from the first moment, so it still closes cleanly instead of being killed mid-way.
  it(
    'a SIGTERM while the server is still starting (app built, not yet listening) exits cleanly',
    async () => {
      const run = await runUntil('DEMO provider in production', { LOG_LEVEL: 'info', DEMO_PAYMENTS: 'true' });
      expect(run.sawLine).toBe(true);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('shutting down');
    },
    START_TIMEOUT_MS,
  );
});

/**
 * Starts the production server on a scratch database, sends SIGTERM the moment `line` appears on
 * its output, and reports how it ended.
 */
async function runUntil(line: string, env: Record<string, string>) {
  const database = await scratchDatabase();
  try {
    const child = spawn(process.execPath, [builtMain()], {
      env: { PATH: process.env.PATH ?? '', ...PRODUCTION, ...env, ...database.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let sawLine = false;
    const onOutput = () => {
      if (!sawLine && stdout.includes(line)) {
        sawLine = true;
        child.kill('SIGTERM');
      }
    };
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      onOutput();
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    return { code, stdout, stderr, sawLine };
  } finally {
    await database.drop();
  }
}

/** A database the started process may migrate: a copy of the test template, or a fresh embedded one. */
async function scratchDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const template = inject('templateDatabase');
  if (!url || !template) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'veoturg-main-'));
    return { env: { DATA_DIR: dir }, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `${template}_main_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`).finally(() => admin.end());
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: dbUrl.toString() },
    async drop() {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).finally(() => dropper.end());
    },
  };
}

describe('the built server (npm start, npm run serve)', () => {
  it('runs from dist/server on an empty embedded database: finds the migrations and seeds', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'veoturg-built-'));
    try {
      const child = spawn(process.execPath, [builtMain()], {
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          SEED_DEMO: 'false',
          HOST: '127.0.0.1',
          PORT: '0',
          DATA_DIR: dataDir,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes('Veoturg is running')) child.kill('SIGTERM');
      });
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(stderr).toBe('');
      expect(stdout).toContain('Veoturg is running');
      expect(code).toBe(0);

      // The ready line comes after migrating and seeding: the tables are there, with the lookups.
      const database = await openDatabase({ kind: 'pglite', dataDir });
      try {
        expect((await database.db.select().from(units)).length).toBeGreaterThan(0);
      } finally {
        await database.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
