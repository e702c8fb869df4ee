// Hot-reloading development: the API under `tsx watch` on API_PORT (3001), Vite on PORT (3000)
// proxying /api to it. Open http://localhost:3000.
import { execFileSync, spawn } from 'node:child_process';

// The message catalogues compile into domain/paraglide first (scripts/i18n.ts); run it again, or
// `npm run i18n`, after editing messages/.
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/i18n.ts'], { stdio: 'inherit' });

const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}` },
  }),
  spawn('npx', ['vite', '--port', port, '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => code && code !== 0 && stop()));
