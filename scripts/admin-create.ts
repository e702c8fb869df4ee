// Makes a user an administrator: `npm run admin:create -- <email> [--password <password>]`.
// An existing account just gets the admin role; otherwise a confirmed account is created with the
// given password, or a generated one that is printed once. With the embedded database, stop the
// server first: only one process may open its files.
import { randomBytes } from 'node:crypto';
import { firstPasswordError } from '@domain/password';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { userRoles } from '../server/db/schema/index';
import { ensureUser } from '../server/db/seeds/users';

const args = process.argv.slice(2);
const email = args
  .find((a) => !a.startsWith('--'))
  ?.trim()
  .toLowerCase();
const passwordFlag = args.indexOf('--password');
const givenPassword = passwordFlag >= 0 ? args[passwordFlag + 1] : undefined;

if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  process.stderr.write('Usage: npm run admin:create -- <email> [--password <password>]\n');
  process.exit(1);
}
if (givenPassword !== undefined) {
  const problem = firstPasswordError(givenPassword);
  if (problem) {
    process.stderr.write(`Password refused: ${problem}\n`);
    process.exit(1);
  }
}

// Generated passwords always satisfy the policy: a fixed upper/lower/digit prefix plus random text.
const password = givenPassword ?? `Ad1${randomBytes(12).toString('base64url')}`;
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await database.migrate();
  const { id, created } = await ensureUser(database.db, { email, password });
  await database.db.insert(userRoles).values({ userId: id, role: 'admin' }).onConflictDoNothing();
  if (created) {
    process.stdout.write(`Created admin ${email}${givenPassword ? '' : ` with password: ${password}`}\n`);
  } else {
    process.stdout.write(`${email} is now an admin (existing account, password unchanged).\n`);
  }
} finally {
  await database.close();
}
