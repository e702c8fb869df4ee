// Starts the app for the browser suite the way `npm start` does: the web app and the server
// built when their sources changed, then the built server, which migrates and seeds. Without
// DATABASE_URL it uses a fresh embedded database in a temporary DATA_DIR.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Production builds whatever NODE_ENV the suite runs with (scripts/build.ts).
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--if-changed'], { stdio: 'inherit' });

const env = { ...process.env };
let dataDir: string | undefined;
if (!env.DATABASE_URL) {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'veoturg-e2e-'));
  env.DATA_DIR = dataDir;
}
const child = spawn(process.execPath, ['dist/server/main.js'], { env, stdio: 'inherit' });
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
