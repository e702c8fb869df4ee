import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { quietListingAnnouncements, CHANGES_CHANNEL } from '../events/announce';
import { openTestDatabase, type TestDatabase } from '../../../test/database';
import { ORIGIN } from '../../../test/auth';
import { logLines } from '../../../test/log-lines';
import { Relay } from '../../../test/relay';
import { createCargo, createCompany, createUser, unique } from '../../../test/factories/index';
import { listingApi } from '../../../test/factories/listing-api';
import { createSignedInUser, type SignedInUser } from '../../../test/factories/users';
import { openDatabase, type Database } from '../../db/client';
import { runSeeds } from '../../db/seeds/index';

// DATABASE_READ_URL (docs/decisions/0058): the feeds, the directory and the counters are read on
// the replica; one listing, the user's own lists and everything else on the primary; a replica
// that does not answer sends its reads to the primary.

function appFor(database: Database, logStream: Writable): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', SEED_DEMO: 'false', PUBLIC_URL: ORIGIN });
  return buildApp({ config, database, logStream });
}

describe.runIf(process.env.DATABASE_URL)('public reads on a read database', () => {
  // Two copies of the migrated template: `primary` is DATABASE_URL, `copy` is read through a relay
  // (DATABASE_READ_URL) that the test cuts to play a replica that has gone. Different rows are
  // written to each, so every answer says where it was read.
  let primary: TestDatabase;
  let copy: TestDatabase;
  let relay: Relay;
  let database: Database;
  let app: FastifyInstance;
  const { lines, stream: logStream } = logLines();
  let owner: SignedInUser;
  const tag = unique('replica');
  let onPrimary: { id: string };
  let onCopy: { id: string }[];
  let companyOnCopy: { id: string };
  let published: { id: string };
  const api = listingApi(() => app);

  beforeAll(async () => {
    [primary, copy] = await Promise.all([openTestDatabase(), openTestDatabase()]);
    await Promise.all([runSeeds(primary.db, { demo: false }), runSeeds(copy.db, { demo: false })]);
    const target = new URL(copy.url!);
    relay = new Relay(target.hostname, Number(target.port || 5432));
    await relay.start();
    const readUrl = new URL(copy.url!);
    readUrl.host = `127.0.0.1:${relay.port}`;
    database = await openDatabase({
      kind: 'postgres',
      url: primary.url!,
      readUrl: readUrl.toString(),
      poolSize: 3,
    });
    app = await appFor(database, logStream);
    await app.ready();

    owner = await createSignedInUser(app);
    onPrimary = await createCargo(primary.db, owner.userId, { notes: tag });
    const copyOwner = await createUser(copy.db);
    onCopy = [
      await createCargo(copy.db, copyOwner.id, { notes: tag }),
      await createCargo(copy.db, copyOwner.id, { notes: tag }),
    ];
    companyOnCopy = (await createCompany(copy.db)).profile;
  });

  afterAll(async () => {
    await relay?.start();
    await app?.close();
    await database?.close();
    await relay?.cut();
    await Promise.all([primary?.close(), copy?.close()]);
  });

  const feed = async (cookie?: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/listings/cargo?q=${tag}`,
      headers: cookie ? { cookie } : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res
      .json()
      .items.map((i: { id: string }) => i.id)
      .sort();
  };
  const get = (url: string, cookie?: string) =>
    app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const sorted = (...ids: string[]) => [...ids].sort();

  it('reads the feeds, the directory and the counters there, one listing and the own lists on the primary', async () => {
    expect(await feed()).toEqual(sorted(...onCopy.map((l) => l.id)));
    // Signed in too: the rows from the read database, the viewer (session, access) from the primary.
    expect(await feed(owner.cookie)).toEqual(sorted(...onCopy.map((l) => l.id)));
    expect((await get('/api/listings/transport')).statusCode).toBe(200);

    const directory = (await get('/api/companies')).json();
    expect(directory.items.map((c: { id: string }) => c.id)).toEqual([companyOnCopy.id]);
    expect((await get('/api/companies/regular-routes')).statusCode).toBe(200);
    const stats = (await get('/api/stats')).json();
    expect(stats).toMatchObject({ cargoOffers: 2, providers: 1 });

    // One listing: the primary's (it is what a client opens right after publishing it).
    expect((await get(`/api/listings/cargo/${onPrimary.id}`)).statusCode).toBe(200);
    expect((await get(`/api/listings/cargo/${onCopy[0]!.id}`)).statusCode).toBe(404);
    // The owner's own list: the primary's.
    const mine = (await get('/api/me/listings?type=cargo&filter=all', owner.cookie)).json();
    expect(mine.items.map((i: { id: string }) => i.id)).toEqual([onPrimary.id]);
    // A write goes to the primary, and the owner's list shows it at once.
    published = await api.publish(owner, 'cargo', { notes: tag });
    const after = (await get('/api/me/listings?type=cargo&filter=all', owner.cookie)).json();
    expect(after.items.map((i: { id: string }) => i.id).sort()).toEqual(sorted(onPrimary.id, published.id));

    expect((await get('/api/health')).json()).toMatchObject({
      status: 'ok',
      database: 'ok',
      readReplica: 'ok',
    });
  });

  it('reads on the primary while the read database does not answer, says so once, and goes back to it', async () => {
    await relay.cut();
    expect(await feed()).toEqual(sorted(onPrimary.id, published.id));
    expect(await feed(owner.cookie)).toEqual(sorted(onPrimary.id, published.id));
    expect((await get('/api/companies')).statusCode).toBe(200);
    expect((await get('/api/companies')).json().items).toEqual([]);
    expect((await get('/api/companies/regular-routes')).statusCode).toBe(200);
    // The counters' cache is per database: the primary's are counted now.
    expect((await get('/api/stats')).json()).toMatchObject({ cargoOffers: 2, providers: 0 });

    const health = await get('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', database: 'ok', readReplica: 'error' });
    const outage = lines.filter((l) => l.includes('read replica does not answer'));
    expect(outage).toHaveLength(1);
    expect(JSON.parse(outage[0]!).level).toBe(40);

    await relay.start();
    // The health check asks the replica itself; the probe would find it within a few seconds too.
    await vi.waitFor(async () => expect((await get('/api/health')).json().readReplica).toBe('ok'), {
      timeout: 10_000,
    });
    expect(await feed()).toEqual(sorted(...onCopy.map((l) => l.id)));
    expect(lines.filter((l) => l.includes('read replica answers again'))).toHaveLength(1);
    expect(lines.filter((l) => l.includes('read replica does not answer'))).toHaveLength(1);
  });
});

// On a real streaming replica (CI's Node.js 24 pass sets DATABASE_READ_URL to one): its replay is
// paused for a moment, so what the feed shows says whether it was read there.
describe.runIf(process.env.DATABASE_URL && process.env.DATABASE_READ_URL)(
  'public reads on a streaming replica',
  () => {
    let t: TestDatabase;
    let app: FastifyInstance;
    let replicaAdmin: pg.Client;
    let standby = false;
    const { lines, stream: logStream } = logLines();
    const api = listingApi(() => app);

    beforeAll(async () => {
      t = await openTestDatabase();
      await runSeeds(t.db, { demo: false });
      app = await appFor(t, logStream);
      await app.ready();
      const admin = new URL(process.env.DATABASE_READ_URL!);
      admin.pathname = '/postgres';
      replicaAdmin = new pg.Client({ connectionString: admin.toString() });
      await replicaAdmin.connect();
      standby = (await replicaAdmin.query('select pg_is_in_recovery() as r')).rows[0].r === true;
    });

    afterAll(async () => {
      if (standby) await replicaAdmin?.query('select pg_wal_replay_resume()').catch(() => {});
      await replicaAdmin?.end();
      await app?.close();
      await t?.close();
    });

    it('answers the feed there, and from the primary once it has fallen behind a change this instance knows of', async (ctx) => {
      if (!standby) ctx.skip('DATABASE_READ_URL is not a standby (pg_is_in_recovery() is false)');
      const replica = t.replica!;
      const user = await createSignedInUser(app);
      const tag = unique('standby');
      const ids = () => api.feedIds('cargo', tag);

      // Every notice the set-up caused has been heard once a marker sent after it has (notices reach
      // the listener in commit order); after that only this test's own steps move the fence.
      const heard = vi.spyOn(replica, 'noteChange');
      await t.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, 'marker')`);
      await vi.waitFor(() => expect(heard).toHaveBeenCalled());
      heard.mockRestore();
      expect(await ids()).toEqual([]);
      await t.replicaCaughtUp();
      await replicaAdmin.query('select pg_wal_replay_pause()');
      try {
        await vi.waitFor(async () =>
          expect((await replicaAdmin.query('select pg_get_wal_replay_pause_state() as s')).rows[0].s).toBe(
            'paused',
          ),
        );
        // Written past the app (no request) and without a notice: the replica, paused, does not have it.
        const quiet = await t.db.transaction(async (tx) => {
          await quietListingAnnouncements(tx);
          return createCargo(tx, user.userId, { notes: tag });
        });
        expect(await ids()).toEqual([]);

        // A write request through this instance: the next feed read is the primary's.
        const published = await api.publish(user, 'cargo', { notes: tag });
        expect((await ids()).sort()).toEqual([quiet.id, published.id].sort());

        // A change announced by the database (another instance's publish): heard, and read on the primary.
        const announced = await createCargo(t.db, user.userId, { notes: tag });
        await vi.waitFor(async () => expect(await ids()).toContain(announced.id));
        expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({
          readReplica: 'ok',
        });
      } finally {
        await replicaAdmin.query('select pg_wal_replay_resume()');
      }
      await t.replicaCaughtUp();
      expect(await ids()).toHaveLength(3);
      expect(lines.filter((l) => l.includes('read replica does not answer'))).toEqual([]);
    });
  },
);
