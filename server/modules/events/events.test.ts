import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { cargoListings, profiles } from '../../db/schema/index';
import { registerConfirmed } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/app';
import { createCargo, createCompany, createUser, grantPremium, unique } from '../../../test/factories/index';
import { openEvents } from '../../../test/sse';

let t: TestApp;
let second: FastifyInstance;
let urlA: string;
let urlB: string;
beforeAll(async () => {
  t = await createTestApp();
  // A second server instance on the same database, as behind a load balancer.
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' });
  second = await buildApp({ config, database: t.database });
  urlA = await t.app.listen({ port: 0, host: '127.0.0.1' });
  urlB = await second.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

describe('GET /api/events', () => {
  it('delivers a new listing, its update and its removal to clients of both instances', async () => {
    const a = await openEvents(`${urlA}/api/events`);
    const b = await openEvents(`${urlB}/api/events`);
    try {
      await a.waitFor((e) => e.event === 'ready');
      await b.waitFor((e) => e.event === 'ready');
      const owner = await createUser(t.database.db);
      const listing = await createCargo(t.database.db, owner.id, { originCity: unique('Live') });
      for (const client of [a, b]) {
        const inserted = await client.waitFor(
          (e) => e.event === 'listing' && (e.data as { item?: { id: string } }).item?.id === listing.id,
        );
        expect(inserted.data).toMatchObject({
          op: 'insert',
          listingType: 'cargo',
          item: { contactAccess: 'locked' },
        });
        expect((inserted.data as { item: object }).item).not.toHaveProperty('contact');
      }
      await t.database.db
        .update(cargoListings)
        .set({ notes: 'muudetud' })
        .where(eq(cargoListings.id, listing.id));
      await a.waitFor(
        (e) => (e.data as { op?: string; item?: { notes?: string } }).item?.notes === 'muudetud',
      );
      await t.database.db
        .update(cargoListings)
        .set({ status: 'inactive' })
        .where(eq(cargoListings.id, listing.id));
      for (const client of [a, b]) {
        await client.waitFor(
          (e) =>
            (e.data as { op?: string; id?: string }).op === 'remove' &&
            (e.data as { id: string }).id === listing.id,
        );
      }
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('gives each client its own view: contacts only to the entitled', async () => {
    const premium = await registerConfirmed(t.app);
    await grantPremium(t.database.db, premium.userId);
    const free = await registerConfirmed(t.app);
    const visitor = await openEvents(`${urlA}/api/events`);
    const freeClient = await openEvents(`${urlB}/api/events`, { cookie: free.cookie });
    const premiumClient = await openEvents(`${urlA}/api/events`, { cookie: premium.cookie });
    try {
      for (const c of [visitor, freeClient, premiumClient]) await c.waitFor((e) => e.event === 'ready');
      const owner = await createUser(t.database.db);
      const phone = `+372 ${unique('5').replace(/\D/g, '').slice(0, 8)}`;
      const listing = await createCargo(t.database.db, owner.id, { contactPhone: phone });
      const forPremium = await premiumClient.waitFor(
        (e) => (e.data as { item?: { id: string } }).item?.id === listing.id,
      );
      expect(forPremium.data).toMatchObject({ item: { contactAccess: 'premium', contact: { phone } } });
      await visitor.waitFor((e) => (e.data as { item?: { id: string } }).item?.id === listing.id);
      await freeClient.waitFor((e) => (e.data as { item?: { id: string } }).item?.id === listing.id);
      expect(visitor.text()).not.toContain(phone);
      expect(freeClient.text()).not.toContain(phone);
    } finally {
      await visitor.close();
      await freeClient.close();
      await premiumClient.close();
    }
  });

  it('announces directory changes, without data', async () => {
    const client = await openEvents(`${urlB}/api/events`);
    try {
      await client.waitFor((e) => e.event === 'ready');
      const { profile } = await createCompany(t.database.db);
      await t.database.db
        .update(profiles)
        .set({ description: 'Uus kirjeldus' })
        .where(eq(profiles.id, profile.id));
      const event = await client.waitFor((e) => e.event === 'companies');
      expect(event.data).toEqual({ op: 'changed' });
    } finally {
      await client.close();
    }
  });

  it('lets a client reconnect after a drop and hear later changes', async () => {
    const first = await openEvents(`${urlA}/api/events`);
    await first.waitFor((e) => e.event === 'ready');
    await first.close();
    const again = await openEvents(`${urlA}/api/events`);
    try {
      await again.waitFor((e) => e.event === 'ready');
      const owner = await createUser(t.database.db);
      const listing = await createCargo(t.database.db, owner.id);
      await again.waitFor((e) => (e.data as { item?: { id: string } }).item?.id === listing.id);
    } finally {
      await again.close();
    }
  });
});
