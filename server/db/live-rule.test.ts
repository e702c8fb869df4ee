import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isExpiredOrPaused, isLive, isResumable } from '@domain/listing-status';
import { LISTING_STATUSES } from '@domain/plans';
import { createCargo, createTransport, createUser } from '../../test/factories/index';
import { openTestDatabase } from '../../test/database';
import type { Database } from './client';
import { expiredOrPausedSql, liveSql, resumableSql } from './live';
import { cargoListings, transportListings } from './schema/index';

/**
 * The live rule exists in TypeScript (domain/listing-status.ts: the web, the live updates, the
 * policies), in SQL (server/db/live.ts: the feeds, their counts, the lifecycle guards) and in the
 * change trigger's PL/pgSQL (migration 0007: `wasLive` on an update announcement). One table of cases
 * runs through all three on a real database, and they must agree on every row.
 */

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const now = new Date(Math.floor(Date.now() / 1000) * 1000);
const EXPIRIES = {
  none: null,
  past: new Date(now.getTime() - 3_600_000),
  now, // expiry at the very instant counts as expired
  future: new Date(now.getTime() + 3_600_000),
} as const;
const DELETED = { no: null, yes: new Date(now.getTime() - 60_000) } as const;

// Every status × completed flag × expiry × deleted: 4 × 2 × 4 × 2 = 64 cases a table.
const CASES = LISTING_STATUSES.flatMap((status) =>
  [false, true].flatMap((completedByUser) =>
    (Object.keys(EXPIRIES) as (keyof typeof EXPIRIES)[]).flatMap((expiry) =>
      (Object.keys(DELETED) as (keyof typeof DELETED)[]).map((deleted) => ({
        status,
        completedByUser,
        expiry,
        deleted,
      })),
    ),
  ),
);

describe.each([
  { name: 'cargo', table: cargoListings, create: createCargo },
  { name: 'transport', table: transportListings, create: createTransport },
] as const)('the live rule on $name listings', ({ table, create }) => {
  /** One listing per case of the table, of a new user; each row with its case. */
  async function createCases() {
    const user = await createUser(database.db);
    const created = [];
    for (const c of CASES) {
      const row = await create(database.db, user.id, {
        status: c.status,
        completedByUser: c.completedByUser,
        expiresAt: EXPIRIES[c.expiry],
        deletedAt: DELETED[c.deleted],
      });
      created.push({ row, case: c });
    }
    return created;
  }

  it('TypeScript and SQL agree on every case', async () => {
    const db = database.db;
    const ids = new Map((await createCases()).map(({ row, case: c }) => [row.id, c]));
    const rows = await db
      .select({
        row: table,
        live: sql<boolean>`${liveSql(table, now)}`,
        expiredOrPaused: sql<boolean>`${expiredOrPausedSql(table, now)}`,
        resumable: sql<boolean>`${resumableSql(table, now)}`,
      })
      .from(table)
      .where(inArray(table.id, [...ids.keys()]));
    expect(rows).toHaveLength(CASES.length);

    const disagreements = rows
      .map(({ row, live, expiredOrPaused, resumable }) => ({
        case: ids.get(row.id),
        sql: { live, expiredOrPaused, resumable },
        ts: {
          live: isLive(row, now),
          expiredOrPaused: isExpiredOrPaused(row, now),
          resumable: isResumable(row, now),
        },
      }))
      .filter((r) => JSON.stringify(r.sql) !== JSON.stringify(r.ts));
    expect(disagreements).toEqual([]);

    // And the rule is the one meant: live is active, not deleted, no expiry or a later one (with
    // or without the completed flag, which completing never leaves on an active row).
    const live = rows.filter((r) => r.live).map((r) => ids.get(r.row.id));
    expect(live).toHaveLength(4);
    for (const c of live) {
      expect(c).toMatchObject({ status: 'active', deleted: 'no' });
      expect(['none', 'future']).toContain(c!.expiry);
    }
  });

  it("the change trigger's wasLive agrees with the TypeScript rule on every case", async () => {
    const db = database.db;
    const cases = new Map(
      (await createCases()).map(({ row, case: c }) => [row.id, { case: c, live: isLive(row, now) }]),
    );

    const announced = new Map<string, boolean>();
    const unlisten = await database.listen('veoturg_changes', {
      message: (payload) => {
        const change = JSON.parse(payload) as { op: string; id: string; wasLive?: boolean };
        if (change.op === 'update' && cases.has(change.id)) announced.set(change.id, change.wasLive ?? false);
      },
    });
    try {
      // An update that changes nothing the rule reads: the trigger judges the row as it was.
      await db
        .update(table)
        .set({ updatedAt: sql`${table.updatedAt}` })
        .where(inArray(table.id, [...cases.keys()]));
      await expect.poll(() => announced.size).toBe(CASES.length);
    } finally {
      await unlisten();
    }

    const disagreements = [...cases]
      .filter(([id, { live }]) => announced.get(id) !== live)
      .map(([id, { case: c, live }]) => ({ case: c, trigger: announced.get(id), ts: live }));
    expect(disagreements).toEqual([]);
    expect([...announced.values()].filter(Boolean)).toHaveLength(4);
  });
});
