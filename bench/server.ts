/**
 * The server under test in the benchmarks: the built server (dist/server/main.js, built first when
 * its sources changed) in its own process, as in production, so the load generator does not share
 * its event loop.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Builds the server if its sources changed (once per process), starts it, waits for /api/health. */
let built = false;
export async function startServer(
  databaseUrl: string,
  authSecret: string,
  env: NodeJS.ProcessEnv = {},
): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  if (!built) {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--if-changed', 'server'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    built = true;
  }
  // BENCH_SERVER_NODE_ARGS: Node.js options for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
  // for a CPU profile of each server process (NODE_OPTIONS does not take --cpu-prof).
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, 'dist/server/main.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      // The bench takes no payments; production refuses to start without a payment provider.
      DEMO_PAYMENTS: 'true',
      // One log line per request would measure the terminal, not the server.
      LOG_LEVEL: 'warn',
      AUTH_SECRET: authSecret,
      ...env,
    },
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${stderr}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not start within 60 s: ${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, child };
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 12_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}
