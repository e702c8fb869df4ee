import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCargo, createUser } from '../../test/factories/index';
import { openTestDatabase } from '../../test/database';
import { queryRows, type Database } from './client';
import { contactAccessLog, profiles, subscribers, userCredits } from './schema/index';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

// Drizzle wraps driver errors; the constraint name sits on the cause (pg) or the error (PGlite).
async function violation(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const e = error as {
      cause?: { constraint?: string; message?: string };
      constraint?: string;
      message?: string;
    };
    return e.cause?.constraint ?? e.constraint ?? e.cause?.message ?? e.message ?? 'error';
  }
  throw new Error('expected the database to refuse the write');
}

describe('database constraints', () => {
  it('has pg_trgm and the feed indexes', async () => {
    const ext = await queryRows(database.db, sql`select extname from pg_extension where extname = 'pg_trgm'`);
    expect(ext).toHaveLength(1);
    const idx = await queryRows(
      database.db,
      sql`select indexname from pg_indexes where indexname in ('cargo_feed_idx', 'cargo_search_trgm_idx', 'transport_feed_idx', 'transport_search_trgm_idx')`,
    );
    expect(idx).toHaveLength(4);
  });

  it('allows one profile, one credits row and one subscriber row per user', async () => {
    const user = await createUser(database.db);
    await database.db.insert(profiles).values({ userId: user.id });
    expect(await violation(database.db.insert(profiles).values({ userId: user.id }))).toMatch(
      /profiles_user_unique/,
    );
    expect(await violation(database.db.insert(userCredits).values({ userId: user.id }))).toMatch(
      /user_credits_user_unique/,
    );
    await database.db.insert(subscribers).values({ userId: user.id });
    expect(await violation(database.db.insert(subscribers).values({ userId: user.id }))).toMatch(
      /subscribers_user_unique/,
    );
  });

  it('never lets credits used exceed the monthly credits or go negative', async () => {
    const user = await createUser(database.db);
    expect(
      await violation(
        database.db.update(userCredits).set({ creditsUsed: 4 }).where(eq(userCredits.userId, user.id)),
      ),
    ).toMatch(/user_credits_used_check/);
    expect(
      await violation(
        database.db.update(userCredits).set({ creditsUsed: -1 }).where(eq(userCredits.userId, user.id)),
      ),
    ).toMatch(/user_credits_used_check/);
  });

  it('keeps one access-log row per user and item', async () => {
    const user = await createUser(database.db);
    const owner = await createUser(database.db);
    const listing = await createCargo(database.db, owner.id);
    const row = {
      userId: user.id,
      listingId: listing.id,
      listingType: 'cargo',
      paymentMethod: 'free_credit',
    };
    await database.db.insert(contactAccessLog).values(row);
    expect(await violation(database.db.insert(contactAccessLog).values(row))).toMatch(
      /contact_access_log_unique/,
    );
  });

  it('refuses unknown statuses, negative money and unknown durations', async () => {
    const owner = await createUser(database.db);
    expect(await violation(createCargo(database.db, owner.id, { status: 'published' }))).toMatch(
      /cargo_status_check/,
    );
    expect(await violation(createCargo(database.db, owner.id, { priceAmount: -1 }))).toMatch(
      /cargo_price_check/,
    );
    expect(await violation(createCargo(database.db, owner.id, { postDurationDays: 10 }))).toMatch(
      /cargo_duration_check/,
    );
  });

  it('fills the search text from route, types and notes, lower-cased', async () => {
    const owner = await createUser(database.db);
    const listing = await createCargo(database.db, owner.id, {
      originCity: 'Pärnu',
      notes: 'Vajalik TAGALUUK',
    });
    expect(listing.searchText).toContain('pärnu');
    expect(listing.searchText).toContain('vajalik tagaluuk');
  });
});
