import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { freePort } from './pg-cluster';

/**
 * Real server processes of the built server (dist/server/main.js, as `npm run serve` runs it), for
 * tests that need more than one instance on one database.
 */

/** Builds dist/server unless it is up to date with its sources (scripts/build.ts --if-changed). */
export function buildServer(): void {
  const build = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/build.ts', '--if-changed', 'server'],
    { encoding: 'utf8', timeout: 120_000 },
  );
  if (build.status !== 0) throw new Error(`building the server failed:\n${build.stderr}`);
}

export type Instance = {
  name: string;
  base: string;
  process: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves once it prints its ready line; rejects with its output if it exits before. */
  ready: Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, and waits for the exit. */
  stop(): Promise<void>;
};

const READY_LINE = 'Veoturg is running';

export async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(READY_LINE)) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(({ code, signal }) =>
      reject(new Error(`${name} exited (code ${code}, signal ${signal}) before it was ready:\n${output}`)),
    );
  });
  // Not every caller awaits it (a start that is expected to fail).
  ready.catch(() => {});
  return {
    name,
    base: `http://127.0.0.1:${port}`,
    process: child,
    output: () => output,
    ready,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A new, empty database on the PostgreSQL server of `adminUrl`; `drop` removes it again. */
export async function emptyDatabase(adminUrl: string, label: string) {
  const base = new URL(adminUrl);
  const name = `${base.pathname.slice(1) || 'veoturg'}_${label}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
