import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { queryRows, type Database } from '../client';
import { seedDemo } from './demo';
import { isValidRegistryCode } from '@domain/company-identity';
import { DEMO_ADMIN_EMAIL, DEMO_FREE_EMAIL, DEMO_PREMIUM_EMAIL } from './demo-data';

const now = new Date();
const at = now.toISOString();

let database: Database;
let first: { created: boolean };

beforeAll(async () => {
  database = await openTestDatabase();
  first = await seedDemo(database.db, now);
}, 60_000);

afterAll(async () => {
  await database?.close();
});

async function count(query: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(database.db, query);
  return Number(row?.n ?? 0);
}

const live = sql`status = 'active' and deleted_at is null and expires_at > ${at}::timestamptz`;

async function snapshot(): Promise<Record<string, number>> {
  const tables = ['users', 'profiles', 'subscribers', 'user_roles', 'cargo_listings', 'transport_listings'];
  const result: Record<string, number> = {};
  for (const table of tables)
    result[table] = await count(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return result;
}

describe('seedDemo', () => {
  it('creates the marketplace on an empty database', () => {
    expect(first).toEqual({ created: true });
  });

  it('publishes enough live listings of each kind', async () => {
    expect(
      await count(sql`select count(*)::int as n from cargo_listings where ${live}`),
    ).toBeGreaterThanOrEqual(60);
    expect(
      await count(sql`select count(*)::int as n from transport_listings where ${live}`),
    ).toBeGreaterThanOrEqual(40);
  });

  it('lists at least 15 directory companies with an active premium or trial', async () => {
    const n = await count(sql`
      select count(*)::int as n from profiles p join subscribers s on s.user_id = p.user_id
      where p.show_in_company_directory and p.company_name is not null
        and ((s.subscribed and s.subscription_end > ${at}::timestamptz)
          or (s.is_trial and s.trial_end > ${at}::timestamptz))`);
    expect(n).toBeGreaterThanOrEqual(15);
  });

  it('makes the demo admin an admin', async () => {
    const n = await count(sql`
      select count(*)::int as n from user_roles r join users u on u.id = r.user_id
      where u.email = ${DEMO_ADMIN_EMAIL} and r.role = 'admin'`);
    expect(n).toBe(1);
  });

  it('gives every demo user live listings of both kinds', async () => {
    for (const email of [DEMO_ADMIN_EMAIL, DEMO_PREMIUM_EMAIL, DEMO_FREE_EMAIL]) {
      const owner = sql`user_id = (select id from users where email = ${email})`;
      expect(
        await count(sql`select count(*)::int as n from cargo_listings where ${owner} and ${live}`),
      ).toBeGreaterThan(0);
      expect(
        await count(sql`select count(*)::int as n from transport_listings where ${owner} and ${live}`),
      ).toBeGreaterThan(0);
    }
  });

  it('has listings of each kind expiring within 24 hours, none of them already expired', async () => {
    const soon = sql`${live} and expires_at <= ${at}::timestamptz + interval '24 hours'`;
    expect(
      await count(sql`select count(*)::int as n from cargo_listings where ${soon}`),
    ).toBeGreaterThanOrEqual(5);
    expect(
      await count(sql`select count(*)::int as n from transport_listings where ${soon}`),
    ).toBeGreaterThanOrEqual(5);
    const stale = sql`status = 'active' and deleted_at is null and expires_at <= ${at}::timestamptz`;
    expect(await count(sql`select count(*)::int as n from cargo_listings where ${stale}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from transport_listings where ${stale}`)).toBe(0);
  });

  it('mixes priced and on-offer cargo, and some urgent loads', async () => {
    expect(
      await count(sql`select count(*)::int as n from cargo_listings where ${live} and price_amount is null`),
    ).toBeGreaterThan(0);
    expect(
      await count(
        sql`select count(*)::int as n from cargo_listings where ${live} and price_amount is not null`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*)::int as n from cargo_listings where ${live} and is_urgent`),
    ).toBeGreaterThan(0);
  });

  it('leaves expired, completed, paused and deleted listings for "my listings"', async () => {
    expect(
      await count(
        sql`select count(*)::int as n from cargo_listings where status = 'completed' and completed_by_user`,
      ),
    ).toBe(1);
    expect(
      await count(sql`select count(*)::int as n from transport_listings where status = 'inactive'`),
    ).toBe(1);
    expect(await count(sql`select count(*)::int as n from cargo_listings where deleted_at is not null`)).toBe(
      1,
    );
    const expired = await count(sql`
      select count(*)::int as n from (
        select user_id, expires_at from cargo_listings where status = 'expired'
        union all select user_id, expires_at from transport_listings where status = 'expired') l
      join users u on u.id = l.user_id
      where u.email in (${DEMO_ADMIN_EMAIL}, ${DEMO_PREMIUM_EMAIL}, ${DEMO_FREE_EMAIL}) and l.expires_at < ${at}::timestamptz`);
    expect(expired).toBe(3);
  });

  it('gives some companies a valid registry code, verifies five, and leaves one request in the queue', async () => {
    const rows = await queryRows<{ country: string; registry_code: string; verification: string }>(
      database.db,
      sql`select country, registry_code, verification from profiles where registry_code is not null`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(9);
    for (const row of rows) expect(isValidRegistryCode(row.country, row.registry_code)).toBe(true);
    expect(rows.filter((row) => row.verification === 'verified')).toHaveLength(5);
    expect(rows.filter((row) => row.verification === 'pending')).toHaveLength(1);
    // Every request was made after the company joined, and a decision after its request.
    expect(
      await count(sql`select count(*)::int as n from profiles p join users u on u.id = p.user_id
        where p.verification_requested_at < u.created_at or p.verification_decided_at <= p.verification_requested_at`),
    ).toBe(0);
    // The listings carry the mark (the trigger's copy), so the demo's "verified only" filter finds loads.
    expect(
      await count(sql`select count(*)::int as n from cargo_listings where ${live} and owner_verified`),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*)::int as n from cargo_listings c join profiles p on p.user_id = c.user_id
        where c.owner_verified <> (p.verification = 'verified')`),
    ).toBe(0);
  });

  it('does nothing when run again', async () => {
    const before = await snapshot();
    expect(await seedDemo(database.db, new Date(now.getTime() + 60_000))).toEqual({ created: false });
    expect(await snapshot()).toEqual(before);
  });
});
