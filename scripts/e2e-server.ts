// Starts the app for the browser suite the way `npm start` does: a fresh build, migrations,
// seeds. Without DATABASE_URL it uses a fresh embedded database in a temporary DATA_DIR.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// A production build, as `npm start` makes: the suite itself runs with NODE_ENV=test, which would
// otherwise give React's development build (slower, and StrictMode's doubled effects).
execSync('npx vite build --logLevel warn', {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});

const env = { ...process.env };
let dataDir: string | undefined;
if (!env.DATABASE_URL) {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'veoturg-e2e-'));
  env.DATA_DIR = dataDir;
}
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: 'inherit' });
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
