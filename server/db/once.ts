import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client';
import { oneTimeSteps } from './schema/index';

/**
 * Runs `step` unless this database has run a step of that `name` before, and records it. Called at
 * a start under the migration lock (server/main.ts), so two instances never run one step twice. A
 * step that fails is not recorded and runs again at the next start.
 */
export async function once(db: Db, name: string, step: (db: Db) => Promise<unknown>): Promise<boolean> {
  const done = await queryRows<{ name: string }>(
    db,
    sql`select name from ${oneTimeSteps} where name = ${name}`,
  );
  if (done.length > 0) return false;
  await step(db);
  await db.insert(oneTimeSteps).values({ name }).onConflictDoNothing();
  return true;
}
