/**
 * Start-up benchmark: how long the commands of the README take from process start to the first
 * 200 of /api/health, how long loading the server's modules takes, and how much memory the server
 * holds when idle. Prints numbers only (medians of several runs); see bench/README.md.
 *
 *   node --import tsx bench/startup.ts [--runs N] [--idle-s S] [--port P] [--only TEXT]
 *
 * The embedded database (PGlite) runs inside the Node.js process (WebAssembly, no postgres child
 * process), so the server process's RSS is the embedded database's memory as well; the PostgreSQL
 * rows show the same server without it.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { benchDatabase } from './database';
import { percentile } from './feed/load';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'idle-s': { type: 'string', default: '5' },
    port: { type: 'string', default: '3720' },
    only: { type: 'string' },
  },
});
const RUNS = Math.max(1, Number(args.runs));
const IDLE_MS = Number(args['idle-s']) * 1000;
const PORT = Number(args.port);
const log = (line = '') => process.stdout.write(`${line}\n`);

// ---------------------------------------------------------------------------------------------
// Processes, read from /proc (Linux).

type Proc = { pid: number; ppid: number; rssKiB: number; cmdline: string };

function readProc(pid: number): Proc | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const rssKiB = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    return { pid, ppid, rssKiB, cmdline };
  } catch {
    return null;
  }
}

/** The process and every descendant of it. */
function processTree(root: number): Proc[] {
  const all = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readProc(Number(name)))
    .filter((p): p is Proc => p !== null);
  const tree: Proc[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    const proc = all.find((p) => p.pid === pid);
    if (proc) tree.push(proc);
    for (const child of all) if (child.ppid === pid) queue.push(child.pid);
  }
  return tree;
}

const MiB = (kib: number) => kib / 1024;

// ---------------------------------------------------------------------------------------------
// One start: spawn the command, poll /api/health, wait idle, read the memory, stop.

type Start = { healthMs: number; serverMiB: number; treeMiB: number; processes: number };

async function startOnce(command: string[], env: NodeJS.ProcessEnv): Promise<Start> {
  const busy = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`something already answers on port ${PORT}`);
  const began = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running = child.pid!;
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  try {
    let healthMs = 0;
    const deadline = Date.now() + 300_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited: ${stderr}`);
      try {
        const res = await fetch(`http://127.0.0.1:${PORT}/api/health`);
        if (res.status === 200) {
          healthMs = performance.now() - began;
          break;
        }
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`no healthy server within 300 s: ${stderr}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const tree = processTree(child.pid!);
    // The server is the process that runs server/main (from source or built); npm and the shell
    // it starts are the rest of the tree.
    const server = tree.find((p) => /server\/main\.(ts|js)/.test(p.cmdline) && !p.cmdline.startsWith('sh '));
    if (!server) throw new Error(`no server process among ${tree.map((p) => p.cmdline).join(' | ')}`);
    return {
      healthMs,
      serverMiB: MiB(server.rssKiB),
      treeMiB: MiB(tree.reduce((sum, p) => sum + p.rssKiB, 0)),
      processes: tree.length,
    };
  } finally {
    await stopGroup(child.pid!);
    running = null;
  }
}

/** The process group of the command under test, stopped too when the benchmark is interrupted. */
let running: number | null = null;

/** Whether any process of the group is still there. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * SIGTERM to the whole group, then wait until every process in it is gone: npm exits at once, the
 * server only after its clean shutdown, and the next run must not find it still answering.
 */
async function stopGroup(pgid: number): Promise<void> {
  if (groupAlive(pgid)) process.kill(-pgid, 'SIGTERM');
  const deadline = Date.now() + 15_000;
  while (groupAlive(pgid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
}

// ---------------------------------------------------------------------------------------------
// Scenarios.

const baseEnv = (): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  return env;
};
const production = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'b'.repeat(40),
  PUBLIC_URL: `http://127.0.0.1:${PORT}`,
  DEMO_PAYMENTS: 'true',
};

type Row = { name: string; starts: Start[] };
const rows: Row[] = [];
const wanted = (name: string) => !args.only || name.toLowerCase().includes(args.only.toLowerCase());

