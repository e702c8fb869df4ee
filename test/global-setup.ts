import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Name of a migrated template database to copy per test file, when DATABASE_URL is set. */
    templateDatabase: string | null;
  }
}

/**
 * With DATABASE_URL (CI, PostgreSQL): migrate one template database once; every test file then
 * gets its own copy (CREATE DATABASE ... TEMPLATE), so files never see each other's rows.
 * Without it, each test file opens its own in-memory PGlite.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    project.provide('templateDatabase', null);
    return;
  }
  const base = new URL(url);
  const template = `${base.pathname.slice(1) || 'veoturg'}_tmpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${template}"`);
  await admin.query(`CREATE DATABASE "${template}"`);
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${template}`;
  const database = await openDatabase({ kind: 'postgres', url: templateUrl.toString(), poolSize: 2 });
  await database.migrate();
  await database.close();
  project.provide('templateDatabase', template);

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await admin.end();
  };
}
