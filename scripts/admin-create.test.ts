import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../server/db/client';
import { accounts, userRoles, users } from '../server/db/schema/index';
import { verifyPassword } from '../server/platform/auth/password-hash';

function run(dataDir: string, ...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts', ...args], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('npm run admin:create', () => {
  it('creates a confirmed admin with the given password, then promotes an existing account without touching it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'veoturg-admin-'));
    try {
      const first = run(dataDir, 'Boss@Example.test', '--password', 'Ylem1parool');
      expect(first.status).toBe(0);
      expect(first.stdout).toContain('Created admin boss@example.test');
      const again = run(dataDir, 'boss@example.test');
      expect(again.status).toBe(0);
      expect(again.stdout).toContain('is now an admin');
      expect(run(dataDir, 'weak@example.test', '--password', 'weak').status).toBe(1);
      expect(run(dataDir).status).toBe(1);

      const database = await openDatabase({ kind: 'pglite', dataDir });
      try {
        const [user] = await database.db.select().from(users).where(eq(users.email, 'boss@example.test'));
        expect(user!.emailVerified).toBe(true);
        const roles = await database.db.select().from(userRoles).where(eq(userRoles.userId, user!.id));
        expect(roles.map((r) => r.role)).toEqual(['admin']);
        const [account] = await database.db.select().from(accounts).where(eq(accounts.userId, user!.id));
        expect(await verifyPassword(account!.password!, 'Ylem1parool')).toBe(true);
        const [weak] = await database.db.select().from(users).where(eq(users.email, 'weak@example.test'));
        expect(weak).toBeUndefined();
      } finally {
        await database.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
