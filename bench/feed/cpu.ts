import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';

/**
 * CPU time spent per request by the server process and by the database's backends, read from
 * /proc. On a shared machine the latencies depend on whatever else runs; CPU time per request
 * hardly does, and it tells what the two cores can serve. Linux only, and only when PostgreSQL
 * runs on this machine; elsewhere the columns stay empty.
 */

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** utime + stime of a process in milliseconds, or null when it cannot be read. */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may contain spaces; the fields after it are space-separated.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

export type CpuSnapshot = {
  server: number | null;
  db: Map<number, number> | null;
  client: number | null;
};

export class CpuMeter {
  private constructor(
    private readonly client: pg.Client | null,
    private readonly serverPid: number,
    private readonly clientPid: number | undefined,
  ) {}

  /**
   * `clientPid`: the process that generates the load, when it is not this one (bench/publish.ts
   * serves in this process and sends from a child); by default this process's own CPU.
   */
  static async open(databaseUrl: string, serverPid: number, clientPid?: number): Promise<CpuMeter> {
    const host = new URL(databaseUrl).hostname;
    const local =
      ['127.0.0.1', 'localhost', '::1', '[::1]', ''].includes(host) && fs.existsSync('/proc/self/stat');
    if (!local) return new CpuMeter(null, serverPid, clientPid);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return new CpuMeter(client, serverPid, clientPid);
  }

  async snapshot(): Promise<CpuSnapshot> {
    let db: Map<number, number> | null = null;
    if (this.client) {
      const { rows } = await this.client.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      );
      db = new Map();
      for (const { pid } of rows) {
        const ms = processCpuMs(pid);
        if (ms !== null) db.set(pid, ms);
      }
    }
    const usage = process.cpuUsage();
    const client =
      this.clientPid === undefined ? (usage.user + usage.system) / 1000 : processCpuMs(this.clientPid);
    return { server: processCpuMs(this.serverPid), db, client };
  }

  /** CPU milliseconds between two snapshots: server, database backends, load generator. */
  static spent(a: CpuSnapshot, b: CpuSnapshot) {
    let db: number | null = null;
    if (a.db && b.db) {
      db = 0;
      // A backend that appeared in between is counted in full; one that left is lost (rare).
      for (const [pid, ms] of b.db) db += ms - (a.db.get(pid) ?? 0);
    }
    return {
      server: a.server !== null && b.server !== null ? b.server - a.server : null,
      db,
      client: a.client !== null && b.client !== null ? b.client - a.client : null,
    };
  }

  async close() {
    await this.client?.end();
  }
}
