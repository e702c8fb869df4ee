import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adTemplates, cargoListings } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { createTestApp, type TestApp } from '../../../test/app';
import { post } from '../../../test/auth';
import { cargoInput } from '../../../test/factories/index';
import { createSignedInUser, type SignedInUser } from '../../../test/factories/users';

/**
 * The database goes away under a write load and comes back (issue "Hardening", item 16 and the fault
 * test of its "Done when"): every write the API acknowledged (2xx) is stored, every answer while it is
 * away is a 503 in the error shape, and the pool reconnects by itself afterwards.
 *
 * The PostgreSQL server is shared (other test files, other people), so it is never stopped: only this
 * file's own database is taken away, by refusing new connections to it and ending the ones it has.
 */
const CLIENTS = 4;
const STATE_TIMEOUT_MS = 20_000;

type Outcome = {
  client: number;
  key: string;
  status: number;
  body: string;
  startedAt: number;
  endedAt: number;
};

describe.runIf(process.env.DATABASE_URL)('writes while the database goes away and comes back', () => {
  let t: TestApp;
  let admin: pg.Client;
  let name: string;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_SCALE: '1000' });
    name = new URL(t.database.url!).pathname.slice(1);
    // The server's own maintenance database: this file's database is the one that goes away.
    const adminUrl = new URL(process.env.DATABASE_URL!);
    adminUrl.pathname = '/postgres';
    admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
  });

  afterAll(async () => {
    await allowConnections(true).catch(() => {});
    await admin?.end();
    await t?.close();
  });

  async function allowConnections(allow: boolean): Promise<void> {
    await admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS ${allow}`);
    if (!allow) {
      await admin.query(
        // With a timeout, it waits until each backend has gone, not only until it was told to.
        'SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
    }
  }

  it('loses no acknowledged write and answers 503, never 500, while it is away', async () => {
    const users: SignedInUser[] = [];
    for (let i = 0; i < CLIENTS; i++) users.push(await createSignedInUser(t.app, { plan: 'premium' }));

    const outcomes: Outcome[] = [];
    let stop = false;
    let sequence = 0;
    const clients = users.map(async (user, client) => {
      while (!stop) {
        // Listings and templates in turn: two tables, two routes, the same rule.
        const kind = sequence % 2 === 0 ? 'listing' : 'template';
        const key = `outage-${client}-${sequence++}`;
        const startedAt = performance.now();
        const res =
          kind === 'listing'
            ? await post(t.app, '/api/listings/cargo', cargoInput({ notes: key }), user.cookie)
            : await post(t.app, '/api/templates', { name: key, type: 'cargo', data: {} }, user.cookie);
        outcomes.push({
          client,
          key,
          status: res.statusCode,
          body: res.body,
          startedAt,
          endedAt: performance.now(),
        });
        // Yields between writes, so the test's own steps (the outage, the checks) get their turn.
        await new Promise((resolve) => setImmediate(resolve));
      }
    });

    const waitFor = async (what: string, condition: () => boolean) => {
      const started = performance.now();
      while (!condition()) {
        if (performance.now() - started > STATE_TIMEOUT_MS) {
          const seen = outcomes.slice(-5).map((o) => `${o.status} ${o.body.slice(0, 300)}`);
          throw new Error(
            `timed out waiting for ${what}; ${outcomes.length} answers, the last: ${seen.join(' | ')}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    const count = (since: number, status: number) =>
      outcomes.filter((o) => o.startedAt >= since && o.status === status).length;
    // The fewest answers with that status any one client has had since then.
    const eachClient = (since: number, status: number) =>
      Math.min(
        ...users.map(
          (_, client) =>
            outcomes.filter((o) => o.client === client && o.startedAt >= since && o.status === status).length,
        ),
      );

    try {
      await waitFor('writes before the outage', () => count(0, 201) >= 20);
      await allowConnections(false);
      const down = performance.now();
      await waitFor('503 answers to every client', () => eachClient(down, 503) >= 3);
      // Taken before the database is back: a request started after this may already reach it.
      const up = performance.now();
      await allowConnections(true);
      // The pool reconnects by itself: every client's writes go through again.
      await waitFor('writes after the outage from every client', () => eachClient(up, 201) >= 3);
      // Whole while it was away: begun after the connections were ended, answered before it was back.
      const downAnswers = outcomes.filter((o) => o.startedAt >= down && o.endedAt < up);

      stop = true;
      await Promise.all(clients);

      // Every answer is a stored write or a 503 with the documented body; nothing else, no 500.
      const others = outcomes.filter((o) => o.status !== 201 && o.status !== 503);
      expect(others.map((o) => `${o.status} ${o.body}`)).toEqual([]);
      for (const o of outcomes.filter((o) => o.status === 503)) {
        expect(JSON.parse(o.body)).toEqual({
          error: { code: 'DATABASE_UNAVAILABLE', message: 'Andmebaas ei ole kättesaadav' },
        });
      }
      // Those cannot have reached the database.
      expect(downAnswers.map((o) => o.status)).toEqual(downAnswers.map(() => 503));

      // 0 lost: every acknowledged write is a row. A row whose answer was a 503 is allowed (the
      // commit went through, the answer did not); it is counted, not hidden.
      const db = t.database.db as Db;
      const acknowledged = outcomes.filter((o) => o.status === 201);
      const keys = outcomes.map((o) => o.key);
      const storedListings = await db
        .select({ key: cargoListings.notes })
        .from(cargoListings)
        .where(inArray(cargoListings.notes, keys));
      const storedTemplates = await db
        .select({ key: adTemplates.templateName })
        .from(adTemplates)
        .where(inArray(adTemplates.templateName, keys));
      const stored = new Set([...storedListings, ...storedTemplates].map((row) => row.key));
      const lost = acknowledged.filter((o) => !stored.has(o.key));
      const unacknowledged = stored.size - acknowledged.length;
      console.log(
        `write outage: ${outcomes.length} writes from ${CLIENTS} clients, ${acknowledged.length} acknowledged, ` +
          `${stored.size} stored, ${lost.length} lost, ${unacknowledged} stored without an acknowledgement, ` +
          `${count(0, 503)} answered 503 (${downAnswers.length} while the database was away)`,
      );
      expect(lost.map((o) => o.key)).toEqual([]);
      expect(acknowledged.length).toBeGreaterThanOrEqual(20 + CLIENTS * 3);
    } finally {
      stop = true;
      await Promise.allSettled(clients);
    }
  }, 60_000);
});