async function scenario(name: string, runs: number, once: (run: number) => Promise<Start>) {
  if (!wanted(name)) return;
  const starts: Start[] = [];
  for (let run = 0; run < runs; run++) {
    const start = await once(run);
    starts.push(start);
    log(
      `  ${name} #${run + 1}: healthy after ${(start.healthMs / 1000).toFixed(2)} s, server ${start.serverMiB.toFixed(0)} MiB`,
    );
  }
  rows.push({ name, starts });
}

/** Milliseconds from process start to exit on a bad PORT: Node's own start plus loading every module. */
function loadMs(command: string[], expectError = true): number {
  const began = performance.now();
  const result = spawnSync(command[0]!, command.slice(1), {
    cwd: ROOT,
    env: { ...baseEnv(), PORT: 'not-a-port' },
    encoding: 'utf8',
  });
  const ms = performance.now() - began;
  if (expectError && !result.stderr.includes('Invalid setting PORT')) {
    throw new Error(`${command.join(' ')}: ${result.stderr}`);
  }
  return ms;
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'veoturg-startup-'));
  const database = await benchDatabase('startup');
  const cleanup = async () => {
    fs.rmSync(tmp, { recursive: true, force: true });
    await database.drop();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      const group = running;
      void (group ? stopGroup(group) : Promise.resolve()).then(cleanup).then(() => process.exit(130));
    });
  }

  try {
    log(`Start-up, ${RUNS} runs each, memory read ${IDLE_MS / 1000} s after the first healthy answer`);
    log(`Node.js ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(2)}`);

    const load: [string, number[]][] = [];
    const loads = (name: string, command: string[]) => {
      if (!wanted(name)) return;
      load.push([name, Array.from({ length: RUNS }, () => loadMs(command, !command.includes('-e')))]);
    };
    loads('node (nothing loaded)', [process.execPath, '-e', '0']);
    loads('server from source (node --import tsx server/main.ts)', [
      process.execPath,
      '--import',
      'tsx',
      'server/main.ts',
    ]);
    if (fs.existsSync(path.join(ROOT, 'dist/server/main.js'))) {
      loads('built server (node dist/server/main.js)', [process.execPath, 'dist/server/main.js']);
    }

    const existing = path.join(tmp, 'existing');
    await scenario('npm start, embedded, empty DATA_DIR', RUNS, (run) =>
      startOnce(['npm', 'start'], {
        ...baseEnv(),
        // The first run's folder is kept for the "existing" rows.
        DATA_DIR: run === 0 ? existing : path.join(tmp, `empty-${run}`),
      }),
    );
    if (!fs.existsSync(existing)) {
      // Only the "existing" rows were asked for: make the folder once, untimed.
      await startOnce(['npm', 'run', 'serve'], { ...baseEnv(), DATA_DIR: existing });
    }
    await scenario('npm start, embedded, existing DATA_DIR', RUNS, () =>
      startOnce(['npm', 'start'], { ...baseEnv(), DATA_DIR: existing }),
    );
    await scenario('npm run serve, embedded, existing DATA_DIR', RUNS, () =>
      startOnce(['npm', 'run', 'serve'], { ...baseEnv(), DATA_DIR: existing }),
    );
    const postgres = 'npm run serve, PostgreSQL, migrated database (production)';
    if (wanted(postgres)) {
      // The first start migrates the empty database; it is not counted.
      await startOnce(['npm', 'run', 'serve'], { ...baseEnv(), ...production, DATABASE_URL: database.url });
    }
    await scenario(postgres, RUNS, () =>
      startOnce(['npm', 'run', 'serve'], { ...baseEnv(), ...production, DATABASE_URL: database.url }),
    );

    log();
    log('Loading (process start to exit on a bad PORT, medians):');
    for (const [name, values] of load)
      log(`  ${name.padEnd(58)} ${median(values).toFixed(0).padStart(5)} ms`);
    log();
    log('Start-up (medians):');
    const header = ['', 'to healthy', 'server RSS', 'all processes', 'processes'];
    const table = rows.map((r) => [
      r.name,
      `${(median(r.starts.map((s) => s.healthMs)) / 1000).toFixed(2)} s`,
      `${median(r.starts.map((s) => s.serverMiB)).toFixed(0)} MiB`,
      `${median(r.starts.map((s) => s.treeMiB)).toFixed(0)} MiB`,
      String(median(r.starts.map((s) => s.processes))),
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...table.map((t) => t[i]!.length)));
    const line = (cells: string[]) =>
      cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
    log(line(header));
    for (const t of table) log(line(t));
  } finally {
    await cleanup();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
