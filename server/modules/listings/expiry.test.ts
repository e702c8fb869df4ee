import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cargoListings, transportListings } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { createCargo, createTransport, createUser, unique } from '../../../test/factories/index';
import { openEvents } from '../../../test/sse';
import { expireListings } from './expiry.job';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('listing expiry', () => {
  it('hides a listing from the feed the moment it expires, then the job marks it and sends the live removal', async () => {
    const db = t.database.db;
    const owner = await createUser(db);
    const tag = unique('exp');
    const soon = new Date(Date.now() + 60 * 60_000);
    const cargo = await createCargo(db, owner.id, { notes: tag, expiresAt: soon });
    const transport = await createTransport(db, owner.id, { notes: tag, expiresAt: soon });
    const fresh = await createCargo(db, owner.id, { notes: tag });
    const events = await openEvents(`${url}/api/events`);
    try {
      await events.waitFor((e) => e.event === 'ready');
      const before = (await t.app.inject({ method: 'GET', url: `/api/listings/cargo?q=${tag}` })).json();
      expect(before.items.map((i: { id: string }) => i.id).sort()).toEqual([cargo.id, fresh.id].sort());

      // An hour and a second later, on the app's clock only: timers and the database stay real,
      // and the clock keeps moving so waits still time out.
      vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
      vi.setSystemTime(soon.getTime() + 1_000);
      const after = (await t.app.inject({ method: 'GET', url: `/api/listings/cargo?q=${tag}` })).json();
      expect(after.items.map((i: { id: string }) => i.id)).toEqual([fresh.id]);

      expect(await expireListings(db)).toBeGreaterThanOrEqual(2);
      const [c] = await db.select().from(cargoListings).where(eq(cargoListings.id, cargo.id));
      const [tr] = await db.select().from(transportListings).where(eq(transportListings.id, transport.id));
      expect(c!.status).toBe('expired');
      expect(tr!.status).toBe('expired');
      await events.waitFor(
        (e) =>
          (e.data as { op?: string; id?: string }).op === 'remove' &&
          (e.data as { id: string }).id === cargo.id,
      );
      const [f] = await db.select().from(cargoListings).where(eq(cargoListings.id, fresh.id));
      expect(f!.status).toBe('active');
      expect(await expireListings(db)).toBe(0);
    } finally {
      await events.close();
    }
  });
});
