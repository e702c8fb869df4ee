import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// Bad configuration must stop the process with one clear line that names the setting.
function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, stderr: result.stderr.trim() };
}

describe('start-up with bad configuration', () => {
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

  it('names DATABASE_URL when PostgreSQL does not answer', () => {
    const { code, stderr } = start({ DATABASE_URL: 'postgres://postgres:pw@127.0.0.1:1/veoturg' });
    expect(code).toBe(1);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/DATABASE_URL: PostgreSQL at 127\.0\.0\.1:1\/veoturg does not answer/);
    expect(stderr).not.toContain('pw@');
  });
});
