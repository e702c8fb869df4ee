import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A PostgreSQL server of the test's own, in a temporary folder, that a test may stop, restart and
 * disturb as it likes. The shared server at DATABASE_URL is never restarted: other test files and
 * other people use it. Needs PostgreSQL's server programs (initdb, pg_ctl) on the machine; as
 * root they run as the `postgres` user, which PostgreSQL requires.
 */
export type PrivateCluster = {
  /** A connection string to `database` on this server. */
  url(database: string): string;
  /** pg_ctl restart -m fast: ends every connection, waits until it accepts them again. */
  restart(): void;
  stop(): void;
  start(): void;
  /** Ends every connection to `database` but the caller's own; resolves to how many it ended. */
  terminateBackends(database: string): Promise<number>;
  destroy(): void;
};

const BIN_ROOT = '/usr/lib/postgresql';

function serverBin(): string | null {
  if (!fs.existsSync(BIN_ROOT)) return null;
  const versions = fs
    .readdirSync(BIN_ROOT)
    .filter((v) => fs.existsSync(path.join(BIN_ROOT, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(BIN_ROOT, versions[0], 'bin') : null;
}

const isRoot = process.getuid?.() === 0;

/** Whether this machine can run a private cluster; the reason when it cannot. */
export function privateClusterUnavailable(): string | null {
  if (!serverBin()) return `no PostgreSQL server programs under ${BIN_ROOT}`;
  if (isRoot && spawnSync('id', ['postgres']).status !== 0) return 'running as root without a postgres user';
  return null;
}

/** A TCP port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function createPrivateCluster(): Promise<PrivateCluster> {
  const bin = serverBin();
  if (!bin) throw new Error(privateClusterUnavailable() ?? 'no PostgreSQL');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'veoturg-pg-'));
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'server.log');
  const port = await freePort();
  if (isRoot) execFileSync('chown', ['postgres', dir]);

  const run = (program: string, args: string[]) => {
    const [command, argv] = isRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]]
      : [path.join(bin, program), args];
    execFileSync(command, argv, { stdio: ['ignore', 'ignore', 'pipe'], timeout: 60_000 });
  };
  // Durability does not matter to a throwaway server; speed does.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=100`;
  const pgCtl = (...args: string[]) => run('pg_ctl', ['-D', data, '-l', log, '-o', options, ...args]);

  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  pgCtl('-w', 'start');

  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url,
    restart: () => pgCtl('-w', '-m', 'fast', 'restart'),
    stop: () => pgCtl('-w', '-m', 'fast', 'stop'),
    start: () => pgCtl('-w', 'start'),
    async terminateBackends(database) {
      const client = new pg.Client({ connectionString: url('postgres') });
      client.on('error', () => {});
      await client.connect();
      try {
        const { rows } = await client.query<{ n: number }>(
          'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [database],
        );
        return rows[0]?.n ?? 0;
      } finally {
        await client.end().catch(() => {});
      }
    },
    destroy() {
      try {
        pgCtl('-w', '-m', 'immediate', 'stop');
      } catch {
        // Already stopped.
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
