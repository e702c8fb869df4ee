import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSignedInUser } from '../../../test/factories/users';
import { cargoInput } from '../../../test/factories/index';
import { listingApi, type ApiUser } from '../../../test/factories/listing-api';

// Publishing is the marketplace's busiest write (docs/decisions/0031-publish-round-trips.md): the
// viewer with their role and plan in one query, the rate limit's counter, both ends' places in the
// gazetteer in one query (decision 0067), the insert. Counted at
// the driver, so a new query anywhere in the request shows here. The job worker only runs when a
// test drains it, so its polling is not counted.

let t: TestApp;
let free: ApiUser;
let premium: ApiUser;
let admin: ApiUser;
const { call, publish } = listingApi(() => t.app);

beforeAll(async () => {
  t = await createTestApp({}, { jobs: { manual: true } });
  [free, premium, admin] = await Promise.all([
    createSignedInUser(t.app),
    createSignedInUser(t.app, { plan: 'premium' }),
    createSignedInUser(t.app, { role: 'admin' }),
  ]);
  // The first request reads the maintenance flag, which is then kept for a moment.
  await publish(free, 'cargo');
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

async function queriesOf(send: () => Promise<unknown>): Promise<number> {
  const spies = [vi.spyOn(pg.Client.prototype, 'query'), vi.spyOn(PGlite.prototype, 'query')];
  try {
    await send();
    return spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

describe('database round trips of a publish', () => {
  it('are four for a free, a premium and an admin user: the viewer, the rate limit, the places, the insert', async () => {
    for (const [user, type, durationDays] of [
      [free, 'cargo', 7],
      [premium, 'transport', 30],
      [admin, 'cargo', 7],
    ] as const) {
      const sent = await queriesOf(() => publish(user, type, { durationDays }));
      expect(sent, `${type} for ${durationDays} days`).toBeLessThanOrEqual(4);
    }
  });

  it('still applies the plan read with the session: 14 days are refused to a free user', async () => {
    const res = await call('POST', '/api/listings/cargo', free, cargoInput({ durationDays: 14 }));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('DURATION_NOT_ALLOWED');
  });
});
